// An editor's content edit rebuilds only what it changes, without the bundler, and leaves dist/ exactly as a
// clean build of the same project would: same files, same bytes, compressed copies included.
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject } from '../../scripts/synthetic-site';
import { buildSite } from '../../src/build/pipeline/build-site';
import { runBuild as build } from '../../scripts/support/run-build';
import { fileTree, treeDifferences } from './build-tree';

const copies: string[] = [];
// KEEP_COPIES=1 keeps the project copies in the temp folder, to compare them by hand when this fails.
afterAll(() => {
  if (!process.env.KEEP_COPIES) for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

describe('incremental build', () => {
  it('after a content edit equals a clean build byte for byte, re-rendering only the pages that show the change', { timeout: 180_000 }, () => {
    const edited = copyProject('incremental');
    copies.push(edited);
    const first = build(edited);
    expect(first.bundlerRan).toBe(true);

    // One sentence added to one article's body, and its summary (shown on cards and in listings) reworded.
    const manifestFile = join(edited, 'site.yaml');
    const manifest = readFileSync(manifestFile, 'utf8');
    const article = /- path: (\/blogs\/[^\n]+)\n(?:\s+\w+:.*\n)*?\s+summary: (.*)\n(?:\s+\w+:.*\n)*?\s+body: (\S+)/.exec(manifest);
    expect(article, 'an article with a summary and a body in site.yaml').toBeTruthy();
    const [, articlePath, summary, body] = article!;
    appendFileSync(join(edited, 'content', body), '\nOne more sentence, added by the incremental build test.\n');
    writeFileSync(manifestFile, manifest.replace(`summary: ${summary}`, 'summary: A reworded summary for the incremental build test.'));

    const second = build(edited);
    expect(second.bundlerRan).toBe(false);
    // The article itself, and pages that list it; never the whole site.
    expect(second.rendered).toBeGreaterThan(0);
    expect(second.rendered).toBeLessThan(first.rendered / 2);
    expect(readFileSync(join(edited, 'dist', articlePath.slice(1), 'index.html'), 'utf8')).toContain('One more sentence, added by the incremental build test.');

    const clean = copyProject('clean', edited);
    copies.push(clean);
    const cleanReport = build(clean);
    expect(cleanReport.bundlerRan).toBe(true);
    expect(treeDifferences(fileTree(join(edited, 'dist')), fileTree(join(clean, 'dist')))).toEqual([]);

    // The menus, service bar and footer are rendered once per edition and reused (shared-parts.tsx): every page of a
    // build that renders them afresh on each page is the same, byte for byte.
    const unshared = copyProject('unshared', edited);
    copies.push(unshared);
    process.env.SITE_SHARED_PARTS = 'off';
    try {
      build(unshared);
    } finally {
      delete process.env.SITE_SHARED_PARTS;
    }
    expect(treeDifferences(fileTree(join(unshared, 'dist')), fileTree(join(clean, 'dist')))).toEqual([]);

    // Nothing changed since: nothing is rendered or written.
    const third = build(edited);
    expect(third.rendered).toBe(0);
    expect(third.written).toBe(0);
  });

  // The editor's Publish builds in its own process, which stays up: what that process keeps from one build to the next
  // (bodies rendered before, its Pagefind process) must not leave anything of the site as it was.
  it('in a build process that stays up, after edits equals a clean build byte for byte', { timeout: 180_000 }, async () => {
    const warm = copyProject('warm');
    copies.push(warm);
    const quiet = () => {};
    const node = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production'; // as `npm run build` and the editor's server build
    try {
      expect((await buildSite({ root: warm, log: quiet })).ok).toBe(true);
      // A body edited; the contact page's address spelled otherwise, so every body that links to it reads differently
      // though its own text did not change.
      const body = join(warm, 'content/services/accounting-and-bookkeeping-services.md');
      appendFileSync(body, '\nOne more sentence, added in a build process that stays up.\n');
      const manifestFile = join(warm, 'site.yaml');
      writeFileSync(manifestFile, readFileSync(manifestFile, 'utf8').replace('- path: /Contact-Us\n', '- path: /Contact-us\n'));
      const second = await buildSite({ root: warm, log: quiet });
      expect(second.ok ? [] : second.problems.map((problem) => problem.message)).toEqual([]);
      // A page whose body was not edited but links to the contact page: no link left to the old spelling.
      const unedited = readFileSync(join(warm, 'dist/services/HR-advisory-and-consulting/index.html'), 'utf8');
      expect(unedited).toContain('href="/Contact-us"');
      expect(unedited).not.toContain('href="/Contact-Us"');
    } finally {
      process.env.NODE_ENV = node;
    }
    const clean = copyProject('warm-clean', warm);
    copies.push(clean);
    build(clean);
    expect(treeDifferences(fileTree(join(warm, 'dist')), fileTree(join(clean, 'dist')))).toEqual([]);
  });
});

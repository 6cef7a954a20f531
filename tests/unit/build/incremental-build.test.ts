// An editor's content edit rebuilds only what it changes, without the bundler, and leaves dist/ exactly as a
// clean build of the same project would: same files, same bytes, compressed copies included.
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject } from '../../../scripts/synthetic-site.js';
import { buildSite } from '../../../src/build/pipeline/build-site.js';
import { runBuild as build } from '../../../scripts/support/run-build.js';
import { linkSharedBundles } from '../../../scripts/support/shared-bundles.js';
import { fileTree, treeDifferences } from '../../support/build-tree.js';

const copies: string[] = [];
// KEEP_COPIES=1 keeps the project copies in the temp folder, to compare them by hand when this fails.
// Deleting three built copies of the project took over vitest's 10 s for a hook on a loaded machine (2026-11-28).
afterAll(() => {
  if (!process.env.KEEP_COPIES) for (const dir of copies) rmSync(dir, { recursive: true, force: true });
}, 60_000);

// Every copy takes the bundles another copy made (shared-bundles.ts): this is about what a content edit rebuilds, and
// the bundles are code, never content (fixed-size-shell.test.ts bundles a grown site afresh to show it).
const copyOf = (label: string, from?: string) => copyProject(label, from, { shareBundles: true });

describe('incremental build', () => {
  it('after a content edit equals a clean build byte for byte, re-rendering only the pages that show the change', { timeout: 180_000 }, () => {
    const edited = copyOf('incremental');
    copies.push(edited);
    const first = build(edited);

    // One sentence added to one article's body, and its summary (shown on cards and in listings) reworded.
    const manifestFile = join(edited, 'site.yaml');
    const manifest = readFileSync(manifestFile, 'utf8');
    const article = /- path: (\/blogs\/[^\n]+)\n(?:\s+\w+:.*\n)*?\s+summary: (.*)\n(?:\s+\w+:.*\n)*?\s+body: (\S+)/.exec(manifest);
    expect(article, 'an article with a summary and a body in site.yaml').toBeTruthy();
    const [, articlePath, summary, body] = article!;
    appendFileSync(join(edited, 'content', body), '\nOne more sentence, added by the incremental build test.\n');
    writeFileSync(manifestFile, manifest.replace(`summary: ${summary}`, 'summary: A reworded summary for the incremental build test.'));

    const second = build(edited);
    // The bundles' key is the code's alone: a content edit finds them where they were.
    expect(second.bundlerRan).toBe(false);
    // The article itself, and pages that list it; never the whole site.
    expect(second.rendered).toBeGreaterThan(0);
    expect(second.rendered).toBeLessThan(first.rendered / 2);
    expect(readFileSync(join(edited, 'dist', articlePath.slice(1), 'index.html'), 'utf8')).toContain('One more sentence, added by the incremental build test.');
    // Then the body alone, site.yaml unchanged: the build takes the parsed site.yaml and every other body's findings and
    // HTML from what the build before kept (manifest-cache.ts, lasting-memos.ts).
    appendFileSync(join(edited, 'content', body), '\nA sentence added with site.yaml unchanged.\n');
    expect(build(edited).rendered).toBeGreaterThan(0);
    expect(readFileSync(join(edited, 'dist', articlePath.slice(1), 'index.html'), 'utf8')).toContain('A sentence added with site.yaml unchanged.');

    const clean = copyOf('clean', edited);
    copies.push(clean);
    build(clean);
    expect(treeDifferences(fileTree(join(edited, 'dist')), fileTree(join(clean, 'dist')))).toEqual([]);

    // The menus, service bar and footer are rendered once per edition and reused (shared-parts.tsx): every page of a
    // build that renders them afresh on each page is the same, byte for byte.
    const unshared = copyOf('unshared', edited);
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
  // (bodies rendered before, pages cut for the search index, its Pagefind process) must not leave anything of the site
  // as it was. Four builds, so that each kept thing is both kept and then changed.
  it('in a build process that stays up, after edits equals a clean build byte for byte', { timeout: 240_000 }, async () => {
    const warm = copyOf('warm');
    copies.push(warm);
    linkSharedBundles(warm);
    const append = (body: string, sentence: string) => appendFileSync(join(warm, 'content', body), `\n${sentence}\n`);
    const node = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production'; // as `npm run build` and the editor's server build
    const rebuild = async () => {
      const built = await buildSite({ root: warm, log: () => {} });
      expect(built.ok ? [] : built.problems.map((problem) => problem.message)).toEqual([]);
      return built.ok ? built.report : undefined;
    };
    try {
      await rebuild();
      // 2: one body edited; the HR page is not rendered, so its cut for the search index is read from dist/ and kept.
      append('services/accounting-and-bookkeeping-services.md', 'One more sentence, saved first.');
      await rebuild();
      // 3: the HR page's body edited, and the contact page's address spelled otherwise, so every body that links to
      // it reads differently though its own text did not change (the accounting body, kept from build 2).
      append('services/HR-advisory-and-consulting.md', 'A sentence the search index must find.');
      const manifestFile = join(warm, 'site.yaml');
      writeFileSync(manifestFile, readFileSync(manifestFile, 'utf8').replace('- path: /Contact-Us\n', '- path: /Contact-us\n'));
      await rebuild();
      const accounting = readFileSync(join(warm, 'dist/services/accounting-and-bookkeeping-services/index.html'), 'utf8');
      expect(accounting).toContain('href="/Contact-us"');
      expect(accounting).not.toContain('href="/Contact-Us"');
      // 4: the first body again; the HR page is not rendered, and its cut must be the one with its new sentence.
      append('services/accounting-and-bookkeeping-services.md', 'And one more, saved last.');
      expect((await rebuild())?.rendered).toBeLessThan(20);
    } finally {
      process.env.NODE_ENV = node;
    }
    const clean = copyOf('warm-clean', warm);
    copies.push(clean);
    build(clean);
    expect(treeDifferences(fileTree(join(warm, 'dist')), fileTree(join(clean, 'dist')))).toEqual([]);
  });
});

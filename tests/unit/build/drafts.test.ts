// A page marked `draft: true` is nowhere in the production build: no page, no data, no listing, feed, sitemap,
// search index entry or link. (That `npm run dev` shows it is checked in tests/e2e/dev-server.spec.ts.)
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject } from '../../../scripts/synthetic-site.js';
import { runBuild as build } from '../../../scripts/support/run-build.js';
import { pageSkeleton, routeEntry } from '../../../src/build/generate/new-page.js';

const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

/** Every file of the built site as text: search index fragments unzipped, precompressed copies skipped (same text). */
function builtTexts(dist: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    const full = join(dist, file);
    if (!statSync(full).isFile() || /\.(br|gz)$/.test(file)) continue;
    const bytes = readFileSync(full);
    texts.set(file, file.endsWith('.pf_fragment') ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8'));
  }
  return texts;
}

describe('drafts', () => {
  it('are left out of every file of the production build', { timeout: 180_000 }, () => {
    // Bundles are code, never content (fixed-size-shell.test.ts): they may come from another copy.
    const project = copyProject('drafts', undefined, { shareBundles: true });
    copies.push(project);
    const title = 'Draft article about payroll audits';
    const entry = routeEntry('blog', title, 'draft-article-about-payroll-audits', '2026-11-23');
    const manifestFile = join(project, 'site.yaml');
    writeFileSync(manifestFile, `${readFileSync(manifestFile, 'utf8').replace(/\s*$/, '\n')}${entry.yaml}`);
    writeFileSync(join(project, 'content', entry.body), pageSkeleton('blog', title));

    const report = build(project);
    expect(report.rendered).toBeGreaterThan(100);
    const texts = builtTexts(join(project, 'dist'));
    expect(
      [...texts.keys()].some((file) => file.includes('pagefind/fragment/')),
      'the search index was built',
    ).toBe(true);
    const mentions = [...texts].filter(([, text]) => text.includes(entry.path) || text.includes(title)).map(([file]) => file);
    expect(mentions).toEqual([]);
    // The published article next to it is there, so the check above can fail.
    expect([...texts.values()].some((text) => text.includes('/blogs/uae-e-invoicing-timeline-and-what-to-do-now'))).toBe(true);
  });
});

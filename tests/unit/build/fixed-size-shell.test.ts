// The site's code does not grow with its content: a site with 100 more pages ships the same browser bundle, byte for
// byte (the route tree has a fixed size, page data is JSON beside the pages, SitePath is a type). A failure here means
// something content-dependent reached the bundle, e.g. a value imported from src/generated/site-paths.gen.ts. Any
// content in the bundle changes with a single added page: 100 are as telling as the 1,000 this test built before,
// in a tenth of the time.
import { readFileSync, rmSync } from 'node:fs';
import { parse } from 'yaml';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addSyntheticPages, copyProject } from '../../../scripts/synthetic-site.js';
import { runBuild } from '../../../scripts/support/run-build.js';
import { fileTree, treeDifferences } from '../../support/build-tree.js';

const ADDED_PAGES = 100;
const copies: string[] = [];
// Deleting the built copies of a site with 1,000 more pages once outlasted the default 10 s on a busy 2-core machine
// (all 576 tests passed, the run failed on this hook): a minute.
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('the site shell', () => {
  it('is byte-identical for the real site and the real site plus 100 service pages', { timeout: 240_000 }, () => {
    // The real site's bundles may be ones another test's copy made (shared-bundles.ts: the same code); the grown
    // site's are bundled afresh from its own files, so that anything of its content in them would show.
    const real = copyProject('shell-real', undefined, { shareBundles: true });
    const grown = copyProject('shell-grown');
    copies.push(real, grown);
    addSyntheticPages(grown, { services: ADDED_PAGES, articles: 0 });
    const small = runBuild(real);
    const large = runBuild(grown);
    expect(large.bundlerRan, 'the grown site bundled its own code').toBe(true);
    // Each page is built once per edition (English and Arabic).
    const editions = (parse(readFileSync(join(real, 'site.yaml'), 'utf8')) as { locales?: unknown[] }).locales?.length ?? 1;
    expect(large.rendered - small.rendered).toBe(ADDED_PAGES * editions);
    const assets = (dir: string) => fileTree(join(dir, 'dist', 'assets'));
    expect(assets(real).size).toBeGreaterThan(0);
    expect(treeDifferences(assets(real), assets(grown))).toEqual([]);
  });
});

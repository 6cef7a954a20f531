// A build process that stays up (the editor's Publish, the dev server) keeps the bodies it rendered and renders again
// only those that changed (site-model.ts `renderedBodies`). What a body's HTML says must still follow everything it
// depends on besides its own text: the page a link goes to, the images' sizes, the edition's words.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadManifest } from '../../../src/build/validate/load.js';
import { resolveSite } from '../../../src/build/model/site-model.js';
import type { SiteManifest } from '../../../src/generated/manifest-types.gen.js';

const BODY = 'services/HR-advisory-and-consulting.md';
// The real manifest, its one body replaced by a text with a link, an image and a table.
const contentDir = mkdtempSync(join(tmpdir(), 'rendered-bodies-'));
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));
mkdirSync(dirname(join(contentDir, BODY)), { recursive: true });
writeFileSync(
  join(contentDir, BODY),
  [
    '## Fees',
    '',
    '[Contact us](/contact-us) for a quote.',
    '',
    '![Our office](/images/office.svg)',
    '',
    '| Service | Fee |',
    '|---|---|',
    '| Payroll | On request |',
    '',
  ].join('\n'),
);

function realManifest(): SiteManifest {
  const { manifest, problems } = loadManifest(resolve('site.yaml'));
  expect(problems).toEqual([]);
  return manifest!;
}

const svgSizes = (width: number) => ({ '/images/office.svg': { width, height: 100 } });
const bodyOf = (manifest: SiteManifest, width = 200) => resolveSite(manifest, contentDir, { facts: {}, svgSizes: svgSizes(width) }).renderMarkdownFile(BODY);

describe('a body rendered again in the same process', () => {
  it('links to the page as it is spelled now, after the page it links to was renamed', () => {
    const manifest = realManifest();
    expect(bodyOf(manifest)).toContain('href="/Contact-Us"');
    const renamed = structuredClone(manifest);
    renamed.routes.find((route) => route.path === '/Contact-Us')!.path = '/Contact-us';
    expect(bodyOf(renamed)).toContain('href="/Contact-us"');
    // And back again.
    expect(bodyOf(manifest)).toContain('href="/Contact-Us"');
  });

  it('shows an image at the size the build now gives it', () => {
    const manifest = realManifest();
    expect(bodyOf(manifest, 200)).toContain('width="200" height="100"');
    expect(bodyOf(manifest, 300)).toContain('width="300" height="100"');
  });

  it('names a table by the words of the edition it is rendered for', () => {
    const manifest = realManifest();
    expect(bodyOf(manifest)).toContain(`aria-label="${manifest.strings.tableUnder.replace('{heading}', 'Fees')}"`);
    const reworded = structuredClone(manifest);
    reworded.strings = { ...reworded.strings, tableUnder: 'Prices, under {heading}' };
    expect(bodyOf(reworded)).toContain('aria-label="Prices, under Fees"');
  });
});

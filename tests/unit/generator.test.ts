import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadManifest } from '../../src/manifest/load';
import { generateSite } from '../../src/generator/generate';
import { createMarkdownRenderer } from '../../src/generator/markdown';
import { pageModuleName, routeFileFor, routerPath } from '../../src/generator/route-files';
import { writeIfChanged } from '../../src/generator/write-if-changed';
import type { SiteManifest } from '../../src/manifest/types.gen';

const root = resolve('.');
const contentDir = join(root, 'content');

function realManifest() {
  const { manifest, problems } = loadManifest(join(root, 'site.yaml'));
  expect(problems).toEqual([]);
  return manifest!;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => statSync(join(dir, file)).isFile());
}

describe('route file names', () => {
  it('keep the declared spelling and turn {params} into router parameters', () => {
    expect(routeFileFor('/')).toBe('index.tsx');
    expect(routeFileFor('/Corporate-Tax-ComplainBook')).toBe('Corporate-Tax-ComplainBook.tsx');
    expect(routeFileFor('/vat-consultants-uae/vat-complient-bookkeeping')).toBe('vat-consultants-uae/vat-complient-bookkeeping.tsx');
    expect(routeFileFor('/careers/{careerId}/careers-details')).toBe('careers/$careerId/careers-details.tsx');
    expect(routerPath('/careers/{careerId}/careers-details')).toBe('/careers/$careerId/careers-details');
    expect(pageModuleName('/services/cfo-services')).toBe('services--cfo-services');
  });
});

describe('markdown', () => {
  const render = createMarkdownRenderer((link) => (link.toLowerCase() === '/contact-us' ? '/Contact-Us' : link));

  it('escapes raw HTML instead of injecting it', () => {
    const html = render('Hello <script>alert(1)</script> and <img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;');
  });

  it('spells internal links as their route declares and opens outside links safely', () => {
    const html = render('[Contact](/contact-us) and [FTA](https://tax.gov.ae/en/)');
    expect(html).toContain('href="/Contact-Us"');
    expect(html).toContain('href="https://tax.gov.ae/en/" target="_blank" rel="noopener noreferrer"');
  });

  it('refuses javascript: links', () => {
    expect(render('[click](javascript:alert(1))')).not.toContain('href="javascript:');
  });
});

describe('writeIfChanged', () => {
  it('leaves an unchanged file untouched, so watchers see no change', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-write-'));
    const file = join(dir, 'a', 'b.ts');
    expect(writeIfChanged(file, 'one')).toBe(true);
    const before = statSync(file).mtimeMs;
    expect(writeIfChanged(file, 'one')).toBe(false);
    expect(statSync(file).mtimeMs).toBe(before);
    expect(writeIfChanged(file, 'two')).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('two');
  });
});

describe('generateSite', () => {
  it('writes one marked route file per declared path, then nothing on a second run', () => {
    const manifest = realManifest();
    const outDir = mkdtempSync(join(tmpdir(), 'site-gen-'));
    const first = generateSite({ manifest, contentDir, outDir });
    const routeFiles = listFiles(join(outDir, 'routes')).filter((file) => file !== '__root.tsx');
    const aliases = manifest.routes.flatMap((route) => (route.template === 'article' ? (route.aliases ?? []) : []));
    expect(routeFiles.sort()).toEqual([...manifest.routes.map((route) => route.path), ...aliases].map(routeFileFor).sort());
    for (const file of listFiles(outDir)) expect(readFileSync(join(outDir, file), 'utf8')).toMatch(/do not edit/);
    expect(first.written.length).toBeGreaterThan(manifest.routes.length);

    const second = generateSite({ manifest, contentDir, outDir });
    expect(second.written).toEqual([]);
    expect(second.removed).toEqual([]);
  });

  it('removes the files of a page that is no longer declared', () => {
    const manifest = realManifest();
    const outDir = mkdtempSync(join(tmpdir(), 'site-gen-'));
    generateSite({ manifest, contentDir, outDir });
    const dropped = manifest.routes.find((route) => route.template === 'service')!;
    const smaller = { ...manifest, routes: manifest.routes.filter((route) => route !== dropped) as SiteManifest['routes'] };
    // Nothing may still link to the dropped page for this test to be meaningful; links are the validator's job.
    const result = generateSite({ manifest: smaller, contentDir, outDir });
    expect(result.removed).toContain(`routes/${routeFileFor(dropped.path)}`);
    expect(listFiles(join(outDir, 'routes'))).not.toContain(routeFileFor(dropped.path));
  });

  it('puts each page body in its own page-data module, not in the layout data', () => {
    const manifest = realManifest();
    const outDir = mkdtempSync(join(tmpdir(), 'site-gen-'));
    generateSite({ manifest, contentDir, outDir });
    const service = manifest.routes.find((route) => route.template === 'service')!;
    const pageModule = readFileSync(join(outDir, 'pages', `${pageModuleName(service.path)}.ts`), 'utf8');
    expect(pageModule).toContain('<h2');
    const layout = readFileSync(join(outDir, 'site.gen.ts'), 'utf8');
    expect(layout).not.toContain('"routes"');
    expect(layout).not.toContain('<h2');
  });
});

describe('SITE_API_BASE', () => {
  it('overrides api.base in the generated layout data', () => {
    const manifest = realManifest();
    const outDir = mkdtempSync(join(tmpdir(), 'site-gen-'));
    generateSite({ manifest, contentDir, outDir, apiBase: 'https://api.example.org/v1' });
    expect(readFileSync(join(outDir, 'site.gen.ts'), 'utf8')).toContain('"base": "https://api.example.org/v1"');
  });
});

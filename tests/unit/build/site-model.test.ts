import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadManifest } from '../../../src/build/validate/load.js';
import { sitePathsSource } from '../../../src/build/generate/generate.js';
import { createMarkdownRenderer } from '../../../src/build/model/markdown.js';
import { pagePayload, siteLayoutData } from '../../../src/build/model/page-data.js';
import { resolveSite } from '../../../src/build/model/site-model.js';
import { writeIfChanged } from '../../../src/build/generate/write-if-changed.js';

const root = resolve('.');
const contentDir = join(root, 'content');

function realManifest() {
  const { manifest, problems } = loadManifest(join(root, 'site.yaml'));
  expect(problems).toEqual([]);
  return manifest!;
}

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

describe('the resolved site model', () => {
  const model = resolveSite(realManifest(), contentDir);

  it('serves every declared path and every article alias, each alias as its own page with a canonical to the primary', () => {
    const manifest = model.manifest;
    const aliases = manifest.routes.flatMap((route) => (route.template === 'article' ? (route.aliases ?? []).map((alias) => [alias, route.path]) : []));
    expect(aliases.length).toBeGreaterThan(0);
    expect(model.pages.map((page) => page.path).sort()).toEqual([...manifest.routes.map((route) => route.path), ...aliases.map(([alias]) => alias)].sort());
    for (const [alias, primary] of aliases) {
      const page = model.pageAt(alias)!;
      expect(page.isAlias).toBe(true);
      expect(page.canonicalPath).toBe(primary);
      expect(pagePayload(page, model).head.canonicalUrl).toBe(model.absoluteUrl(primary));
      expect(model.indexablePages).not.toContain(page);
    }
  });

  it('leaves pages marked noindex out of the sitemap list, and says so in their head', () => {
    const hidden = model.pages.filter((page) => page.route.noindex);
    expect(hidden.length).toBeGreaterThan(0);
    for (const page of hidden) {
      expect(model.indexablePages).not.toContain(page);
      expect(pagePayload(page, model).head.noindex).toBe(true);
    }
    expect(pagePayload(model.pageAt('/')!, model).head.noindex).toBeUndefined();
  });

  it('finds pages whatever the letter case, and keeps their data under one lower-cased file', () => {
    expect(model.pageAt('/contact-us/')?.path).toBe('/Contact-Us');
    expect(model.pageAt('/CONTACT-US')?.dataFile).toBe('_data/contact-us.json');
    expect(model.pageAt('/')?.dataFile).toBe('_data/_home.json');
    expect(model.canonicalLink('/contact-us#form')).toBe('/Contact-Us#form');
    const job = model.pages.find((page) => page.isDynamic)!;
    expect(job.htmlFile).toBeUndefined();
    expect(job.dataFile).not.toMatch(/[{}]/);
  });

  it('keeps page bodies out of the layout data and build-only keys out of the page data', () => {
    const service = model.pages.find((page) => page.route.template === 'service')!;
    const payload = pagePayload(service, model);
    expect(payload.template).toBe('service');
    expect(payload.data.html.body).toContain('<h2');
    expect(payload.data.route).not.toHaveProperty('body');
    const layout = JSON.stringify(siteLayoutData(model));
    expect(layout).not.toContain('"routes"');
    expect(layout).not.toContain('<h2');
  });

  it('gives each inner page one breadcrumb trail, shown on the page and the same in its BreadcrumbList JSON-LD', () => {
    for (const page of model.pages) {
      const { head } = pagePayload(page, model);
      const jsonLd = head.jsonLd.find((block) => block['@type'] === 'BreadcrumbList') as
        { itemListElement: { position: number; name: string; item?: string }[] } | undefined;
      if (page.route.path === '/') {
        expect(head.breadcrumbs).toBeUndefined();
        expect(jsonLd).toBeUndefined();
        continue;
      }
      const trail = head.breadcrumbs!;
      expect(trail[0]).toEqual({ name: 'Home', path: '/' });
      expect(trail.at(-1)?.name).toBe(page.route.title);
      expect(jsonLd?.itemListElement).toEqual(
        trail.map((step, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: step.name,
          ...(step.path ? { item: model.absoluteUrl(step.path) } : {}),
        })),
      );
    }
    const service = pagePayload(model.pageAt('/services/corporate-tax-in-uae')!, model).head.breadcrumbs;
    expect(service?.map((step) => step.path)).toEqual(['/', '/Services', '/services/corporate-tax-in-uae']);
  });

  it("names the job page's last breadcrumb without a link, so no {careerId} reaches the page or its JSON-LD", () => {
    const job = model.pages.find((page) => page.isDynamic)!;
    const { head } = pagePayload(job, model);
    expect(head.breadcrumbs?.at(-1)).toEqual({ name: job.route.title });
    expect(JSON.stringify(head.breadcrumbs)).not.toMatch(/[{}]\w/);
    expect(JSON.stringify(head.jsonLd)).not.toContain('{careerId}');
  });

  it('SITE_API_BASE overrides api.base in the layout data', () => {
    expect(siteLayoutData(model, 'https://api.example.org/v1').api.base).toBe('https://api.example.org/v1');
    expect(siteLayoutData(model).api.base).toBe(model.manifest.api.base);
  });
});

describe('the SitePath type', () => {
  it('lists every served path, gives {param} parts any value, and is types only', () => {
    const model = resolveSite(realManifest(), contentDir);
    const source = sitePathsSource(realManifest());
    expect(source).toMatch(/do not edit/);
    for (const page of model.pages.filter((candidate) => !candidate.isDynamic)) expect(source).toContain(`| ${JSON.stringify(page.path)}`);
    expect(source).toContain('| `/careers/${string}/careers-details`');
    // Nothing in it survives compilation: no byte of it reaches the browser bundle.
    const withoutComments = source.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '').trim();
    expect(withoutComments).toMatch(/^export type SitePath =[^;]*;$/);
  });
});

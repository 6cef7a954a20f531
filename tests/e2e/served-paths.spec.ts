import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { resolveSite } from '../../src/build/model/site-model.js';
import { site } from './site.js';

// The resolved site model is the one list of what the site serves: npm start and dist/ must both agree with it.
const model = resolveSite(site, resolve('content'));
const dist = resolve('dist');

test('every path the model serves, article aliases included, answers 200 from npm start and exists in dist/', async ({ request }) => {
  const staticPages = model.pages.filter((page) => !page.isDynamic);
  expect(staticPages.some((page) => page.isAlias)).toBe(true);
  for (const page of staticPages) {
    const response = await request.get(page.path, { maxRedirects: 0 });
    expect(response.status(), page.path).toBe(200);
    const html = await response.text();
    expect(html, page.path).toContain(`<link rel="canonical" href="${model.absoluteUrl(page.canonicalPath)}"/>`);
    expect(existsSync(join(dist, page.htmlFile!)), `dist/${page.htmlFile}`).toBe(true);
    expect(readFileSync(join(dist, page.htmlFile!), 'utf8'), `dist/${page.htmlFile}`).toBe(html);

    // The data a client-side navigation fetches, under its lower-cased name, on the server and in dist/.
    const data = await request.get(`/${page.dataFile}`);
    expect(data.status(), page.dataFile).toBe(200);
    expect(((await data.json()) as { head: { canonicalUrl: string } }).head.canonicalUrl).toBe(model.absoluteUrl(page.canonicalPath));
    expect(existsSync(join(dist, page.dataFile)), `dist/${page.dataFile}`).toBe(true);

    // Any other spelling is a 301 to the declared one.
    const variant = page.path === '/' ? undefined : page.path.toUpperCase();
    if (variant && variant !== page.path) {
      const moved = await request.get(variant, { maxRedirects: 0 });
      expect(moved.status(), variant).toBe(301);
      expect(moved.headers().location, variant).toBe(page.path);
    }
  }
});

test('paths with parameters are rendered per request from their data in dist/, never prerendered', async ({ request }) => {
  const dynamic = model.pages.filter((page) => page.isDynamic);
  expect(dynamic.length).toBeGreaterThan(0);
  for (const page of dynamic) {
    expect(page.htmlFile).toBeUndefined();
    expect(existsSync(join(dist, page.dataFile)), `dist/${page.dataFile}`).toBe(true);
    // No record behind the id: the page still renders from its data (its template says the item is gone), as a 404.
    const path = page.path.replace(/\{[^}]+\}/g, 'example-id');
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="${site.site.baseUrl}${path}"`);
    expect(html).toContain('<meta name="robots" content="noindex"');
  }
});

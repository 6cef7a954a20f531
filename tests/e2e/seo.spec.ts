import { expect, test } from '@playwright/test';
import { hasParams } from '../../src/shared/paths.js';
import { decodeEntities, site, staticRoutes } from './site.js';
import { localizedPath } from '../../src/shared/locales.js';

// These read the server's responses directly, as search engines and link-preview bots do: no JavaScript.

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
}

function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

test('every page arrives as complete HTML: h1, content, title, description, canonical and structured data', async ({ request }) => {
  for (const route of staticRoutes) {
    const response = await request.get(route.path);
    expect(response.status(), route.path).toBe(200);
    const html = await response.text();
    expect(html.match(/<title>/g), route.path).toHaveLength(1);
    expect(decodeEntities(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ''), route.path).toBe(route.description);
    expect(html).toContain(`<link rel="canonical" href="${site.site.baseUrl}${route.path}"`);
    expect(html).toMatch(/<meta property="og:title"/);
    // Only pages marked `noindex` (a thank-you page, a layout preview) ask search engines to leave them out.
    expect(html.includes('<meta name="robots" content="noindex"/>'), route.path).toBe(route.noindex === true);
    expect(html.match(/<h1[\s>]/g), route.path).toHaveLength(1);
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    if (route.template !== 'layout-only') expect(textOf(main).length, route.path).toBeGreaterThan(100);
    const blocks = jsonLdBlocks(html);
    const types = blocks.map((block) => block['@type']);
    expect(types, route.path).toContain('AccountingService');
    if (route.path !== '/') expect(types, route.path).toContain('BreadcrumbList');
    if (route.template === 'article') {
      const posting = blocks.find((block) => block['@type'] === 'BlogPosting')!;
      for (const field of ['headline', 'datePublished', 'dateModified', 'author', 'publisher', 'image'])
        expect(posting[field], `${route.path} ${field}`).toBeTruthy();
    }
    if ('faq' in route && route.faq?.length) expect(types, route.path).toContain('FAQPage');
  }
});

test('the firm structured data names its addresses, phone and opening hours', async ({ request }) => {
  const organization = jsonLdBlocks(await (await request.get('/')).text()).find((block) => block['@type'] === 'AccountingService')!;
  expect(organization.name).toBe(site.site.name);
  expect(organization.telephone).toBe(site.site.phones[0].number);
  expect(organization.openingHours).toEqual(site.site.openingHours);
  expect((organization.address as Record<string, string>).addressCountry).toBe(site.site.headOffice.country);
});

test('the counters and the first slide are in the HTML; the form explains that it needs JavaScript', async ({ request }) => {
  const home = await (await request.get('/')).text();
  const homeRoute = site.routes.find((route) => route.template === 'home')!;
  if (homeRoute.template === 'home') expect(home).toContain(homeRoute.slides[0].head);
  const contact = await (await request.get('/Contact-Us')).text();
  expect(contact).toContain('<noscript>');
  expect(contact).toContain(site.strings.noScriptForm);
  expect(contact).toContain(`mailto:${site.site.emails[0].address}`);
});

test('sitemap.xml lists exactly the declared pages not marked noindex, in both languages; robots.txt names it, rss.xml lists the articles', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]).sort();
  expect(site.routes.filter((route) => route.noindex).map((route) => route.path)).toEqual(expect.arrayContaining(['/Thankyou', '/NewHome']));
  const declared = site.routes
    .filter((route) => !hasParams(route.path) && !route.noindex)
    .flatMap((route) => [`${site.site.baseUrl}${route.path}`, `${site.site.baseUrl}${localizedPath(route.path, '/ar')}`]);
  expect(listed).toEqual(declared.sort());
  expect(sitemap.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(declared.length);

  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${site.site.baseUrl}/sitemap.xml`);

  const rss = await (await request.get('/rss.xml')).text();
  const articles = site.routes.filter((route) => route.template === 'article');
  expect(rss.match(/<item>/g)).toHaveLength(articles.length);
  for (const article of articles) expect(rss).toContain(`<link>${site.site.baseUrl}${article.path}</link>`);
  expect(JSON.parse(await (await request.get('/site.webmanifest')).text()).name).toBe(site.site.name);
});

test('HTML is never cached stale and hashed assets are cached for good', async ({ request }) => {
  const page = await request.get('/Services');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = await page.text();
  const asset = html.match(/\/assets\/[^"]+\.js/)![0];
  const script = await request.get(asset);
  expect(script.status()).toBe(200);
  expect(script.headers()['cache-control']).toContain('immutable');
});

test('security headers: a CSP that allows only this page’s inline scripts by hash, and no framing', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const csp = headers['content-security-policy'];
  expect(csp).toContain("frame-ancestors 'none'");
  const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'))!;
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  expect(headers['strict-transport-security']).toBeUndefined();
  // No analytics ids in site.yaml: no third-party script is referenced or allowed.
  if (!site.analytics) {
    expect(await response.text()).not.toContain('googletagmanager');
    expect(csp).not.toContain('google');
  }
});

test('a case or trailing-slash variant answers 301 to the declared spelling; an unknown path answers 404', async ({ request }) => {
  for (const variant of ['/contact-us', '/CONTACT-US', '/Contact-Us/', '/services/CFO-services']) {
    const response = await request.get(variant, { maxRedirects: 0 });
    expect(response.status(), variant).toBe(301);
    expect(response.headers().location, variant).toMatch(/^\/(Contact-Us|services\/cfo-services)$/);
  }
  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain(site.notFound.heading);
});

test('text responses come compressed: brotli when asked for, else gzip', async ({ request }) => {
  const brotli = await request.get('/Services', { headers: { 'Accept-Encoding': 'br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  const gzip = await request.get('/Services', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const html = await request.get('/Services');
  expect(await html.text()).toContain('</html>');
});

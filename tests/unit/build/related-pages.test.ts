// Which services and tools a page's side column offers: found in the manifest (menu groups, the law a page quotes,
// the links in its text), never listed by hand.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Route, ServiceRoute } from '../../../src/generated/manifest-types.gen.js';
import { loadManifest } from '../../../src/build/validate/load.js';
import { buildPageData } from '../../../src/build/model/page-data.js';
import { RELATED_SERVICES, relatedServices, relatedTools, type RelatedSource } from '../../../src/build/model/related-pages.js';
import { resolveEditions } from '../../../src/build/model/site-model.js';

const page = (path: string, template: string, extra: object = {}) => ({ path, template, heading: path, ...extra }) as unknown as Route;

const [tax, registration, returns, groups, vatReturns] = ['/tax', '/tax/registration', '/tax/returns', '/tax/groups', '/vat/returns'].map((path) =>
  page(path, 'service'),
);
const draft = page('/tax/draft', 'service', { draft: true });
const article = page('/blogs/tax', 'article');
const taxTool = page('/tools/tax', 'tool', { tool: 'corporate-tax' });
const vatTool = page('/tools/vat', 'tool', { tool: 'vat-registration' });
const quoted = new Map<Route, string[]>([
  [tax, ['rate', 'band']],
  [registration, ['deadline']],
  [returns, ['rate', 'band', 'due']],
  [groups, []],
  [vatReturns, ['vat-threshold', 'band']],
  [draft, ['rate', 'band']],
  [article, ['rate', 'vat-threshold']],
]);

function source(linked: Route[] = []): RelatedSource {
  const routes = [tax, registration, returns, groups, draft, vatReturns, article, taxTool, vatTool];
  return {
    routes,
    groups: [{ contents: [tax, registration, returns, draft, groups].map((route) => ({ link: route.path })) }, { contents: [{ link: vatReturns.path }] }],
    routeAt: (link) => routes.find((route) => route.path === link),
    quotedRules: (route) => new Set(quoted.get(route) ?? []),
    linkedFrom: () => linked,
    toolRules: (tool) => (tool === 'corporate-tax' ? ['rate', 'band', 'deadline'] : ['vat-threshold']),
  };
}

describe('related services', () => {
  it('are the other pages of the menu group, those sharing most of the law first, then in menu order after the page', () => {
    expect(relatedServices(registration, source())).toEqual([returns, groups, tax]);
    // `returns` shares both of `tax`'s rules; `registration` and `groups` share none and follow the menu from `tax` on.
    expect(relatedServices(tax, source())).toEqual([returns, registration, groups]);
  });

  it('leave out drafts and the page itself', () => {
    for (const route of [tax, registration, returns, groups]) {
      expect(relatedServices(route, source())).not.toContain(draft);
      expect(relatedServices(route, source())).not.toContain(route);
    }
  });

  it('for an article, are the services its text links to, then those quoting the same law, closest first', () => {
    // `tax` and `vatReturns` each share one of two rules: the manifest's order decides.
    expect(relatedServices(article, source())).toEqual([tax, vatReturns, returns]);
    expect(relatedServices(article, source([groups, tax]))).toEqual([groups, tax, vatReturns, returns]);
  });

  it('are at most five', () => {
    const many = Array.from({ length: 9 }, (_, index) => page(`/s${index}`, 'service'));
    const crowded: RelatedSource = {
      ...source(),
      routes: many,
      groups: [{ contents: many.map((route) => ({ link: route.path })) }],
      routeAt: (link) => many.find((route) => route.path === link),
    };
    expect(relatedServices(many[0], crowded)).toEqual(many.slice(1, 1 + RELATED_SERVICES));
  });
});

describe('tools for a page', () => {
  it('are the tools that read a rule the page quotes, the closest first', () => {
    expect(relatedTools(tax, source())).toEqual([taxTool]);
    expect(relatedTools(vatReturns, source())).toEqual([vatTool, taxTool]);
    expect(relatedTools(groups, source())).toEqual([]);
  });
});

describe('on the real site', () => {
  const { manifest } = loadManifest(resolve('site.yaml'));
  const [english, arabic] = resolveEditions(manifest!, resolve('content'));

  it('the corporate tax service page offers its menu group and the corporate tax calculator, in both languages', () => {
    for (const model of [english, arabic]) {
      const path = `${model.locale.prefix}/services/corporate-tax-in-uae`;
      const route = model.pageAt(path)!.route as ServiceRoute;
      const aside = buildPageData(route, model).aside!;
      const group = model.manifest.navigation.groups[0].contents.map((item) => item.link);
      expect(aside.services.length).toBe(RELATED_SERVICES);
      for (const service of aside.services) expect(group).toContain(service.path);
      expect(aside.tools.map((tool) => tool.path)).toContain(`${model.locale.prefix}/tools/corporate-tax`);
      expect(decodeURIComponent(aside.enquiry!)).toBe(
        `${model.locale.prefix}/Contact-Us?about=${model.manifest.pageAside!.enquiryMessage.replace('{subject}', route.heading)}`,
      );
    }
  });

  it('an article on claiming a VAT refund offers the VAT refund service it links to and the VAT credit deadline tool', () => {
    const model = english;
    const aside = buildPageData(model.pageAt('/blogs/how-to-claim-vat-refund-in-uae')!.route, model).aside!;
    expect(aside.services.map((service) => service.path)).toContain('/vat-consultants-uae/vat-refund-service');
    expect(aside.tools.map((tool) => tool.path)).toEqual(['/tools/vat-credit-deadline']);
  });
});

import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadManifest } from '../../../src/build/validate/load.js';
import { resolveSite } from '../../../src/build/model/site-model.js';
import type { Route } from '../../../src/generated/manifest-types.gen.js';
import { registerOf } from '../../../src/shared/law/register.js';
import { quoteRules } from '../../../src/shared/law/references.js';

const root = resolve('.');
const { manifest, problems } = loadManifest(join(root, 'site.yaml'));
if (!manifest) throw new Error(`site.yaml is invalid: ${problems.map((problem) => problem.message).join('; ')}`);
const declared = new Set(manifest.routes.flatMap((route) => [route.path, ...(route.template === 'article' ? (route.aliases ?? []) : [])]));

// The specification's routes, section 2, with its exact spellings.
const SPEC_PATHS = {
  top: [
    '/',
    '/Services',
    '/About-Us',
    '/Blogs',
    '/Blog-Details',
    '/Our-Team',
    '/Careers',
    '/careers/{careerId}/careers-details',
    '/Contact-Us',
    '/Thankyou',
    '/NewHome',
    '/tax-consultants-in-uae',
  ],
  services:
    'corporate-tax-in-uae vat-consultants-in-uae audit-and-assurance-service-in-uae national-in-country-value-program economic-substance-regulations business-process-outsourcing software-and-ERP-consulting excise-tax-related-services management-consultancy-services investment-advisory-invest-in-india governance-risk-compliance HR-advisory-and-consulting corporate-finance-consulting business-registration-and-corporate-services accounting-and-bookkeeping-services company-formation-in-uae cfo-services acquisitions-and-mergers regulatory-compliance-services compliance-audit ifrs-advisory-services risk-management-audit inventory-verification'
      .split(' ')
      .map((slug) => `/services/${slug}`),
  auditAssurance:
    'vat-audit external-audit company-liquidation fraud-investigation free-zone-audit financial-tax-and-legal-due-diligence anti-money-laundering-aml-audit statutory-audit-services mystery-audit quarterly-year-reporting forensic-audit sales-certification stock-audit-verification tailored-audit accounting-services-in-uae tax-residency-domicile-certificate advisory-on-double-tax-avoidance vat-health-check-services-in-dubai-uae assistance-of-vat-penalty-waiver ultimate-beneficiary-owner-ubo-compliance explanation-and-exclusion voluntary-disclosure esr-filing-company-dubai-united-arab-emirates valuation-of-business-and-assets reorganization-and-restructuring offshore'
      .split(' ')
      .map((slug) => `/audit-assurance/${slug}`),
  vat: 'vat-complient-bookkeeping vat-reconsideration vat-return-filing vat-refund-service vat-registration vat-de-registration corporate-tax-consultant-related-services'
    .split(' ')
    .map((slug) => `/vat-consultants-uae/${slug}`),
  accounting: ['bookkeeping-service-uae', 'backlog-accounting-service-uae', 'analysis-and-design'].map(
    (slug) => `/accounting-and-bookkeeping-services/${slug}`,
  ),
  risk: ['/risk-assurance-2/internal-audit', '/risk-assurance-2/fixed-assets-management'],
  other: [
    '/concurrent-audit',
    '/accounting-supervision-services',
    '/cash-flow-and-forecasting-services',
    '/payroll-outsourcing-in-uae',
    '/vat-consultancy-services',
    '/Fixed-Assets-Management-Pages',
    '/accounting-bookkeeping-page',
  ],
  corporateTax: [
    '/Corporate-Tax-Consultancy',
    '/Corporate-Tax-ComplainBook',
    '/Corporate-tax-registration',
    '/Corporate-tax-Compliance-Audit',
    '/Corporate-tax-documentation',
    '/Corporate-tax-UAE-Return-Filing',
    '/Transfer-Pricing-Documentation',
    '/Related-Party-TransactionPage',
    '/Connected-Persons-in-CT-Law',
    '/Tax-Group-in-Corporate-Tax-Law',
  ],
  blogs:
    'corporate-tax-penalty-of-aed-ten-thousand-for-late-tax-registration-in-uae benefits-of-hiring-tax-consultant-in-uae top-ten-corporate-tax-consultants-in-uae top-ten-corporate-tax-consultant unleash-Business-Opportunities decoding-uae-corporate-tax-law growing-a-business-in-the-uae anti-money-laundering-laws-aml-in-uae role-of-accounting-in-it-business all-you-need-to-know-about-uae-corporate-tax why-auditing-is-important-in-uae purpose-of-book-keeping-in-united-arab-emirates how-to-claim-vat-refund-in-uae importance-of-voluntary-disclosure-in-uae erp-software-system-in-uae'
      .split(' ')
      .map((slug) => `/blogs/${slug}`),
};

/** Articles added in November 2026 for the rule changes of 2025–26. */
const NEW_ARTICLES = [
  '/blogs/claiming-old-vat-credit-balances-before-31-december-2026',
  '/blogs/uae-e-invoicing-timeline-and-what-to-do-now',
  '/blogs/uae-tax-penalties-from-14-april-2026',
  '/blogs/small-business-relief-extended-to-2029',
];

describe('the specification’s routes', () => {
  for (const [group, paths] of Object.entries(SPEC_PATHS)) {
    it(`are all declared, spelt exactly: ${group} (${paths.length})`, () => {
      expect(paths.filter((path) => !declared.has(path))).toEqual([]);
    });
  }

  it('has the counts the specification gives', () => {
    expect(SPEC_PATHS.services).toHaveLength(23);
    expect(SPEC_PATHS.auditAssurance).toHaveLength(26);
    // The specification's 14 articles and the free zone article, plus those of November 2026 on the rule changes.
    expect(manifest.routes.filter((route) => route.template === 'article' && route.path.startsWith('/blogs/'))).toHaveLength(15 + NEW_ARTICLES.length);
  });

  it('gives the free-zone article a path under /blogs/', () => {
    expect(manifest.routes.some((route) => route.template === 'article' && /free-zone/.test(route.path) && route.path.startsWith('/blogs/'))).toBe(true);
  });
});

const register = registerOf(manifest.law?.rules);

/** A page's markdown as a reader sees it on the day these checks were written (the law register quoted). */
function markdownOf(route: Route): string | undefined {
  const file = 'body' in route && typeof route.body === 'string' ? route.body : route.template === 'home' ? route.about.body : undefined;
  return file && quoteRules(readFileSync(join(root, 'content', file), 'utf8'), register, '2026-11-25', { code: 'en', digits: 'latn' });
}

function wordCount(markdown: string): number {
  return markdown
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#*_>|`-]+/g, ' ')
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

describe('content', () => {
  const minimumWords: Partial<Record<Route['template'], number>> = { service: 300, article: 700 };

  for (const route of manifest.routes) {
    const minimum = minimumWords[route.template];
    if (!minimum) continue;
    it(`${route.path} has at least ${minimum} words`, () => {
      expect(wordCount(markdownOf(route)!)).toBeGreaterThanOrEqual(minimum);
    });
  }

  it('contains no placeholder text anywhere', () => {
    const texts = [readFileSync(join(root, 'site.yaml'), 'utf8'), ...manifest.routes.map(markdownOf).filter((text): text is string => Boolean(text))];
    for (const text of texts) expect(text).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|write this section/i);
  });

  it('gives every image meaningful alt text', () => {
    const missing: string[] = [];
    const visit = (value: unknown, path: string) => {
      if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${path}[${index}]`));
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        const image = record.image ?? record.photo ?? (typeof record.logo === 'string' ? record.logo : undefined);
        // A slide's picture is decoration by the schema (shown beside its words, never alone): it has no alt text.
        const decoration = /\.slides\[\d+\]$/.test(path) && record.head !== undefined;
        if (typeof image === 'string' && !decoration && (typeof record.alt !== 'string' || record.alt.trim().length < 4)) missing.push(path);
        for (const [key, child] of Object.entries(record)) visit(child, `${path}.${key}`);
      }
    };
    visit(manifest, 'site');
    expect(missing).toEqual([]);
    for (const route of manifest.routes) {
      const markdown = markdownOf(route) ?? '';
      expect(markdown.match(/!\[\s*\]\(/g), route.path).toBeNull();
    }
  });

  it('dates every page with a review date no later than today', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const route of manifest.routes) expect(route.reviewed <= today, route.path).toBe(true);
  });

  it('states the late-registration deadlines exactly as the specification gives them', () => {
    const article = manifest.routes.find((route) => route.path === '/blogs/corporate-tax-penalty-of-aed-ten-thousand-for-late-tax-registration-in-uae')!;
    const markdown = markdownOf(article)!;
    for (const deadline of [
      '31 May 2024',
      '30 June 2024',
      '31 July 2024',
      '31 August 2024',
      '30 September 2024',
      '31 October 2024',
      '30 November 2024',
      '31 December 2024',
    ]) {
      expect(markdown).toContain(deadline);
    }
    expect(markdown).toContain('AED 10,000');
    expect(markdown).toMatch(/1 March 2024/);
  });

  it('has 18 service cards and the 13 blog cards of the specification plus the new articles, one of which also links to /Blog-Details', () => {
    const services = manifest.routes.find((route) => route.path === '/Services');
    const blogs = manifest.routes.find((route) => route.path === '/Blogs');
    if (blogs?.template !== 'blog-index') throw new Error('/Blogs is the blog index');
    expect(services?.template === 'listing' && services.cards.length).toBe(18);
    // The cards are derived from the articles (those not marked `hideFromBlogIndex: true`), not listed by hand.
    const cards = resolveSite(manifest, join(root, 'content')).blogIndexCards(blogs);
    expect(cards).toHaveLength(13 + NEW_ARTICLES.length);
    expect(NEW_ARTICLES.filter((path) => !cards.some((card) => card.article.path === path))).toEqual([]);
    expect(cards.filter((card) => card.entry?.alsoLink?.link === '/Blog-Details')).toHaveLength(1);
  });
});

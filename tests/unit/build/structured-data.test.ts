// What search engines read about each page (JSON-LD), from the real site.yaml in both editions: the firm, a page and
// its translation, an article with its author and sources, the questions of an FAQ, the people of the team page.
// Mutation testing (npm run mutate -- --module model-text) found only the breadcrumb list was checked field by field.
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadManifest } from '../../../src/build/validate/load.js';
import { pagePayload, siteLayoutData } from '../../../src/build/model/page-data.js';
import { resolveEditions, resolveSite, type SiteModel } from '../../../src/build/model/site-model.js';
import type { Route } from '../../../src/generated/manifest-types.gen.js';

const root = resolve('.');
const contentDir = join(root, 'content');
const { manifest } = loadManifest(join(root, 'site.yaml'));
if (!manifest) throw new Error('site.yaml is invalid: run `npm run validate`.');
// Made in each test that reads them, so the code that makes them runs within that test (`npm run mutate` counts code
// run while the file loads as reached by every test, and leaves it out).
const editions = () => resolveEditions(manifest, contentDir);

type Block = Record<string, unknown>;
const blocks = (model: SiteModel, path: string) => pagePayload(model.pageAt(path)!, model).head.jsonLd as Block[];
const ofType = (model: SiteModel, path: string, type: string) => blocks(model, path).filter((block) => block['@type'] === type);
const routeOf = (model: SiteModel, template: string, has: (route: Route) => boolean = () => true) =>
  model.manifest.routes.find((route) => route.template === template && has(route))!;

describe('the firm', () => {
  it('is one AccountingService with its contacts, its head office and each other office as a department', () => {
    const [english, arabic] = editions();
    const { site } = manifest;
    const firm = siteLayoutData(english).organizationJsonLd as Block;
    expect(firm).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AccountingService',
      '@id': `${english.absoluteUrl('/')}#organization`,
      name: site.name,
      url: english.absoluteUrl('/'),
      logo: english.absoluteUrl(site.logo.image),
      telephone: site.phones[0].number,
      email: site.emails[0].address,
      address: { '@type': 'PostalAddress', streetAddress: 'Office 000, Example Tower, Business Bay, Dubai', addressLocality: 'Dubai', addressCountry: 'AE' },
      openingHours: site.openingHours,
      sameAs: site.social.map((link) => link.url),
    });
    expect(firm.image).toBe(english.absoluteUrl(site.defaultImage ?? site.logo.image));
    expect(firm.department).toEqual(
      site.otherOffices.map((office) =>
        expect.objectContaining({
          '@type': 'AccountingService',
          name: `${site.name} — ${office.name}`,
          address: expect.objectContaining({ addressCountry: office.country }),
        }),
      ),
    );
    expect((firm.department as Block[])[0]).toMatchObject({
      address: { streetAddress: 'Suite 000, 0 Example Street, New York, NY 00000', addressLocality: 'New York', addressCountry: 'US' },
    });
    // The Arabic pages name the town in Arabic.
    expect((siteLayoutData(arabic).organizationJsonLd as Block).address).toMatchObject({ addressLocality: 'دبي', addressCountry: 'AE' });
  });

  it('with a one-line address, gives that line as the street', () => {
    const oneLine = { ...manifest, site: { ...manifest.site, headOffice: { ...manifest.site.headOffice, lines: ['Business Bay, Dubai'] as [string] } } };
    const firm = siteLayoutData(resolveSite(oneLine, contentDir)).organizationJsonLd as Block;
    expect(firm.address).toMatchObject({ streetAddress: 'Business Bay, Dubai' });
    // Without a locality the town is not guessed from the lines (the last one is usually the country).
    const unnamed = { ...oneLine, site: { ...oneLine.site, headOffice: { ...oneLine.site.headOffice, locality: undefined } } };
    expect((siteLayoutData(resolveSite(unnamed, contentDir)).organizationJsonLd as Block).address).not.toHaveProperty('addressLocality');
  });
});

describe('a page', () => {
  it('is a WebPage of its edition, published by the firm; the Arabic one names the English page it translates', () => {
    const [english, arabic] = editions();
    const route = routeOf(english, 'service');
    const page = ofType(english, route.path, 'WebPage');
    expect(page).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        '@id': english.absoluteUrl(route.path),
        url: english.absoluteUrl(route.path),
        name: route.title,
        description: route.description,
        inLanguage: 'en',
        publisher: { '@id': `${english.absoluteUrl('/')}#organization` },
      },
    ]);
    const arabicPath = `/ar${route.path}`;
    expect(ofType(arabic, arabicPath, 'WebPage')[0]).toMatchObject({
      url: arabic.absoluteUrl(arabicPath),
      inLanguage: 'ar',
      translationOfWork: { '@id': english.absoluteUrl(route.path) },
    });
  });

  it('of a job opening, whose address is a pattern, is no WebPage', () => {
    const [english] = editions();
    const job = english.pages.find((page) => page.isDynamic)!;
    const jsonLd = pagePayload(job, english).head.jsonLd as Block[];
    expect(jsonLd.map((block) => block['@type'])).toEqual(['BreadcrumbList']);
  });
});

describe('an article', () => {
  it('is a BlogPosting with its dates, image, author, the firm as publisher, and each source as a law or a guide', () => {
    const [english] = editions();
    const route = routeOf(english, 'article', (each) => 'author' in each && !!each.author && 'updated' in each && !!each.updated);
    if (route.template !== 'article') throw new Error('no article');
    const [posting] = ofType(english, route.path, 'BlogPosting');
    const { author } = english.byline(route);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      headline: route.heading,
      description: route.description,
      image: english.absoluteUrl(route.image),
      datePublished: route.date,
      dateModified: route.updated,
      author: { '@type': 'Person', name: author!.name, jobTitle: author!.role },
      publisher: { '@type': 'Organization', name: manifest.site.name, logo: { '@type': 'ImageObject', url: english.absoluteUrl(manifest.site.logo.image) } },
      mainEntityOfPage: english.absoluteUrl(route.path),
      inLanguage: 'en',
    });
    const cited = (name: string) => (posting.citation as Block[]).find((each) => (each.name as string).startsWith(`${name} `));
    expect(posting.citation).toHaveLength(english.citations(route).length);
    expect(cited('Federal Decree-Law No. 47 of 2022')).toEqual({
      '@type': 'Legislation',
      name: 'Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses',
      legislationIdentifier: 'Federal Decree-Law No. 47 of 2022',
      url: 'https://uaelegislation.gov.ae/en/legislations/1582',
      legislationDate: '2022-10-03',
    });
    // A decision of the FTA is law; its public clarifications (and guides) are not.
    expect(cited('FTA Decision No. 3 of 2024')).toMatchObject({ '@type': 'Legislation' });
    expect(cited('FTA public clarification CTP006')).toMatchObject({ '@type': 'CreativeWork' });
    expect(cited('FTA public clarification CTP006')).not.toHaveProperty('legislationIdentifier');
  });

  it('without an author is written by the firm, and without an update was last changed when reviewed', () => {
    const withoutAuthor = {
      ...manifest,
      routes: manifest.routes.map((route) => (route.template === 'article' ? { ...route, author: undefined, updated: undefined } : route)),
    };
    const model = resolveSite(withoutAuthor as typeof manifest, contentDir);
    const route = routeOf(model, 'article');
    const [posting] = ofType(model, route.path, 'BlogPosting');
    expect(posting.author).toEqual({ '@type': 'Organization', name: manifest.site.name, url: model.absoluteUrl('/') });
    expect(posting.dateModified).toBe(route.reviewed);
  });

  it('citing an FTA guide names it as a creative work, not as law', () => {
    const [english] = editions();
    const guide = {
      name: 'FTA guide CTGGCT1',
      title: 'Corporate Tax General Guide',
      url: 'https://tax.gov.ae/guide.pdf',
      date: '2024-05-01',
      kind: 'guidance',
    };
    const route = routeOf(english, 'article');
    const withGuide = {
      ...manifest,
      law: { ...manifest.law!, instruments: [...manifest.law!.instruments, guide] },
      routes: manifest.routes.map((each) => (each.path === route.path ? { ...each, sources: [guide.name] } : each)),
    };
    const model = resolveSite(withGuide as typeof manifest, contentDir);
    const citation = ofType(model, route.path, 'BlogPosting')[0].citation as Block[];
    expect(citation.filter((each) => (each.name as string).startsWith('FTA guide'))).toEqual([
      { '@type': 'CreativeWork', name: 'FTA guide CTGGCT1 Corporate Tax General Guide', url: guide.url, datePublished: guide.date },
    ]);
  });

  it('citing a decision whose number is only reported names it as a creative work, with no legislation identifier', () => {
    const [english] = editions();
    const reported = { name: 'Ministerial Decision No. 999 of 2026', title: 'on something', date: '2026-07-29', confirmed: false, placeholder: 'its number' };
    const route = routeOf(english, 'article');
    const withReported = {
      ...manifest,
      law: { ...manifest.law!, instruments: [...manifest.law!.instruments, reported] },
      routes: manifest.routes.map((each) => (each.path === route.path ? { ...each, sources: [reported.name] } : each)),
    };
    const model = resolveSite(withReported as typeof manifest, contentDir);
    const citation = ofType(model, route.path, 'BlogPosting')[0].citation as Block[];
    expect(citation.filter((each) => (each.name as string).startsWith('Ministerial Decision No. 999'))).toEqual([
      { '@type': 'CreativeWork', name: 'Ministerial Decision No. 999 of 2026 on something', datePublished: reported.date },
    ]);
  });
});

describe('questions and people', () => {
  it('an FAQ is one FAQPage with each question and its answer, in order', () => {
    const [english] = editions();
    // The model's manifest: the law register's values quoted into the answers, as the page shows them.
    const route = english.manifest.routes.find((each) => 'faq' in each && (each.faq?.length ?? 0) > 1)!;
    const faq = 'faq' in route ? route.faq! : [];
    expect(ofType(english, route.path, 'FAQPage')[0]['@context']).toBe('https://schema.org');
    expect(ofType(english, '/Contact-Us', 'BreadcrumbList')[0]['@context']).toBe('https://schema.org');
    expect(ofType(english, route.path, 'FAQPage')[0].mainEntity).toEqual(
      faq.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
    );
    // A page whose questions were all taken out, down to `faq: []`, has no FAQPage.
    const emptied = { ...manifest, routes: manifest.routes.map((each) => (each.path === route.path ? { ...each, faq: [] } : each)) };
    expect(ofType(resolveSite(emptied as typeof manifest, contentDir), route.path, 'FAQPage')).toEqual([]);
  });

  it('each member of the team is a Person working for the firm, with qualifications, photo and profile link as shown', () => {
    const [english] = editions();
    const route = routeOf(english, 'team');
    if (route.template !== 'team') throw new Error('no team page');
    const people = ofType(english, route.path, 'Person');
    expect(people).toHaveLength(route.members.length);
    const [first] = people;
    const member = route.members[0];
    expect(first).toMatchObject({
      '@context': 'https://schema.org',
      name: member.name,
      jobTitle: member.role,
      worksFor: { '@type': 'AccountingService', '@id': `${english.absoluteUrl('/')}#organization`, name: manifest.site.name },
      honorificSuffix: member.qualifications!.map((each) => each.abbreviation).join(', '),
      hasCredential: member.qualifications!.map((each) => ({
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'Professional qualification',
        name: each.name,
        alternateName: each.abbreviation,
      })),
      image: english.absoluteUrl(member.photo!),
    });
    expect(first['@id']).toMatch(new RegExp(`^${english.absoluteUrl(route.path)}#.+`));
    expect(first.url).toBe(first['@id']);
    expect(new Set(people.map((person) => person['@id'])).size).toBe(people.length);
  });

  it('a member without qualifications, photo or LinkedIn gets no empty credentials, image or profile link', () => {
    const [english] = editions();
    const team = routeOf(english, 'team');
    const bare = {
      ...manifest,
      routes: manifest.routes.map((each) =>
        each.path === team.path && each.template === 'team'
          ? {
              ...each,
              members: each.members.map((member, index) =>
                index === 0 ? { name: member.name, role: member.role, bio: member.bio } : { ...member, linkedin: 'https://www.linkedin.com/in/example' },
              ),
            }
          : each,
      ),
    };
    const [first, second] = ofType(resolveSite(bare as typeof manifest, contentDir), team.path, 'Person');
    expect(Object.keys(first).sort()).toEqual(['@context', '@id', '@type', 'jobTitle', 'name', 'url', 'worksFor']);
    expect(second.sameAs).toEqual(['https://www.linkedin.com/in/example']);
  });
});

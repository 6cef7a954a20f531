import type { Route, SiteManifest } from '../../generated/manifest-types.gen.js';
import type { Breadcrumb } from '../../shared/site-data.js';
import type { CitedSource } from '../../shared/page-data.js';
import type { SiteModel } from './site-model.js';
import { memberAnchor, postNominals } from '../../shared/team.js';
import { hasParams } from '../../shared/paths.js';

type JsonLd = Record<string, unknown>;

/** The same trail the page shows above its content; a step without a path (the last) is named only, as schema.org allows. */
function breadcrumbList(trail: Breadcrumb[], model: SiteModel): JsonLd | undefined {
  if (trail.length === 0) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      ...(step.path === undefined ? {} : { item: model.absoluteUrl(step.path) }),
    })),
  };
}

function faqPage(route: Route): JsonLd | undefined {
  const faq = 'faq' in route ? route.faq : undefined;
  if (!faq || faq.length === 0) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
  };
}

/**
 * A source as schema.org sees it. Only a law or decision whose number is confirmed is Legislation, with its number as
 * the identifier; guides, announcements and an instrument known only from reports are plain creative works, named
 * but never given an identifier they may not have.
 */
export function citationOf(source: CitedSource): JsonLd {
  const name = `${source.name} ${source.title}`;
  if (source.kind === 'legislation' && !source.reported)
    return { '@type': 'Legislation', name, legislationIdentifier: source.name, url: source.url, legislationDate: source.date ?? source.published };
  return { '@type': 'CreativeWork', name, url: source.url, datePublished: source.date ?? source.published };
}

function blogPosting(route: Route, model: SiteModel): JsonLd | undefined {
  if (route.template !== 'article') return undefined;
  const { manifest } = model;
  const { author } = model.byline(route);
  const citation = model.citations(route).map(citationOf);
  const publisher = { '@type': 'Organization', name: manifest.site.name, logo: { '@type': 'ImageObject', url: model.absoluteUrl(manifest.site.logo.image) } };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: route.heading,
    description: route.description,
    image: model.absoluteUrl(route.image),
    datePublished: route.date,
    dateModified: route.updated ?? route.reviewed,
    author: author
      ? { '@type': 'Person', name: author.name, jobTitle: author.role }
      : { '@type': 'Organization', name: manifest.site.name, url: model.absoluteUrl('/') },
    publisher,
    mainEntityOfPage: model.absoluteUrl(route.path),
    inLanguage: model.locale.code,
    ...(citation.length > 0 ? { citation } : {}),
  };
}

/** The firm's node: people point at it by this id instead of repeating its details. */
function organizationId(model: SiteModel): string {
  return `${model.absoluteUrl('/')}#organization`;
}

/** Each member of a team page as a schema.org Person, from the same fields the profile shows. */
function teamMembers(route: Route, model: SiteModel): JsonLd[] {
  if (route.template !== 'team') return [];
  const { site } = model.manifest;
  return route.members.map((member) => {
    const profile = `${model.absoluteUrl(route.path)}#${memberAnchor(member)}`;
    const qualifications = member.qualifications ?? [];
    return {
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': profile,
      url: profile,
      name: member.name,
      jobTitle: member.role,
      worksFor: { '@type': 'AccountingService', '@id': organizationId(model), name: site.name },
      ...(qualifications.length > 0
        ? {
            honorificSuffix: postNominals(member),
            hasCredential: qualifications.map((qualification) => ({
              '@type': 'EducationalOccupationalCredential',
              credentialCategory: 'Professional qualification',
              name: qualification.name,
              alternateName: qualification.abbreviation,
            })),
          }
        : {}),
      ...(member.photo ? { image: model.absoluteUrl(member.photo) } : {}),
      ...(member.linkedin ? { sameAs: [member.linkedin] } : {}),
    };
  });
}

/** The page itself: its language, the firm that publishes it, and for a translation the page it translates. */
function webPage(route: Route, model: SiteModel): JsonLd | undefined {
  // A job page's address is a pattern, no URL: the opening's own page is rendered per request.
  if (hasParams(route.path)) return undefined;
  const [original] = model.alternates(route.path);
  const url = model.absoluteUrl(route.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': url,
    url,
    name: route.title,
    description: route.description,
    inLanguage: model.locale.code,
    publisher: { '@id': organizationId(model) },
    ...(original.url === url ? {} : { translationOfWork: { '@id': original.url } }),
  };
}

/**
 * Structured data specific to one page (the firm's own block is on every page via the root route). `trail` is the
 * page's breadcrumb trail as the build computed it for the visible breadcrumbs.
 */
export function pageStructuredData(route: Route, model: SiteModel, trail: Breadcrumb[]): JsonLd[] {
  return [webPage(route, model), breadcrumbList(trail, model), blogPosting(route, model), faqPage(route), ...teamMembers(route, model)].filter(
    (item): item is JsonLd => item !== undefined,
  );
}

function postalAddress(address: SiteManifest['site']['headOffice']): JsonLd {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.lines.slice(0, -1).join(', ') || address.lines[0],
    // The last line is usually the country, which addressCountry gives: the town is named only where the manifest says it.
    ...(address.locality ? { addressLocality: address.locality } : {}),
    addressCountry: address.country,
  };
}

/** The firm as an AccountingService, with its offices, phones and opening hours. */
export function organizationStructuredData(model: SiteModel): JsonLd {
  const { site } = model.manifest;
  return {
    '@context': 'https://schema.org',
    '@type': 'AccountingService',
    '@id': organizationId(model),
    name: site.name,
    url: model.absoluteUrl('/'),
    logo: model.absoluteUrl(site.logo.image),
    image: model.absoluteUrl(site.defaultImage ?? site.logo.image),
    telephone: site.phones[0].number,
    email: site.emails[0].address,
    address: postalAddress(site.headOffice),
    openingHours: site.openingHours,
    sameAs: site.social.map((link) => link.url),
    department: site.otherOffices.map((office) => ({ '@type': 'AccountingService', name: `${site.name} — ${office.name}`, address: postalAddress(office) })),
  };
}

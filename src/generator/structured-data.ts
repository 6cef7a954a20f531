import type { Route, SiteManifest } from '../manifest/types.gen.js';
import { pathKey } from '../manifest/paths.js';

type JsonLd = Record<string, unknown>;

function absolute(manifest: SiteManifest, path: string): string {
  return `${manifest.site.baseUrl}${path === '/' ? '/' : path}`;
}

/** Home › section › page, where the section is itself a declared page (e.g. /services/x under /Services). */
export function breadcrumbs(route: Route, manifest: SiteManifest): JsonLd | undefined {
  if (route.path === '/') return undefined;
  const items: { name: string; path: string }[] = [{ name: 'Home', path: '/' }];
  const segments = route.path.split('/').filter(Boolean);
  if (segments.length > 1) {
    const section = manifest.routes.find((candidate) => pathKey(candidate.path) === pathKey(`/${segments[0]}`));
    if (section) items.push({ name: section.title, path: section.path });
  }
  items.push({ name: route.title, path: route.path });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: absolute(manifest, item.path) })),
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

function blogPosting(route: Route, manifest: SiteManifest): JsonLd | undefined {
  if (route.template !== 'article') return undefined;
  const publisher = { '@type': 'Organization', name: manifest.site.name, logo: { '@type': 'ImageObject', url: absolute(manifest, manifest.site.logo.image) } };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: route.heading,
    description: route.description,
    image: absolute(manifest, route.image),
    datePublished: route.date,
    dateModified: route.reviewed,
    author: { '@type': 'Organization', name: manifest.site.name, url: absolute(manifest, '/') },
    publisher,
    mainEntityOfPage: absolute(manifest, route.path),
  };
}

/** Structured data specific to one page (the firm's own block is on every page via the root route). */
export function pageStructuredData(route: Route, manifest: SiteManifest): JsonLd[] {
  return [breadcrumbs(route, manifest), blogPosting(route, manifest), faqPage(route)].filter((item): item is JsonLd => item !== undefined);
}

function postalAddress(address: SiteManifest['site']['headOffice']): JsonLd {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.lines.slice(0, -1).join(', ') || address.lines[0],
    addressLocality: address.lines.at(-1),
    addressCountry: address.country,
  };
}

/** The firm as an AccountingService, with its offices, phones and opening hours. */
export function organizationStructuredData(manifest: SiteManifest): JsonLd {
  const { site } = manifest;
  return {
    '@context': 'https://schema.org',
    '@type': 'AccountingService',
    name: site.name,
    url: absolute(manifest, '/'),
    logo: absolute(manifest, site.logo.image),
    image: absolute(manifest, site.defaultImage ?? site.logo.image),
    telephone: site.phones[0].number,
    email: site.emails[0].address,
    address: postalAddress(site.headOffice),
    openingHours: site.openingHours,
    sameAs: site.social.map((link) => link.url),
    department: site.otherOffices.map((office) => ({ '@type': 'AccountingService', name: `${site.name} — ${office.name}`, address: postalAddress(office) })),
  };
}

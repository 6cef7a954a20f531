// A job opening's page as the server renders it per request: the build's page for the `{careerId}` pattern, filled in
// with the opening from the database (title, description, canonical link, JobPosting data) or marked as gone.
import type { JobOpening } from './api-contract.js';
import type { LoadedPage, PageHead, SiteLayout } from './site-data.js';
import { openingWords } from './opening-words.js';

export type { JobOpening };

/** The parameter the job page's path carries, as site.yaml spells it (the validator requires it). */
export const JOB_ID_PARAM = 'careerId';

const DESCRIPTION_LIMIT = 155;

/**
 * The first sentences of the job's description, cut at a word, for search results and link previews. With no
 * description, the English page adds "Apply to <firm>."; a page in another language has no such sentence of its
 * own, and says only the title and place rather than mix in English.
 */
function summary(opening: JobOpening, siteName: string, inEnglish: boolean, comma = ', '): string {
  const text = (opening.description ?? '').replace(/\s+/g, ' ').trim();
  const lead = [opening.jobTitle, opening.location].filter(Boolean).join(comma);
  const full = text ? `${lead}: ${text}` : inEnglish ? `${lead}. Apply to ${siteName}.` : lead;
  if (full.length <= DESCRIPTION_LIMIT) return full;
  return `${full.slice(0, DESCRIPTION_LIMIT - 1).replace(/\s+\S*$/, '')}…`;
}

/** schema.org's employment types, matched from the free text the firm types ("Full-time", "Contract" …). */
function employmentTypes(text: string | undefined): string[] | undefined {
  if (!text) return undefined;
  const types = [
    [/full[\s-]?time|permanent/i, 'FULL_TIME'],
    [/part[\s-]?time/i, 'PART_TIME'],
    [/contract|freelance|consultant/i, 'CONTRACTOR'],
    [/temporary|fixed[\s-]?term/i, 'TEMPORARY'],
    [/intern|trainee/i, 'INTERN'],
  ].flatMap(([pattern, type]) => ((pattern as RegExp).test(text) ? [type as string] : []));
  return types.length > 0 ? types : undefined;
}

/** The JobPosting Google for Jobs reads: what the page shows, nothing more. */
export function jobPostingJsonLd(opening: JobOpening, layout: SiteLayout, url: string): Record<string, unknown> {
  const { site, organizationJsonLd } = layout;
  const country = site.headOffice.country;
  const types = employmentTypes(opening.employmentType);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: opening.jobTitle,
    description: opening.description ?? opening.jobTitle,
    identifier: { '@type': 'PropertyValue', name: site.name, value: opening._id },
    datePosted: opening.datePosted.slice(0, 10),
    ...(types ? { employmentType: types } : {}),
    ...(opening.experience ? { experienceRequirements: opening.experience } : {}),
    hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: organizationJsonLd.url, logo: organizationJsonLd.logo },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: opening.location ?? site.headOffice.locality, addressCountry: country },
    },
    url,
    directApply: false,
  };
}

/** Every `{careerId}` in the head (canonical link, breadcrumbs) becomes the page's own address. */
function withConcretePath(head: PageHead, id: string): PageHead {
  const placeholder = `{${JOB_ID_PARAM}}`;
  const encodedId = encodeURIComponent(id);
  const json = JSON.stringify(head).split(placeholder).join(encodedId).split(encodeURIComponent(placeholder)).join(encodedId);
  return JSON.parse(json) as PageHead;
}

/**
 * The job page for one request. With an open position: its title, description, canonical link and JobPosting in the
 * head and the opening in the data, so the HTML is whole without JavaScript. Without one (unknown or closed id): a
 * page that says so, kept out of search engines, which the server answers with 404.
 */
export function jobOpeningPage(page: LoadedPage, opening: JobOpening | undefined, layout: SiteLayout): LoadedPage {
  if (page.template !== 'career-details') return page;
  const head = withConcretePath(page.head, page.params[JOB_ID_PARAM] ?? '');
  if (!opening) {
    const gone = 'Job opening not found';
    return {
      ...page,
      head: { ...head, title: `${gone} | ${layout.site.name}`, shortTitle: gone, noindex: true, jsonLd: [] },
      data: { ...page.data, opening: null },
    };
  }
  // The head speaks the page's language: the Arabic job page's title, description and JobPosting use the Arabic words
  // where the firm gave them.
  const words = openingWords(opening, layout.locale.code, layout.locales[0].code);
  const shown: JobOpening = {
    ...opening,
    jobTitle: words.jobTitle?.text ?? opening.jobTitle,
    location: words.location?.text,
    employmentType: opening.employmentType,
    experience: words.experience?.text,
    description: words.description?.text,
  };
  return { ...page, head: openingHead(page, head, shown, layout), data: { ...page.data, opening } };
}

/** The page's head named after the opening as shown (`opening`: its words in the page's language). */
function openingHead(page: LoadedPage, head: PageHead, opening: JobOpening, layout: SiteLayout): PageHead {
  const description = summary(opening, layout.site.name, layout.locale.code === layout.locales[0].code, layout.locale.comma);
  const jsonLd = head.jsonLd.map((block) => (block['@type'] === 'BreadcrumbList' ? namedLastCrumb(block, opening.jobTitle, head.canonicalUrl) : block));
  const breadcrumbs = head.breadcrumbs?.map((step, index, trail) =>
    index === trail.length - 1 ? { name: opening.jobTitle, path: new URL(head.canonicalUrl).pathname } : step,
  );
  return {
    ...head,
    ...(breadcrumbs ? { breadcrumbs } : {}),
    title: `${opening.jobTitle} | ${page.data.route.title} | ${layout.site.name}`,
    shortTitle: opening.jobTitle,
    description,
    jsonLd: [...jsonLd, jobPostingJsonLd(opening, layout, head.canonicalUrl)],
  };
}

/** The trail's last step is this job, by its title and address. */
function namedLastCrumb(block: Record<string, unknown>, name: string, url: string): Record<string, unknown> {
  const items = block.itemListElement as Record<string, unknown>[];
  return { ...block, itemListElement: items.map((item, index) => (index === items.length - 1 ? { ...item, name, item: url } : item)) };
}

// The data the build hands the browser and the server: one page's payload and the layout every page shares.
// Build-time code writes these as JSON (dist/_data/); the browser and the server only read them.
import type { LawChangesWords, Route, SiteManifest } from '../generated/manifest-types.gen.js';
import type { PageDataFor } from './page-data.js';
import { pageDataFile, paramsOf } from './paths.js';
import type { SiteLocale } from './locales.js';
import type { DateWords } from './date-words.js';
import type { OpeningHoursText } from './opening-hours.js';
import type { NumberWords } from './number-words.js';

export type TemplateName = Route['template'];

/** One step of a page's breadcrumb trail (Home › section › page). */
export interface Breadcrumb {
  name: string;
  /**
   * Where the step links. Absent on the last step of a page whose address has `{param}` parts (a job opening):
   * the pattern is no address, and the last step is the page itself, which needs no link.
   */
  path?: string;
  /** The name's language when it is not the page's: a page whose title is not translated yet. */
  lang?: string;
}

/** Everything a page's <head> shows, computed at build time so the browser only maps it to tags. */
export interface PageHead {
  /** The document title, site name included. */
  title: string;
  /** The page's own title, for social previews. */
  shortTitle: string;
  description: string;
  /** Absolute canonical URL: the primary path's, also for an alias. */
  canonicalUrl: string;
  image?: string;
  /** Kept out of search engines (site.yaml `noindex: true`). */
  noindex?: boolean;
  /** The same page in every edition (absolute URLs), `x-default` last: the head's `hreflang` links. */
  alternates: { hreflang: string; url: string }[];
  /** JSON-LD blocks of this page: breadcrumbs, article, FAQ. */
  jsonLd: Record<string, unknown>[];
  /**
   * The trail shown above the page and given to search engines as its BreadcrumbList: computed once, read by both.
   * Absent on the home page, which has no trail.
   */
  breadcrumbs?: Breadcrumb[];
}

/** One page as the build writes it to dist/_data/<path>.json and inlines it into the page's HTML. */
export type PagePayload<T extends TemplateName = TemplateName> = {
  [K in T]: { template: K; head: PageHead; data: PageDataFor<K> };
}[T];

/** A page whose path has `{param}` parts: rendered per request on the server, matched by pattern in the browser. */
export interface DynamicPage {
  pattern: string;
  dataFile: string;
}

/**
 * Everything from one edition's manifest every page shows (not the routes, the law list, the people or the
 * translations, which reach pages through their own data), plus what the build derived for every page.
 */
export type SiteLayout = Omit<SiteManifest, 'routes' | 'law' | 'people' | 'ar' | 'locales'> & {
  /** The firm as schema.org data, in every page's head. */
  organizationJsonLd: Record<string, unknown>;
  /** On a translated edition, the shared texts still in English, by their place in site.yaml (`footer.about`). */
  inEnglish?: { lang: string; parts: string[] };
  dynamicPages: DynamicPage[];
  /** This edition's language: `<html lang dir>`, dates and numbers. */
  locale: SiteLocale;
  /** Every edition, the default first: the language switch's choices. */
  locales: SiteLocale[];
  /** The edition's own typeface (Arabic): @font-face rules for the head, and its files to preload. Absent: the system fonts. */
  font?: { faces: string; preload: string[] };
  /** This edition's article feed, for the head's `alternate` link. */
  feed: { path: string; title: string };
  /** This edition's Atom feed of the law's changes, when the site has a law-changes page: the head's and the footer's link. */
  lawChangesFeed?: { path: string; title: string; lang?: string };
  /**
   * The footer's form for law-change alerts, when the site has a law-changes page: where it posts (a plain form,
   * sent without script), that page's words for it (with their language where they are not yet translated) and the
   * editions' languages alerts are written in, to choose from.
   */
  alertsForm?: { action: string; words: AlertsFormWords; lang?: string; languages: string[] };
  /** How this edition writes a date, from Intl at build time (the browser writes dates without Intl). */
  dateWords: DateWords;
  /** How this edition writes a whole number, likewise (the home page's counters). */
  numberWords: NumberWords;
  /** site.openingHours written out in this edition's language, for the contact page. */
  openingHoursText: OpeningHoursText;
};

/** The law-changes page's words the footer's alerts form shows: the same as that page's form, one source for both. */
export type AlertsFormWords = Pick<LawChangesWords, 'subscribeFooterHeading' | 'subscribeLanguage' | 'subscribeConsent' | 'subscribeButton'>;
export const ALERTS_FORM_WORDS: readonly (keyof AlertsFormWords)[] = ['subscribeFooterHeading', 'subscribeLanguage', 'subscribeConsent', 'subscribeButton'];

/** A page as the router's loader returns it: the build's payload and the values of its path's `{param}` parts. */
export type LoadedPage = PagePayload & { params: Record<string, string> };

/**
 * Where the router gets the site's data: the build and the dev server from the resolved site model, `npm start`
 * from dist/_data, the browser by fetching the same JSON files. None of the content is in the code bundle.
 */
export interface SiteSource {
  layout(): Promise<SiteLayout>;
  /** The page at a concrete path (any letter case), or undefined when the site has none. */
  page(path: string, layout: SiteLayout): Promise<LoadedPage | undefined>;
}

/** The dynamic page a path reaches, with its parameters: `/careers/42/careers-details` → the job page. */
export function matchDynamicPage(dynamicPages: DynamicPage[], path: string) {
  for (const page of dynamicPages) {
    const params = paramsOf(page.pattern, path);
    if (params) return { page, params };
  }
  return undefined;
}

/**
 * The page a concrete path reaches: a dynamic page's pattern or the path's own data file, read by `readPayload`
 * (fetch in the browser, the disk on the server, the model in dev). Every source resolves paths this one way.
 */
export async function loadPage(
  path: string,
  layout: SiteLayout,
  readPayload: (dataFile: string) => Promise<PagePayload | undefined>,
): Promise<LoadedPage | undefined> {
  const dynamic = matchDynamicPage(layout.dynamicPages, path);
  const payload = await readPayload(dynamic ? dynamic.page.dataFile : pageDataFile(path));
  return payload && { ...payload, params: dynamic?.params ?? {} };
}

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ArticleRoute, BlogIndexRoute, Person, Route, SiteManifest } from '../../generated/manifest-types.gen.js';
import type { CitedSource } from '../../shared/page-data.js';
import type { Breadcrumb } from '../../shared/site-data.js';
import { articlesNewestFirst as newestFirst, blogIndexCards, type BlogIndexCard } from '../manifest/article-order.js';
import { bylineOf, citationsOf } from './citations.js';
import { hasParams, isInternal, linkTarget, pageDataFile, pageHtmlFile, pathKey } from '../../shared/paths.js';
import { createMarkdownRenderer } from './markdown.js';
import type { ImageFacts, ImageSizes } from '../../shared/images.js';
import { siteLocales, twinPath, type SiteLocale } from '../../shared/locales.js';
import { inEnglish } from '../manifest/translation/english-marks.js';
import { localizeManifest } from './localize.js';
import { quoteManifest, rulesQuotedBy } from '../law/quote-manifest.js';
import { siteDay } from '../support/site-day.js';
import { registerOf } from '../../shared/law/register.js';
import { quoteRules } from '../../shared/law/references.js';
import { textMemo } from '../../shared/remember-by-text.js';
import { routePaths } from './route-paths.js';

/**
 * Bodies rendered by earlier builds in this process, by their quoted text and what else their HTML depends on: a
 * build process that stays up (the editor's Publish, the dev server) renders again only the bodies that changed.
 * Bounded to the real site's bodies with room to spare; a larger site renders each build what does not fit.
 */
const renderedBodies = textMemo<string>({ texts: 4096, characters: 8_000_000, largest: 400_000, lasting: 'rendered-bodies' });

/** One address the site answers with a page. */
export interface ServedPage {
  /** As declared in site.yaml (the route's path or one of an article's aliases). */
  path: string;
  route: Route;
  /** The route's own path: where an alias's canonical link points. */
  canonicalPath: string;
  /**
   * An article's alias is served as its own page (same content, canonical link to the primary path), by `npm start`
   * and from dist/ alike, so a static host needs no redirect rules for it.
   */
  isAlias: boolean;
  /** Has `{param}` parts: rendered per request by the server, never prerendered. */
  isDynamic: boolean;
  /** dist-relative HTML file; undefined for dynamic pages. */
  htmlFile?: string;
  /** dist-relative JSON file with the page's data. */
  dataFile: string;
}

/**
 * Every fact derived from the validated manifest, computed once. The generator, the build, the feeds, the
 * server's page index and the tests read it; none of them recomputes a path, an order or a URL.
 */
export interface SiteModel {
  /** This edition's manifest: for a translation, site.yaml with its words laid over (localize.ts). */
  manifest: SiteManifest;
  /** The language of this edition. */
  locale: SiteLocale;
  /** Every edition, the default first. */
  locales: SiteLocale[];
  /** The same page in every edition, as absolute URLs by language code: the `hreflang` alternates. */
  alternates(path: string): { code: string; url: string }[];
  /** Every served address: declared paths, aliases and dynamic patterns, in manifest order. */
  pages: ServedPage[];
  /** The page a concrete path reaches, whatever its letter case; undefined if none. */
  pageAt(path: string): ServedPage | undefined;
  /** Rewrites an internal link to its route's declared spelling: `/contact-us` → `/Contact-Us`. */
  canonicalLink(link: string): string;
  absoluteUrl(path: string): string;
  /**
   * Home › section › page, where the section is itself a declared page (e.g. /services/x under /Services); empty
   * for the home page. The page's JSON-LD and its visible trail both come from here.
   */
  breadcrumbs(route: Route): Breadcrumb[];
  articlesNewestFirst: ArticleRoute[];
  /** A blog index's cards: every article newest first (not kept by hand in site.yaml), with the second links it gives. */
  blogIndexCards(route: BlogIndexRoute): BlogIndexCard[];
  /** Declared, prerendered pages that are not aliases and not marked `noindex`: the sitemap's list. */
  indexablePages: ServedPage[];
  renderMarkdownFile(file: string): string;
  /** A page's sources with their links and dates. */
  citations(route: Route): CitedSource[];
  /** An article's author and reviewer. */
  byline(route: Route): { author?: Person; reviewer?: Person };
  /** The pages that quote a rule of the law register (`{{rule-id}}` in their texts or bodies), in manifest order. */
  pagesQuoting(ruleId: string): Route[];
  /** The ids of the law register's rules a page of this edition quotes; empty for a route not of its manifest. */
  quotedRules(route: Route): ReadonlySet<string>;
  /** The raster images' variants and sizes, by address (`buildImages`); empty where no images were built (dev, tests). */
  images: ImageFacts;
}

type BuiltImages = { facts: ImageFacts; svgSizes: ImageSizes };

/**
 * The site model of one edition. `manifest` is that edition's (see `resolveEditions`); `localeCode` names it, the
 * default locale when absent. `built`: what the build made of the images (`buildImages`); without it (dev, tests)
 * images are shown as they are.
 */
export function resolveSite(declared: SiteManifest, contentDir: string, built: BuiltImages = { facts: {}, svgSizes: {} }, localeCode?: string): SiteModel {
  const locales = siteLocales(declared.locales);
  const locale = locales.find((candidate) => candidate.code === localeCode) ?? locales[0];
  // The law register quoted as of the build's day: from here on every text says the value in force.
  const day = siteDay();
  // Each body is read once: for the instruments its quotes add to the page's Sources, then to be rendered.
  const bodyTexts = new Map<string, string | undefined>();
  const readBody = (file: string) => {
    if (!bodyTexts.has(file)) {
      try {
        bodyTexts.set(file, readFileSync(join(contentDir, file), 'utf8'));
        // Stryker disable next-line BlockStatement: equivalent — a file not remembered reads as undefined too
      } catch {
        // Stryker disable next-line CallExpression: equivalent — a file not remembered reads as undefined too
        bodyTexts.set(file, undefined);
      }
    }
    return bodyTexts.get(file);
  };
  const manifest = quoteManifest(declared, readBody, locale, day, locales[0]);
  const rules = registerOf(manifest.law?.rules);
  const pages: ServedPage[] = manifest.routes.flatMap((route) => {
    return routePaths(route).map((path, index) => {
      const isDynamic = hasParams(path);
      return {
        path,
        route,
        canonicalPath: route.path,
        isAlias: index > 0,
        isDynamic,
        htmlFile: isDynamic ? undefined : pageHtmlFile(path),
        dataFile: pageDataFile(path),
      };
    });
  });
  const byKey = new Map(pages.filter((page) => !page.isDynamic).map((page) => [pathKey(page.path), page]));
  const pageAt = (path: string) => byKey.get(pathKey(path));

  const canonicalLink = (link: string): string => {
    // Stryker disable next-line ConditionalExpression: equivalent — a fast path; another site's address is no page of this one
    if (!isInternal(link)) return link;
    const target = linkTarget(link);
    const page = pageAt(target);
    return page ? page.path + link.slice(target.length) : link;
  };
  const absoluteUrl = (path: string) => `${manifest.site.baseUrl}${path}`;

  const breadcrumbs = (route: Route): Breadcrumb[] => {
    // Each edition's home page is at its prefix (`/ar`), the first edition's at `/` (the validator requires both).
    const home = locale.prefix || '/';
    if (route.path === home) return [];
    const items: Breadcrumb[] = [{ name: manifest.strings.home, path: home }];
    // A page's name is its title: in a translation still in English where the title is (marked so on the page).
    const named = (page: Route): Breadcrumb => ({ name: page.title, ...(inEnglish(page).includes('title') ? { lang: locales[0].code } : {}) });
    const segments = route.path.split('/').filter(Boolean);
    // In a translation the first segment is the language's: its section is the next one (`/ar/Services/x`).
    const own = locale.prefix === '' ? segments : segments.slice(1);
    const section = own.length > 1 ? pageAt(`${locale.prefix}/${own[0]}`) : undefined;
    if (section) items.push({ ...named(section.route), path: section.path });
    // A pattern such as /careers/{careerId}/careers-details is no address: its page is named, not linked.
    items.push(hasParams(route.path) ? named(route) : { ...named(route), path: route.path });
    return items;
  };

  const render = createMarkdownRenderer(canonicalLink, built.facts, built.svgSizes, manifest.strings);
  // What a body's HTML depends on besides its text: the pages its links resolve to, the images' variants and sizes,
  // the edition's words for tables. Computed once, on the first body rendered.
  let renderContext: string | undefined;
  const renderedBefore = (quoted: string) => {
    renderContext ??= createHash('sha256')
      .update(JSON.stringify([pages.filter((page) => !page.isDynamic).map((page) => page.path), built.facts, built.svgSizes, manifest.strings]))
      .digest('base64url');
    return renderedBodies(`${renderContext}\n${quoted}`, (key) => render(key.slice(renderContext!.length + 1)));
  };
  const markdownCache = new Map<string, string>();
  const renderMarkdownFile = (file: string) => {
    let html = markdownCache.get(file);
    // Stryker disable next-line ConditionalExpression: equivalent — the memo; rendering again gives the same HTML
    if (html === undefined) {
      // A translation's body is in its folder (`ar/…`); one read from elsewhere is the first edition's, standing in
      // where it is not the edition's own, and the rules it quotes are written in its language like its sentences.
      const bodyLocale = file.startsWith(`${locale.code}/`) ? locale : locales[0];
      // A file that could not be read is read again here, so its error is thrown where the page needs it.
      // Stryker disable next-line StringLiteral: equivalent — reached only for a file that cannot be read, which throws either way
      html = renderedBefore(quoteRules(readBody(file) ?? readFileSync(join(contentDir, file), 'utf8'), rules, day, bodyLocale));
      // Stryker disable next-line CallExpression: equivalent — the memo
      markdownCache.set(file, html);
      // Stryker disable next-line CallExpression: equivalent — frees the text once rendered; a later read finds the same file
      bodyTexts.delete(file);
    }
    return html;
  };

  const articlesNewestFirst = newestFirst(manifest.routes);
  // Found in the texts as written (quoting replaces the references), only when asked: by the law's change log and
  // the side columns' related pages.
  let quotedBy: Map<Route, ReadonlySet<string>> | undefined;
  const quotedRules = (route: Route): ReadonlySet<string> => {
    quotedBy ??= new Map(declared.routes.map((declaredRoute, index) => [manifest.routes[index], rulesQuotedBy(declaredRoute, readBody)]));
    return quotedBy.get(route) ?? new Set();
  };
  let quoting: Map<string, Route[]> | undefined;
  const pagesQuoting = (ruleId: string) => {
    if (!quoting) {
      quoting = new Map();
      for (const route of manifest.routes) for (const id of quotedRules(route)) quoting.set(id, [...(quoting.get(id) ?? []), route]);
    }
    return quoting.get(ruleId) ?? [];
  };

  return {
    manifest,
    locale,
    locales,
    alternates: (path) => locales.map((other) => ({ code: other.code, url: absoluteUrl(twinPath(path, locales, other)) })),
    pages,
    pageAt,
    canonicalLink,
    absoluteUrl,
    breadcrumbs,
    articlesNewestFirst,
    blogIndexCards: (route) => blogIndexCards(articlesNewestFirst, route),
    indexablePages: pages.filter((page) => !page.isAlias && !page.isDynamic && !page.route.noindex),
    renderMarkdownFile,
    citations: citationsOf(manifest),
    byline: bylineOf(manifest),
    pagesQuoting,
    quotedRules,
    images: built.facts,
  };
}

/** Every edition's manifest, the default first: site.yaml as it is, then each translation as a manifest of its own. */
export function editionManifests(manifest: SiteManifest, contentDir: string): { locale: SiteLocale; manifest: SiteManifest }[] {
  const translated = (file: string) => existsSync(join(contentDir, file));
  return siteLocales(manifest.locales).map((locale, index) => ({
    locale,
    manifest: index === 0 ? manifest : localizeManifest(manifest, locale.code, translated),
  }));
}

/** The site model of every edition, the default first; `editions`: their manifests, when the caller already made them. */
export function resolveEditions(
  manifest: SiteManifest,
  contentDir: string,
  built?: BuiltImages,
  editions = editionManifests(manifest, contentDir),
): SiteModel[] {
  return editions.map((edition) => resolveSite(edition.manifest, contentDir, built, edition.locale.code));
}

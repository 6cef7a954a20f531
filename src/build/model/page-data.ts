import type { ArticleRoute, LawChangesRoute, Route, SiteManifest } from '../../generated/manifest-types.gen.js';
import { RECENT_POSTS } from '../manifest/article-order.js';
import type { PageData, PostSummary } from '../../shared/page-data.js';
import { ALERTS_FORM_WORDS, type AlertsFormWords, type PageHead, type PagePayload, type SiteLayout } from '../../shared/site-data.js';
import { API_ROUTES, apiUrl } from '../../shared/api-contract.js';
import { ALERT_LANGUAGES } from '../../shared/alerts-contract.js';
import type { ServedPage, SiteModel } from './site-model.js';
import { organizationStructuredData, pageStructuredData } from './structured-data.js';
import { feedFile, hreflangs } from '../../shared/locales.js';
import type { ImageFacts, ResponsiveImage } from '../../shared/images.js';
import { toolPageData } from './tool-data.js';
import { pageAsideData } from './page-aside.js';
import { toolCards } from './tool-cards.js';
import { lawChangesData, lawChangesFeedPath, lawChangesRoute } from './law-changes.js';
import { inEnglish, sharedTextsInEnglish } from '../manifest/translation/english-marks.js';
import { dateWords } from '../../shared/date-words.js';
import { intlLocale } from '../../shared/fill-text.js';
import { openingHoursText } from '../../shared/opening-hours.js';
import { numberWords } from '../../shared/number-words.js';

const LINK_KEYS = new Set(['link', 'thankYouPath', 'path']);
/** Route keys the browser never reads: file names of bodies and aliases are the build's business; `ar` is the Arabic page's, built on its own; `alerts` are the alert mails' words. */
const BUILD_ONLY_KEYS = new Set(['body', 'alerts', 'aliases', 'sources', 'historical', 'placeholder', 'author', 'reviewer', 'ar', 'inEnglish', 'englishTexts']);

/** Deep copy with every internal link spelled as its route declares it, so the site's links match served paths. */
export function withCanonicalLinks<T>(value: T, model: SiteModel): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withCanonicalLinks(item, model)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        key,
        LINK_KEYS.has(key) && typeof child === 'string' ? model.canonicalLink(child) : withCanonicalLinks(child, model),
      ]),
    ) as T;
  }
  return value;
}

/** An article's card; `english`: the site's first language, which the card is marked as when its words are not translated. */
function summaryOf(article: ArticleRoute, english: string): PostSummary {
  const englishParts = inEnglish(article);
  const untranslated = englishParts.some((part) => part === 'heading' || part === 'summary');
  return {
    path: article.path,
    heading: article.heading,
    image: article.image,
    alt: article.alt,
    summary: article.summary,
    date: article.date,
    ...(untranslated ? { lang: english } : {}),
    ...(englishParts.includes('alt') ? { altLang: english } : {}),
  };
}

function browserRoute(route: Route, model: SiteModel): Route {
  const copy = Object.fromEntries(Object.entries(route).filter(([key]) => !BUILD_ONLY_KEYS.has(key))) as unknown as Route;
  return withCanonicalLinks(copy, model);
}

/** Everything one page's template needs, computed at build time. */
export function buildPageData(route: Route, model: SiteModel): PageData {
  const data: PageData = { route: browserRoute(route, model), html: {}, posts: [], team: [], sources: model.citations(route), byline: model.byline(route) };
  const english = inEnglish(route);
  if (english.length > 0) data.inEnglish = { lang: model.locales[0].code, parts: english };
  const summarise = (article: ArticleRoute) => summaryOf(article, model.locales[0].code);
  switch (route.template) {
    case 'home':
      data.html.about = model.renderMarkdownFile(route.about.body);
      data.posts = model.articlesNewestFirst.slice(0, route.latestPosts).map(summarise);
      break;
    case 'blog-index':
      data.posts = model.blogIndexCards(route).map(({ article, entry }) => {
        if (!entry?.alsoLink) return summarise(article);
        const alsoLink = { ...withCanonicalLinks(entry.alsoLink, model), ...(english.includes(`posts.${entry.index}`) ? { lang: model.locales[0].code } : {}) };
        return { ...summarise(article), alsoLink };
      });
      break;
    case 'article':
      data.html.body = model.renderMarkdownFile(route.body);
      data.posts = model.articlesNewestFirst
        .filter((article) => article.path !== route.path)
        .slice(0, RECENT_POSTS)
        .map(summarise);
      break;
    case 'tool':
      data.html.body = model.renderMarkdownFile(route.body);
      data.tool = toolPageData(route, model);
      break;
    case 'law-changes':
      data.lawChanges = lawChangesData(route, model);
      break;
    case 'service':
    case 'thankyou':
      data.html.body = model.renderMarkdownFile(route.body);
      break;
    case 'page':
      data.html.body = model.renderMarkdownFile(route.body);
      if (route.teamPreview) {
        // Each member marked English where the team page's words for them are (`members.2` of that page).
        data.team = model.manifest.routes.flatMap((other) => {
          if (other.template !== 'team') return [];
          const untranslated = inEnglish(other);
          return other.members.map(({ bio: _bio, ...preview }, index) =>
            untranslated.includes(`members.${index}`) ? { ...preview, lang: model.locales[0].code } : preview,
          );
        });
      }
      if (route.toolCards) data.toolCards = toolCards(model.manifest.routes, model.locales[0].code);
      break;
    // Stryker disable next-line ConditionalExpression: equivalent — the other templates' data needs nothing more
    default:
      break;
  }
  const aside = route.template === 'service' || route.template === 'article' ? pageAsideData(route, model, data.html.body) : undefined;
  if (aside) data.aside = aside;
  const images = imagesShown(data, model.images);
  if (images) data.images = images;
  return data;
}

/** The facts of the raster images a page's data names (its own, its cards', its team's), so its JSON carries only those. */
function imagesShown(data: PageData, all: ImageFacts): ImageFacts | undefined {
  const shown: Record<string, ResponsiveImage> = {};
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (Object.hasOwn(all, value)) shown[value] = all[value];
      // Lists included: their values are their items.
      // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent — page data comes from YAML through the schema: no undefined or null reaches here, and a number or boolean has no values
    } else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit([data.route, data.posts, data.team]);
  return Object.keys(shown).length > 0 ? shown : undefined;
}

function pageHead(page: ServedPage, model: SiteModel): PageHead {
  const { site } = model.manifest;
  const { route } = page;
  const breadcrumbs = model.breadcrumbs(route);
  return {
    title: page.canonicalPath === (model.locale.prefix || '/') ? `${site.name} | ${route.title}` : `${route.title} | ${site.name}`,
    shortTitle: route.title,
    description: route.description,
    canonicalUrl: model.absoluteUrl(page.canonicalPath),
    alternates: hreflangs(model.alternates(page.canonicalPath)),
    ...(site.defaultImage ? { image: model.absoluteUrl(site.defaultImage) } : {}),
    ...(route.noindex ? { noindex: true } : {}),
    jsonLd: pageStructuredData(route, model, breadcrumbs),
    ...(breadcrumbs.length > 0 ? { breadcrumbs } : {}),
  };
}

/** One served page as the browser and the server receive it: template, head and data. */
export function pagePayload(page: ServedPage, model: SiteModel): PagePayload {
  return { template: page.route.template, head: pageHead(page, model), data: buildPageData(page.route, model) } as PagePayload;
}

/** "Dune Ledger Consultancy — Blogs": the firm and its blog index's title, in the edition's language. */
export function feedTitle(model: SiteModel): string {
  const blog = model.manifest.routes.find((route) => route.template === 'blog-index');
  return `${model.manifest.site.name} — ${blog?.title ?? 'Articles'}`;
}

/** The footer's alerts form: it posts to the API's subscribe route, in the law-changes page's words. */
function alertsForm(lawChanges: LawChangesRoute, apiBase: string, model: SiteModel): SiteLayout['alertsForm'] {
  const english = model.locales[0].code;
  const words = Object.fromEntries(ALERTS_FORM_WORDS.map((key) => [key, lawChanges.words[key]])) as AlertsFormWords;
  const untranslated = ALERTS_FORM_WORDS.some((key) => inEnglish(lawChanges).includes(`words.${key}`));
  const languages = model.locales.map((locale) => locale.code).filter((code) => (ALERT_LANGUAGES as readonly string[]).includes(code));
  return { action: apiUrl(apiBase, API_ROUTES.alertsSubscribe), words, ...(untranslated ? { lang: english } : {}), languages };
}

/** What the shared layout needs on every page: site.yaml without its routes, plus derived facts. */
export function siteLayoutData(model: SiteModel, apiBase?: string): SiteLayout {
  // The law list and people reach pages through their `sources` and bylines; the layout is on every page, so it stays lean.
  // The tools' words go to tool pages only (their data). The Arabic words (`ar`) belong to the Arabic pages' own layout; `locales` only to the build.
  // The build's list of texts still in English (`inEnglish`) becomes the layout's own, with only the texts it shows.
  const marked = model.manifest as SiteManifest & { inEnglish?: string[] };
  const { routes: _routes, law: _law, people: _people, ar: _ar, locales: _locales, tools: _tools, inEnglish: _inEnglish, ...layout } = marked;
  const english = sharedTextsInEnglish(model.manifest).filter((place) => Object.hasOwn(layout, place.slice(0, place.indexOf('.'))));
  const lawChanges = lawChangesRoute(model);
  return {
    ...(english.length > 0 ? { inEnglish: { lang: model.locales[0].code, parts: english } } : {}),
    ...withCanonicalLinks({ ...layout, api: { base: apiBase ?? layout.api.base } }, model),
    organizationJsonLd: organizationStructuredData(model),
    locale: model.locale,
    locales: model.locales,
    feed: { path: `/${feedFile(model.locale)}`, title: feedTitle(model) },
    ...(lawChanges
      ? {
          lawChangesFeed: {
            path: lawChangesFeedPath(lawChanges),
            title: lawChanges.words.feed,
            ...(inEnglish(lawChanges).includes('words.feed') ? { lang: model.locales[0].code } : {}),
          },
          alertsForm: alertsForm(lawChanges, apiBase ?? layout.api.base, model),
        }
      : {}),
    dateWords: dateWords(intlLocale(model.locale)),
    numberWords: numberWords(intlLocale(model.locale)),
    openingHoursText: openingHoursText(layout.site.openingHours, layout.strings, intlLocale(model.locale)),
    dynamicPages: model.pages.filter((page) => page.isDynamic).map((page) => ({ pattern: page.path, dataFile: page.dataFile })),
  };
}

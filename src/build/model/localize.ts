// The site in another language, as a manifest of its own: every word replaced by its `ar:` counterpart, every
// page served under `/ar` + its English path, every link between pages kept inside the language, every body read
// from content/ar/. The rest of the build (model, page data, head, feeds) then works on it unchanged, so the
// Arabic edition cannot drift from the English in anything but its words.
import type { Route, SiteManifest } from '../../generated/manifest-types.gen.js';
import { isInternal, linkTarget, pathKey } from '../../shared/paths.js';
import { localizedPath as prefixed } from '../../shared/locales.js';
import { LINK_KEYS, MARKDOWN_KEYS } from '../manifest/walk.js';
import { registryKey } from '../law/instrument-mentions.js';
import { untranslatedRoute, untranslatedSiteTexts } from '../manifest/translation/english-stand-ins.js';
import { ENGLISH_TEXTS, IN_ENGLISH } from '../manifest/translation/english-marks.js';
import { routePaths } from './route-paths.js';

type Node = Record<string, unknown>;

/** `/Contact-Us` → `/ar/Contact-Us`; `/` → `/ar`; `/#top` → `/ar#top`. */
export function localizedPath(path: string, locale: string): string {
  return prefixed(path, `/${locale}`);
}

/** The English value with the translation's words laid over it: strings replaced, lists item by item, blocks key by key. */
function overlay(english: unknown, translation: unknown): unknown {
  if (typeof english === 'string') return typeof translation === 'string' && translation.trim() !== '' ? translation : english;
  if (Array.isArray(english)) return english.map((item, index) => overlay(item, Array.isArray(translation) ? translation[index] : undefined));
  if (english && typeof english === 'object') {
    const words = translation && typeof translation === 'object' ? (translation as Node) : {};
    return Object.fromEntries(Object.entries(english as Node).map(([key, value]) => [key, overlay(value, words[key])]));
  }
  return english;
}

/**
 * Rewrites what points at a page or a file of this language: links to the site's pages, the pages' own paths and
 * aliases, blog-index entries, markdown bodies. `pageKeys` are the English pages' paths; other links (images,
 * feeds, other websites) are shared by both languages and left alone.
 */
function relocate(value: unknown, locale: string, pageKeys: Set<string>, translated: (file: string) => boolean, key = ''): unknown {
  const link = (target: string) => (isInternal(target) && pageKeys.has(pathKey(linkTarget(target))) ? localizedPath(target, locale) : target);
  if (typeof value === 'string') {
    if (LINK_KEYS.has(key) || key === 'path') return link(value);
    if (MARKDOWN_KEYS.has(key)) return translated(`${locale}/${value}`) ? `${locale}/${value}` : value;
    return value;
  }
  if (Array.isArray(value))
    return value.map((item) =>
      key === 'aliases' && typeof item === 'string' ? localizedPath(item, locale) : relocate(item, locale, pageKeys, translated, key),
    );
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value as Node).map(([child, inner]) => [child, relocate(inner, locale, pageKeys, translated, child)]));
  return value;
}

/** The page's markdown bodies (`body`, `about.body`) still read from the English file: no translation was found. */
function englishBodies(route: Node, locale: string): string[] {
  const bodies: [string, unknown][] = [
    ['body', route.body],
    ['about.body', (route.about as Node | undefined)?.body],
  ];
  return bodies.filter(([, file]) => typeof file === 'string' && !file.startsWith(`${locale}/`)).map(([part]) => part);
}

function withoutTranslation<T extends object>(value: T): Omit<T, 'ar'> {
  const { ar: _ar, ...rest } = value as T & { ar?: unknown };
  return rest;
}

/**
 * The manifest of the site in `locale`: words from the `ar:` blocks, bodies from content/<locale>/, paths under
 * `/<locale>`. Where a translation is still missing the English stands in (`translated` says which content files
 * exist), so a site being translated still builds; the validator lists every such gap, and `--release` fails on them.
 */
export function localizeManifest(manifest: SiteManifest, locale: string, translated: (file: string) => boolean = () => true): SiteManifest {
  const pageKeys = new Set(manifest.routes.flatMap(routePaths).map(pathKey));
  // Routes' own paths are patterns too (`/careers/{careerId}/careers-details`): prefixed whatever they contain.
  const routes = manifest.routes.map((route) => {
    const words = overlay(withoutTranslation(route), route.ar) as Node;
    const relocated = relocate(words, locale, pageKeys, translated) as Node;
    const untranslated = untranslatedRoute(route);
    const english = [...untranslated.parts, ...englishBodies(relocated, locale)];
    const { texts } = untranslated;
    return {
      ...relocated,
      path: localizedPath(route.path, locale),
      ...(english.length > 0 ? { [IN_ENGLISH]: english } : {}),
      ...(texts.length > 0 ? { [ENGLISH_TEXTS]: texts } : {}),
    } as unknown as Route;
  });
  const site = relocate(overlay(withoutTranslation({ ...manifest, routes: [] }), manifest.ar), locale, pageKeys, translated) as SiteManifest;
  // The site's texts still in English (none on a full translation): the layout marks those it shows.
  const marked = { ...site, [IN_ENGLISH]: untranslatedSiteTexts(manifest) } as SiteManifest;
  return withLocalNames({ ...marked, routes: routes as SiteManifest['routes'] }, manifest);
}

/**
 * Pages and rules name instruments as the English list does; in a translation the list's names are the language's
 * own ("إعلان وزارة المالية …" for "Ministry of Finance announcement …"). Every name is rewritten to the edition's,
 * by its place in the list, so a Sources entry is found however the instrument is named.
 */
function withLocalNames(edition: SiteManifest, english: SiteManifest): SiteManifest {
  const local = new Map<string, string>();
  (english.law?.instruments ?? []).forEach((instrument, index) => {
    const name = edition.law?.instruments[index]?.name;
    if (name) local.set(registryKey(instrument.name), name);
  });
  if (local.size === 0) return edition;
  const rename = (name: string) => local.get(registryKey(name)) ?? name;
  const routes = edition.routes.map((route) => ({
    ...route,
    ...(route.sources ? { sources: route.sources.map(rename) } : {}),
    ...(route.historical ? { historical: route.historical.map(rename) } : {}),
  }));
  const law = edition.law && {
    ...edition.law,
    ...(edition.law.rules
      ? {
          rules: edition.law.rules.map((rule) => ({
            ...rule,
            values: rule.values.map((value) => ({ ...value, instrument: rename(value.instrument) })) as typeof rule.values,
          })),
        }
      : {}),
  };
  return { ...edition, ...(law ? { law } : {}), routes: routes as SiteManifest['routes'] };
}

// An edition's manifest with the law register quoted: every `{{rule-id}}` in its texts written out as the value in
// force on the day, in the edition's language, and the instruments behind those values added to each page's
// Sources. Markdown bodies are quoted as they are rendered (site-model.ts); their instruments are added here.
import type { Route, SiteManifest } from '../../generated/manifest-types.gen.js';
import type { SiteLocale } from '../../shared/locales.js';
import { registerOf, type IsoDay, type Rule } from '../../shared/law/register.js';
import { findReferences, instrumentsQuoted, lastSwitchIn, quoteRules } from '../../shared/law/references.js';
import { registryKey } from './instrument-mentions.js';
import { markdownBodies } from '../manifest/content-reader.js';
import { sharedTextsInEnglish, textsInEnglish } from '../manifest/translation/english-marks.js';

/** Keys whose strings are not prose: names of instruments, paths, files. */
// `ar`: the English manifest's Arabic words are quoted in the Arabic edition, which lays them over the English.
const NOT_PROSE = new Set(['sources', 'historical', 'path', 'body', 'image', 'photo', 'logo', 'link', 'aliases', 'ar']);

/**
 * `value` with `write` applied to its prose. What has nothing to quote is returned as it is, not copied: most of a
 * large site's texts quote no rule, and each edition would otherwise hold a copy of the whole manifest.
 */
function mapStrings(value: unknown, write: (text: string, place: string) => string, key = '', place = ''): unknown {
  if (NOT_PROSE.has(key)) return value;
  if (typeof value === 'string') return write(value, place);
  const within = (child: string | number) => (place === '' ? String(child) : `${place}.${child}`);
  if (Array.isArray(value)) {
    const mapped = value.map((item, index) => mapStrings(item, write, key, within(index)));
    return mapped.some((item, index) => item !== value[index]) ? mapped : value;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    const mapped = entries.map(([child, inner]) => [child, mapStrings(inner, write, child, within(child))] as const);
    return mapped.some(([, inner], index) => inner !== entries[index][1]) ? Object.fromEntries(mapped) : value;
  }
  return value;
}

/** A route's prose, in site.yaml and its markdown bodies: where it quotes the register. */
function routeTexts(route: Route, readBody: BodyReader): string[] {
  const texts: string[] = [];
  mapStrings(route, (text) => (texts.push(text), text));
  for (const { file } of markdownBodies(route)) texts.push(readBody(file) ?? '');
  return texts;
}

/** The ids of the rules a route quotes (`{{rule-id}}` in any of its texts or bodies), each once. */
export function rulesQuotedBy(route: Route, readBody: BodyReader): Set<string> {
  const ids = new Set<string>();
  for (const text of routeTexts(route, readBody)) for (const { reference } of findReferences(text)) if (reference.kind === 'rule') ids.add(reference.id);
  return ids;
}

/** The route with its quoted rules' instruments added to `sources` (once each, after the ones it lists itself). */
function withQuotedSources(route: Route, texts: readonly string[], rules: Map<string, Rule>, day: IsoDay): Route {
  const quoted = texts.flatMap((text) => instrumentsQuoted(text, rules, day));
  if (quoted.length === 0) return route;
  const sources = [...(route.sources ?? [])];
  const listed = new Set(sources.map(registryKey));
  for (const name of quoted) {
    if (listed.has(registryKey(name))) continue;
    listed.add(registryKey(name));
    sources.push(name);
  }
  return { ...route, sources } as Route;
}

/**
 * The route dated by the newest switch of its texts on or before the day (`{{until …}}…{{from}}`), when that is later
 * than its review: the page changed that day, so its "reviewed" line and the sitemap's `lastmod` say so.
 */
function withSwitchDate(route: Route, texts: readonly string[], rules: Map<string, Rule>, day: IsoDay): Route {
  const reviewed = (route as { reviewed?: string }).reviewed;
  const switched = reviewed ? lastSwitchIn(texts, rules, day) : undefined;
  return switched && reviewed && switched > reviewed ? ({ ...route, reviewed: switched } as Route) : route;
}

/** A markdown file of the edition's content, undefined when it cannot be read (validation reports that). */
export type BodyReader = (file: string) => string | undefined;

/**
 * `english`: the site's first edition, whose words a translated edition shows where its own are missing (the
 * texts `textsInEnglish` and `sharedTextsInEnglish` list): a rule quoted there is written in English, as the sentence
 * around it is ("up to AED 375,000", not the Arabic form inside an English sentence).
 */
export function quoteManifest(
  manifest: SiteManifest,
  readBody: BodyReader,
  edition: Pick<SiteLocale, 'code' | 'digits'>,
  day: IsoDay,
  english: Pick<SiteLocale, 'code' | 'digits'> = edition,
): SiteManifest {
  const rules = registerOf(manifest.law?.rules);
  if (rules.size === 0) return manifest;
  const writeIn = (inEnglish: Set<string>) => (text: string, place: string) => quoteRules(text, rules, day, inEnglish.has(place) ? english : edition);
  const { law, routes, ...rest } = manifest;
  const quotedRest = mapStrings(rest, writeIn(new Set(sharedTextsInEnglish(manifest)))) as Omit<SiteManifest, 'law' | 'routes'>;
  const quotedRoutes = routes.map((route) => {
    // Read once for both: `sources` and `reviewed` hold no text that quotes the register.
    const texts = routeTexts(route, readBody);
    return mapStrings(withSwitchDate(withQuotedSources(route, texts, rules, day), texts, rules, day), writeIn(new Set(textsInEnglish(route)))) as Route;
  });
  return { ...quotedRest, law, routes: quotedRoutes as SiteManifest['routes'] };
}

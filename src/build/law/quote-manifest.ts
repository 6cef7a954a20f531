// An edition's manifest with the law register quoted: every `{{rule-id}}` in its texts written out as the value in
// force on the day, in the edition's language, and the instruments behind those values added to each page's
// Sources. Markdown bodies are quoted as they are rendered (site-model.ts); their instruments are added here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Route, SiteManifest } from '../../generated/manifest-types.gen.js';
import type { SiteLocale } from '../../shared/locales.js';
import { registerOf, type IsoDay, type Rule } from '../../shared/law/register.js';
import { instrumentsQuoted, quoteRules } from '../../shared/law/references.js';
import { registryKey } from '../manifest/law/instrument-mentions.js';
import { MARKDOWN_KEYS } from '../manifest/walk.js';

/** Keys whose strings are not prose: names of instruments, paths, files. */
// `ar`: the English manifest's Arabic words are quoted in the Arabic edition, which lays them over the English.
const NOT_PROSE = new Set(['sources', 'historical', 'path', 'body', 'image', 'photo', 'logo', 'link', 'aliases', 'ar']);

function mapStrings(value: unknown, write: (text: string) => string, key = ''): unknown {
  if (NOT_PROSE.has(key)) return value;
  if (typeof value === 'string') return write(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, write, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([child, inner]) => [child, mapStrings(inner, write, child)]));
  return value;
}

function bodiesOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => bodiesOf(item, out));
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      if (MARKDOWN_KEYS.has(key) && typeof child === 'string') out.push(child);
      else bodiesOf(child, out);
    }
  return out;
}

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The route with its quoted rules' instruments added to `sources` (once each, after the ones it lists itself). */
function withQuotedSources(route: Route, rules: Map<string, Rule>, day: IsoDay, contentDir: string): Route {
  const texts: string[] = [];
  mapStrings(route, (text) => (texts.push(text), text));
  for (const body of bodiesOf(route)) texts.push(readOrEmpty(join(contentDir, body)));
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

export function quoteManifest(manifest: SiteManifest, contentDir: string, edition: Pick<SiteLocale, 'code' | 'digits'>, day: IsoDay): SiteManifest {
  const rules = registerOf(manifest.law?.rules);
  if (rules.size === 0) return manifest;
  const write = (text: string) => quoteRules(text, rules, day, edition);
  const { law, routes, ...rest } = manifest;
  const quotedRest = mapStrings(rest, write) as Omit<SiteManifest, 'law' | 'routes'>;
  const quotedRoutes = routes.map((route) => mapStrings(withQuotedSources(route, rules, day, contentDir), write) as Route);
  return { ...quotedRest, law, routes: quotedRoutes as SiteManifest['routes'] };
}

// Where a page of a translated edition still shows English: the words its `ar:` block does not give yet. The build
// marks them `lang="en" dir="ltr"` on the Arabic page (so they are read and punctuated as English, left to right)
// and keeps English-only pages out of the Arabic search index.
import type { Route } from '../../../generated/manifest-types.gen.js';
import { hasWords, isWords, resolve, routeTranslation } from './translation-checks.js';

type Schema = Record<string, unknown>;
type Node = Record<string, unknown>;

/**
 * The parts of a page whose words have no translation, as the page's keys (`heading`, `intro`) or items of its
 * lists (`members.2`, `featured.cards.0`): a part is listed when any of its words is missing. Bodies are not words of
 * site.yaml; the build checks their files (`body`).
 */
/** A word's part: the page's key (`heading`), a block's key (`about.heading`), or the list item it is in (`featured.cards.2`). */
function partOf(at: string[]): string {
  const item = at.findIndex((segment) => /^\d+$/.test(segment));
  return at.slice(0, item >= 0 ? item + 1 : 2).join('.');
}

export function untranslatedParts(route: Route): string[] {
  const schema = routeTranslation(route.template);
  if (!schema) return [];
  const parts = new Set<string>();
  const walk = (english: unknown, arabic: unknown, node: Schema, at: string[]): void => {
    if (!hasWords(english)) return;
    if (isWords(node)) {
      if (typeof english === 'string' && !(typeof arabic === 'string' && arabic.trim() !== '')) parts.add(partOf(at));
      return;
    }
    const resolved = resolve(node);
    if (!resolved) return;
    if (resolved.type === 'array' && Array.isArray(english)) {
      english.forEach((item, index) => walk(item, Array.isArray(arabic) ? arabic[index] : undefined, resolved.items as Schema, [...at, String(index)]));
    } else if (resolved.type === 'object' && english && typeof english === 'object') {
      const words = arabic && typeof arabic === 'object' ? (arabic as Node) : {};
      for (const [key, child] of Object.entries((resolved.properties ?? {}) as Record<string, Schema>)) {
        walk((english as Node)[key], words[key], child, [...at, key]);
      }
    }
  };
  walk(route, route.ar, schema, []);
  return [...parts];
}

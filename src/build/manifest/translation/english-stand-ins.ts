// Where a page of a translated edition still shows English: the words its `ar:` block does not give yet. The build
// marks them `lang="en" dir="ltr"` on the Arabic page (so they are read and punctuated as English, left to right)
// and keeps English-only pages out of the Arabic search index.
import type { Route, SiteManifest } from '../../../generated/manifest-types.gen.js';
import type { PathSegment } from '../problem.js';
import { routeTranslation, translationDefs } from './translation-schemas.js';
import { walkTranslation } from './translation-walk.js';

/** A word's part: the page's key (`heading`), a block's key (`about.heading`), or the list item it is in (`featured.cards.2`). */
function partOf(at: PathSegment[]): string {
  const item = at.findIndex((segment) => typeof segment === 'number');
  // Stryker disable next-line EqualityOperator: equivalent — a place starts with a key, never a list index, so no item is at 0
  return at.slice(0, item >= 0 ? item + 1 : 2).join('.');
}

/** Every text of `english` that `arabic` does not translate, by its place in it (`faq.0.answer`, `site.tagline`). */
function untranslatedTexts(english: unknown, arabic: unknown, schema: Record<string, unknown>): PathSegment[][] {
  const texts: PathSegment[][] = [];
  // A list or block the Arabic lacks is gone into as if empty: each of its words is left in English.
  walkTranslation(english, arabic, schema, [], {
    untranslated: (_english, at) => texts.push(at),
    missing: () => true,
    // Stryker disable next-line ArrowFunction: equivalent — a list of another length is the validator's to report; nothing is marked for it
    lengths: () => {},
  });
  return texts;
}

/**
 * What of a page has no translation, from one walk of its words:
 * - `texts`: each text by its place in the page (`faq.0.answer`): the law register is quoted in English there;
 * - `parts`: the page's keys (`heading`, `intro`) or items of its lists (`members.2`, `featured.cards.0`) those texts
 *   are in, which the page marks English: a part is listed when any of its words is missing. Bodies are not words of
 *   site.yaml; the build checks their files (`body`).
 */
export function untranslatedRoute(route: Route): { texts: string[]; parts: string[] } {
  const places = untranslatedTexts(route, route.ar, routeTranslation(route.template));
  return { texts: places.map((at) => at.join('.')), parts: [...new Set(places.map(partOf))] };
}

/** The parts of a page whose words have no translation (see `untranslatedRoute`). */
export function untranslatedParts(route: Route): string[] {
  return untranslatedRoute(route).parts;
}

/**
 * The site's own texts (menus, footer, contact details, the interface's words, the tools' words) that have no
 * translation, by their place in site.yaml (`navigation.groups.2.title`, `site.headOffice.lines.1`).
 */
export function untranslatedSiteTexts(manifest: SiteManifest): string[] {
  return untranslatedTexts(manifest, manifest.ar, translationDefs().manifest).map((at) => at.join('.'));
}

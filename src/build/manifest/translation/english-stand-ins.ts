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
  return at.slice(0, item >= 0 ? item + 1 : 2).join('.');
}

/**
 * The parts of a page whose words have no translation, as the page's keys (`heading`, `intro`) or items of its
 * lists (`members.2`, `featured.cards.0`): a part is listed when any of its words is missing. Bodies are not words of
 * site.yaml; the build checks their files (`body`).
 */
export function untranslatedParts(route: Route): string[] {
  const schema = routeTranslation(route.template);
  const parts = new Set<string>();
  // A list or block the Arabic lacks is gone into as if empty: each of its words is a part left in English.
  walkTranslation(route, route.ar, schema, [], { untranslated: (_english, at) => parts.add(partOf(at)), missing: () => true, lengths: () => {} });
  return [...parts];
}

/** The parts of site.yaml's top level that every page's layout shows (the law list, people and tools reach pages otherwise). */
const LAYOUT_TEXTS = new Set(['site', 'navigation', 'footer', 'closingBanner', 'strings', 'notFound']);

/**
 * The texts every page shares (menus, footer, contact details, the interface's words) that have no translation, by
 * their place in site.yaml (`navigation.groups.2.title`, `site.headOffice.lines.1`): the layout marks each where it
 * shows it.
 */
export function untranslatedSiteTexts(manifest: SiteManifest): string[] {
  const texts: string[] = [];
  walkTranslation(manifest, manifest.ar, translationDefs().manifest, [], {
    untranslated: (_english, at) => {
      if (LAYOUT_TEXTS.has(String(at[0]))) texts.push(at.join('.'));
    },
    missing: () => true,
    lengths: () => {},
  });
  return texts;
}

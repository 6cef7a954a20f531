// The marks a translated edition's manifest carries where it still shows English (model/localize.ts writes them),
// read by the site model, the law's quoting (a rule quoted there is written in English) and the search index.
import type { Route, SiteManifest } from '../../../generated/manifest-types.gen.js';

/** The key under which a page of a translation lists its parts still in English (the build's own, never in site.yaml). */
export const IN_ENGLISH = 'inEnglish';
/** And each of its texts still in English, by its place (`faq.0.answer`): the law register is quoted in English there. */
export const ENGLISH_TEXTS = 'englishTexts';

/**
 * The parts of a page of a translated edition that still show the English (`heading`, `members.2`, `body`), which
 * the page marks `lang="en"`; empty on the default edition and on a page translated in full.
 */
export function inEnglish(route: Route): string[] {
  return (route as unknown as { [IN_ENGLISH]?: string[] })[IN_ENGLISH] ?? [];
}

/** A page's texts a translated edition still shows in English, each by its place in the page (`faq.0.answer`). */
export function textsInEnglish(route: Route): string[] {
  return (route as unknown as { [ENGLISH_TEXTS]?: string[] })[ENGLISH_TEXTS] ?? [];
}

/** The site's own texts a translated edition still shows in English (`navigation.menu.2.label`, `tools.…`). */
export function sharedTextsInEnglish(manifest: SiteManifest): string[] {
  return (manifest as unknown as { [IN_ENGLISH]?: string[] })[IN_ENGLISH] ?? [];
}

/**
 * True when a page of a translation is mostly English: its body, or, with no body, its heading is not translated.
 * Search leaves it out of that language's index: its English twin is in the English index already, and in the other
 * index its words would be stemmed and matched as the wrong language.
 */
export function readsInEnglish(route: Route): boolean {
  const english = inEnglish(route);
  return english.includes('body') || (!('body' in route) && english.includes('heading'));
}

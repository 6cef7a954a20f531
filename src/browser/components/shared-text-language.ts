import { useSiteLayout } from '../app/site-layout';
import { languageOf, type LanguageAttributes } from './language';
import type { SiteLayout } from '../../shared/site-data';

/** `lang` and `dir` for a text every page shares, by its place in site.yaml (`navigation.menu.2.label`). */
export type SharedTextLanguage = (place: string) => LanguageAttributes;

/** The language a shared text is still in on a translated edition (its place in site.yaml: `notFound.heading`), if not the page's. */
export function sharedTextLang(layout: Pick<SiteLayout, 'inEnglish'>, place: string): string | undefined {
  return layout.inEnglish?.parts.includes(place) ? layout.inEnglish.lang : undefined;
}

/**
 * Marks the texts every page shares (a menu's labels, the footer's words, the offices) that a translated edition
 * still shows in English (the layout's `inEnglish`): `lang="en" dir="ltr"`, so they are read and punctuated as
 * English. Nothing on a page whose shared texts are all translated.
 */
export function useSharedTextLanguage(): SharedTextLanguage {
  const layout = useSiteLayout();
  return (place) => languageOf(sharedTextLang(layout, place), layout);
}

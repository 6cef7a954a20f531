import type { PageData } from '../../shared/page-data.js';
import { useSiteLayout } from '../app/site-layout.js';
import type { SiteLayout } from '../../shared/site-data.js';

/** `lang` and `dir` for text in another language than the page's (English on an Arabic page); nothing otherwise. */
export interface LanguageAttributes {
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

/**
 * The attributes that mark text written in `lang` when the page is in another language, so it is read aloud,
 * aligned and punctuated as its own language: English on an Arabic page runs left to right.
 */
export function languageOf(lang: string | undefined, { locale, locales }: Pick<SiteLayout, 'locale' | 'locales'>): LanguageAttributes {
  if (!lang || lang === locale.code) return {};
  return { lang, dir: locales.find((other) => other.code === lang)?.dir ?? 'ltr' };
}

/** Each item's language in one of the page's lists (`faq`, `slides`): see `partLanguage`. */
export type ItemLanguage = (index: number) => string | undefined;

/** The languages of the items of the page's list `list` (its parts `faq.0`, `faq.1`, …). */
export function itemLanguage(data: Pick<PageData, 'inEnglish'>, list: string): ItemLanguage {
  return (index) => partLanguage(data, `${list}.${index}`);
}

/**
 * The language of one part of the page (`heading`, `body`, `cards.2`) when it is still in English on a translated
 * page; of the layout, one text every page shares, by its place in site.yaml (`notFound.heading`).
 */
export function partLanguage(data: Pick<PageData | SiteLayout, 'inEnglish'>, part: string): string | undefined {
  return data.inEnglish?.parts.includes(part) ? data.inEnglish.lang : undefined;
}

/** `lang` and `dir` for one part (`about.heading`) or one shared text (`navigation.menu.2.label`) still in English. */
export type PartLanguage = (part: string) => LanguageAttributes;

/**
 * Marks the parts of `marked` (a page's data, or the layout) that a translated edition still shows in English (its
 * `inEnglish`): `lang="en" dir="ltr"`, so they are read and punctuated as English. Nothing on a page translated in full.
 */
export function usePartLanguage(marked: Pick<PageData | SiteLayout, 'inEnglish'>): PartLanguage {
  const layout = useSiteLayout();
  return (part) => languageOf(partLanguage(marked, part), layout);
}

/** `usePartLanguage` for the texts every page shares (a menu's labels, the footer's words, the offices). */
export function useSharedTextLanguage(): PartLanguage {
  return usePartLanguage(useSiteLayout());
}

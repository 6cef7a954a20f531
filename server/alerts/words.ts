import type { LawChangeAlertWords, LawChangesWords, UiStrings } from '../../src/generated/manifest-types.gen.js';
import type { AlertLanguage } from '../../src/shared/alerts-contract.js';

/**
 * The words of the alert mails and of the confirm and unsubscribe pages: site.yaml's, the law-changes page's
 * `alerts` (and its names for a change's day and instrument, so a change reads as on the page). The changes
 * themselves are never written here: they come, in the page's own words, from the register.
 */
export type AlertWords = LawChangeAlertWords & Pick<LawChangesWords, 'appliesFrom' | 'setBy'>;

/** One language's words for alerts, as its edition of the site has them. */
export interface AlertEdition {
  lang: string;
  dir: 'ltr' | 'rtl';
  words: AlertWords;
  /** The subscribe form's words, as the law-changes page and the footer show them. */
  form: LawChangesWords;
  /** The interface strings: field names and the reasons a field is refused. */
  strings: UiStrings;
  /** The law-changes page, as an absolute address. */
  lawChanges: string;
}

/** The language alerts are written in for a requested one: English for a language alerts are not written in. */
export function alertLanguage(language: string): AlertLanguage {
  return language === 'ar' ? 'ar' : 'en';
}

/** The language's edition of the alert words. */
export function alertWords(site: { editions: Record<AlertLanguage, AlertEdition> }, language: string): AlertEdition {
  return site.editions[alertLanguage(language)];
}

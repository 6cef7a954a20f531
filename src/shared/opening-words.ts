// Which words of a job opening a page shows, and in which language. Openings are written in English, with Arabic
// words optional field by field: the Arabic edition shows the Arabic where the firm gave it and the English
// elsewhere, marked as English so it is read, spoken and punctuated as English (left to right).
import { CAREER_WORDS, type Career } from './api-contract.js';

export type CareerWord = (typeof CAREER_WORDS)[number];

/** One word of the opening as shown: its text, and the language it is in when that is not the page's. */
export interface ShownText {
  text: string;
  lang?: string;
}

/**
 * The opening's words for a page in `locale` (`english` is the code of the language openings are written in, the
 * site's first): each given word in the page's language when there is one, else in English, marked as such.
 * Words the opening does not have are left out.
 */
export function openingWords(career: Career, locale: string, english: string): Partial<Record<CareerWord, ShownText>> {
  const words: Partial<Record<CareerWord, ShownText>> = {};
  for (const word of CAREER_WORDS) {
    const translated = locale === 'ar' ? career.ar?.[word]?.trim() : undefined;
    const original = career[word]?.trim();
    if (translated) words[word] = { text: translated };
    else if (original) words[word] = locale === english ? { text: original } : { text: original, lang: english };
  }
  return words;
}

// A text's length as the page shows it: with the law register's references written out ("{{ct-zero-band}}" is
// "AED 375,000"), in the language the text is in. Limits such as a title's 70 characters are on what people read.
import { registerOf } from '../../shared/law/register.js';
import { quoteRules } from '../../shared/law/references.js';
import { siteLocales, type DeclaredLocale } from '../../shared/locales.js';
import { siteDay } from './site-day.js';

interface WithRules {
  law?: { rules?: Parameters<typeof registerOf>[0] };
  locales?: DeclaredLocale[];
}

/** `text`'s length once quoted; `language` is the code of the block it is in (`ar` under an `ar:` block). */
export function quotedLength(text: string, manifest: unknown, language: string): number {
  if (!text.includes('{{')) return text.length;
  const data = (manifest ?? {}) as WithRules;
  const edition = siteLocales(Array.isArray(data.locales) ? data.locales : undefined).find((locale) => locale.code === language) ?? {
    code: language,
    digits: 'latn' as const,
  };
  const rules = registerOf(Array.isArray(data.law?.rules) ? data.law.rules : undefined);
  return quoteRules(text, rules, siteDay(), edition).length;
}

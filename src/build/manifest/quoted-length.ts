// A text as the page shows it: with the law register's references written out ("{{ct-zero-band}}" is
// "AED 375,000"), in the language the text is in. Limits such as a title's 70 characters are on what people read.
import { registerOf } from '../../shared/law/register.js';
import { quoteRules } from '../../shared/law/references.js';
import { siteLocales, type DeclaredLocale } from '../../shared/locales.js';
import { siteDay } from '../support/site-day.js';
import { textMemo } from '../../shared/remember-by-text.js';

interface WithRules {
  law?: { rules?: Parameters<typeof registerOf>[0] };
  locales?: DeclaredLocale[];
}

/** The last register's quoter: the editor validates after every keystroke, and the register rarely changes. */
let lastQuoter: { key: string; quote: (text: string, language: string) => string } | undefined;

/** Writes out `{{…}}` references as each language's edition of the site shows them, with the manifest's register. */
function quoterFor(manifest: unknown): (text: string, language: string) => string {
  const data = (manifest ?? {}) as WithRules;
  const day = siteDay();
  const key = JSON.stringify([data.law?.rules, data.locales, day]);
  if (lastQuoter?.key === key) return lastQuoter.quote;
  const locales = siteLocales(Array.isArray(data.locales) ? data.locales : undefined);
  const rules = registerOf(Array.isArray(data.law?.rules) ? data.law.rules : undefined);
  const remembered = textMemo<string>();
  const quote = (text: string, language: string) => {
    if (!text.includes('{{')) return text;
    const edition = locales.find((locale) => locale.code === language) ?? { code: language, digits: 'latn' as const };
    return remembered(`${language}:${text}`, () => quoteRules(text, rules, day, edition));
  };
  lastQuoter = { key, quote };
  return quote;
}

/** `text` once quoted; `language` is the code of the block it is in (`ar` under an `ar:` block). */
export function quotedText(text: string, manifest: unknown, language: string): string {
  return text.includes('{{') ? quoterFor(manifest)(text, language) : text;
}

/** `text`'s length once quoted. */
export function quotedLength(text: string, manifest: unknown, language: string): number {
  return quotedText(text, manifest, language).length;
}

/** The language of the text at `path` in site.yaml: Arabic inside an `ar:` block, else English. */
export function languageAt(path: readonly (string | number)[]): string {
  return path.includes('ar') ? 'ar' : 'en';
}

/**
 * The manifest with every text that quotes the register written as its page shows it, or the manifest itself when no
 * text quotes it: checked against the schema, its lengths are the lengths people read.
 */
export function withTextsQuoted(manifest: unknown): unknown {
  const quoted = quoterFor(manifest);
  const quote = (value: unknown, language: string): unknown => {
    if (typeof value === 'string') return quoted(value, language);
    if (Array.isArray(value)) {
      const items = value.map((item) => quote(item, language));
      return items.every((item, index) => item === value[index]) ? value : items;
    }
    if (value && typeof value === 'object') {
      const entries = Object.entries(value).map(([key, item]) => [key, quote(item, key === 'ar' ? 'ar' : language)] as const);
      return entries.every(([key, item]) => item === (value as Record<string, unknown>)[key]) ? value : Object.fromEntries(entries);
    }
    return value;
  };
  return quote(manifest, 'en');
}

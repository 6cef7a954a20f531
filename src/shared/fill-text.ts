// Interface texts with a number or a name in them are written whole in site.yaml, in each language, with
// `{name}` where the value goes ("Slide {current} of {total}", "{current} من {total}"): a translator can move the
// value to where the language wants it. This is the one place they are filled in.

import type { SiteLocale } from './locales.js';

type Value = string | number;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * `template` with each `{name}` replaced by `values[name]`; a placeholder with no value is left as written, so a
 * misspelt one shows on the page rather than vanishing. Values that are not text (links, `<time>` elements) come
 * back as a list of parts, in order, for a component to render.
 */
export function fillText(template: string, values: Record<string, Value>): string;
export function fillText<Part>(template: string, values: Record<string, Value | Part>): string | (string | Part)[];
export function fillText<Part>(template: string, values: Record<string, Value | Part>): string | (string | Part)[] {
  const parts: (string | Part)[] = [];
  /** Text runs on from the text before it, so the parts alternate between text and other values. */
  const add = (part: string | Part) => {
    if (typeof part !== 'string') parts.push(part);
    else if (typeof parts.at(-1) === 'string') parts[parts.length - 1] += part;
    else if (part !== '') parts.push(part);
  };
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    if (!Object.hasOwn(values, match[1])) continue;
    const value = values[match[1]];
    add(template.slice(last, match.index));
    add(typeof value === 'number' ? String(value) : value);
    last = match.index + match[0].length;
  }
  add(template.slice(last));
  return parts.every((part) => typeof part === 'string') ? parts.join('') : parts;
}

/** The placeholders a template uses, in order: a translation must use the same ones. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]);
}

// With the texts, how the edition writes numbers and dates (one module, so pages load it as one file).

/** English is written the British way (23 November 2026, 09:00), as the site always has been. */
const REGION: Record<string, string> = { en: 'en-GB' };

/**
 * The BCP 47 tag every `Intl` formatter of an edition uses: its language, with the digits site.yaml chose
 * (`ar-u-nu-latn` for 0–9, `ar-u-nu-arab` for ٠–٩). With `timeZone: 'UTC'` where dates are concerned, the server's
 * HTML and the browser's hydration print the same text.
 */
export function intlLocale(locale: Pick<SiteLocale, 'code' | 'digits'>): string {
  return `${REGION[locale.code] ?? locale.code}-u-nu-${locale.digits}`;
}

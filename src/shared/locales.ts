// The languages the site is published in, as the build, the server and the browser read them. site.yaml's
// `locales:` declares them; the first is the default, served at the site's own paths, each other one under
// `/<code>` + the same path. Every path rule about languages is here, so the three runtimes cannot disagree.

/** One edition of the site. */
export interface SiteLocale {
  /** BCP 47 language code: `en`, `ar`. */
  code: string;
  /** The language's name in itself, for the language switch. */
  label: string;
  dir: 'ltr' | 'rtl';
  /** How numbers are written: 0–9 (`latn`) or ٠–٩ (`arab`). */
  digits: 'latn' | 'arab';
  /** What its paths start with: empty for the default locale, `/ar` for Arabic. */
  prefix: string;
  /** Its writing system (ISO 15924): `Arab` gets the Arabic typeface and punctuation. */
  script: 'Latn' | 'Arab' | 'Hebr';
  /** The comma that joins the parts of an address on one line: `, `, or the Arabic comma `، ` in Arabic script. */
  comma: string;
  /** The semicolon between items that hold commas (a tool's inputs and results): `; `, or `؛ ` in Arabic script. */
  semicolon: string;
}

/** The manifest's declaration of a locale (site.yaml `locales:`). */
export interface DeclaredLocale {
  code: string;
  label: string;
  digits?: 'latn' | 'arab';
}

/** Languages written right to left, of those the schema allows and some it may allow later. */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur']);
/** Languages written in Arabic script. */
const ARABIC_SCRIPT = new Set(['ar', 'fa', 'ur']);

/** The declared locales with what follows from them; a manifest without `locales:` is an English site. */
export function siteLocales(declared: DeclaredLocale[] | undefined): SiteLocale[] {
  const list = declared && declared.length > 0 ? declared : [{ code: 'en', label: 'English' }];
  return list.map((locale, index) => ({
    code: locale.code,
    label: locale.label,
    dir: RIGHT_TO_LEFT.has(locale.code) ? 'rtl' : 'ltr',
    digits: locale.digits ?? 'latn',
    prefix: index === 0 ? '' : `/${locale.code}`,
    script: ARABIC_SCRIPT.has(locale.code) ? 'Arab' : locale.code === 'he' ? 'Hebr' : 'Latn',
    comma: ARABIC_SCRIPT.has(locale.code) ? '، ' : ', ',
    semicolon: ARABIC_SCRIPT.has(locale.code) ? '؛ ' : '; ',
  }));
}

/** `/Contact-Us` → `/ar/Contact-Us`; `/` → `/ar`; `/#top` → `/ar#top`; unchanged for the default locale. */
export function localizedPath(path: string, prefix: string): string {
  if (prefix === '') return path;
  return path === '/' || /^\/[?#]/.test(path) ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/** True when `path` is `prefix` itself or under it (`/ar`, `/AR/x`, `/ar?q`), letter case ignored. */
function isUnder(path: string, prefix: string): boolean {
  const lower = path.toLowerCase();
  return lower === prefix || lower.startsWith(`${prefix}/`) || lower.startsWith(`${prefix}?`) || lower.startsWith(`${prefix}#`);
}

/** The edition a path belongs to: the locale whose prefix it starts with, else the default. */
export function localeOfPath(path: string, locales: SiteLocale[]): SiteLocale {
  return locales.find((locale) => locale.prefix !== '' && isUnder(path, locale.prefix)) ?? locales[0];
}

/** The same page in another edition: `/ar/Services` → `/Services` → `/ar/Services`. */
export function twinPath(path: string, locales: SiteLocale[], target: SiteLocale): string {
  const from = localeOfPath(path, locales);
  const own = from.prefix === '' ? path : path.slice(from.prefix.length) || '/';
  return localizedPath(own.startsWith('/') ? own : `/${own}`, target.prefix);
}

/** Where an edition's shared layout lives in the built site; named by the code, which the browser reads from `<html lang>`. */
export function layoutDataFile(code: string): string {
  return `_data/site.${code}.json`;
}

/** The not-found page of an edition, as the build writes it: `404.html`, `ar/404.html`. */
export function notFoundFile(locale: SiteLocale): string {
  return locale.prefix === '' ? '404.html' : `${locale.prefix.slice(1)}/404.html`;
}

/** An edition's article feed: `rss.xml`, `ar/rss.xml`. */
export function feedFile(locale: SiteLocale): string {
  return locale.prefix === '' ? 'rss.xml' : `${locale.prefix.slice(1)}/rss.xml`;
}

/** A page's alternates as `hreflang` values: one per language, and the default edition's again as `x-default`. */
export function hreflangs(alternates: { code: string; url: string }[]): { hreflang: string; url: string }[] {
  return [...alternates.map(({ code, url }) => ({ hreflang: code, url })), { hreflang: 'x-default', url: alternates[0].url }];
}

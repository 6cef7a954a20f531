// What of an Arabic page is still in Latin letters, as a reader (or a screen reader) meets it: the text of <body>
// and the attributes that are read out or shown (aria-label, title, alt, placeholder). Names site.yaml marks as
// never translated (the firm's, people's, the languages' own names) and brand names stay as they are written.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { findInstrumentMentions } from '../../src/build/law/instrument-mentions.js';
import { site } from './site.js';

/** Names of other companies' products and networks, written in Latin letters in Arabic too. */
const BRANDS = ['WhatsApp', 'LinkedIn', 'Facebook', 'Instagram', 'YouTube', 'Google', 'Maps'];

function untranslatedNames(): string[] {
  const team = site.routes.flatMap((route) => (route.template === 'team' ? route.members.map((member) => member.name) : []));
  return [site.site.name, ...(site.people ?? []).map((person) => person.name), ...team, ...(site.locales ?? []).map((locale) => locale.label), ...BRANDS];
}

/** The words the glossary keeps in Latin letters on purpose (content/ar/glossary.yaml `latinInArabic`). */
function keptInLatin(): string[] {
  const glossary = parse(readFileSync('content/ar/glossary.yaml', 'utf8')) as { latinInArabic: Record<string, string[]> };
  return Object.values(glossary.latinInArabic).flat();
}

const WORD = /[A-Za-z][A-Za-z0-9'’-]*/g;
const allowed = new Set([...untranslatedNames().flatMap((name) => name.match(WORD) ?? []), ...keptInLatin()]);

/** The text with FTA guides' and clarifications' codes (CTP006) taken out: they are cited as written. */
function withoutCodes(text: string): string {
  let out = text;
  for (const mention of findInstrumentMentions(text)
    .filter((found) => found.key.startsWith('code:'))
    .reverse())
    out = `${out.slice(0, mention.index)} ${out.slice(mention.index + mention.length)}`;
  return out;
}

function decode(text: string): string {
  return text.replace(
    /&(#x27|#39|quot|amp|lt|gt|nbsp);/g,
    (_, entity: string) => ({ '#x27': "'", '#39': "'", quot: '"', amp: '&', lt: '<', gt: '>', nbsp: ' ' })[entity]!,
  );
}

/** Latin-letter words of a text as a reader meets it (entities decoded), without allowed names, addresses and codes. */
export function latinWordsIn(chunk: string): string[] {
  const readable = decode(chunk)
    // Addresses are not words: e-mail, web and file addresses stay as they are.
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/https?:\/\/\S+|www\.\S+/g, ' ');
  return (withoutCodes(readable).match(WORD) ?? []).filter((word) => !allowed.has(word));
}

/** Latin-letter words of the page's body that are not allowed names, once each. */
export function latinWordsOf(html: string): string[] {
  const body = html.slice(html.indexOf('<body'), html.lastIndexOf('</body>'));
  const withoutCode = body.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<style[\s\S]*?<\/style>/g, ' ');
  const attributes = [...withoutCode.matchAll(/\s(?:aria-label|title|alt|placeholder)="([^"]*)"/g)].map((match) => match[1]);
  const text = withoutCode.replace(/<[^>]+>/g, ' ');
  const words = new Set<string>();
  for (const chunk of [text, ...attributes]) for (const word of latinWordsIn(chunk)) words.add(word);
  return [...words];
}

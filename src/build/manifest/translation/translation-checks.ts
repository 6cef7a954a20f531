// What the Arabic edition still lacks: pages and site texts with no Arabic version, words left untranslated,
// lists of another length, Arabic bodies missing or shaped differently from their English. These are gaps,
// not errors: English editing goes on while a translation catches up, and `npm run validate -- --release`
// refuses to go live with any of them.
import type { SiteManifest } from '../../../generated/manifest-types.gen.js';
import { markdownBodies, type ContentReader } from '../content-reader.js';
import type { PathSegment, Problem } from '../problem.js';
import type { SourceFile } from '../source.js';
import { structureMismatch } from './body-structure.js';
import { routeTranslation, translationDefs, TRANSLATED_LOCALE } from './translation-schemas.js';
import { hasWords, walkTranslation, type TranslationVisitor } from './translation-walk.js';

type Schema = Record<string, unknown>;
type Node = Record<string, unknown>;

const quote = (text: string) => `“${text.length > 60 ? `${text.slice(0, 57)}…` : text}”`;

export function translationGaps(manifest: SiteManifest, source: SourceFile, content: ContentReader): Problem[] {
  if (!manifest.locales?.some((locale) => locale.code === TRANSLATED_LOCALE)) return [];
  const gaps: Problem[] = [];
  const missingBlock = (at: PathSegment[], english: Node, schema: Schema, what: string) => {
    const keys = Object.keys((schema.properties ?? {}) as object).filter((key) => hasWords(english[key]));
    gaps.push(
      source.problemAt(
        at,
        `${at[0] === 'locales' ? 'lists Arabic, but the site ' : ''}has no Arabic version: add \`ar:\` ${what} with ${keys.map((key) => `\`${key}\``).join(', ')} in Arabic.`,
        { key: true },
      ),
    );
  };

  // A gap is reported at the Arabic block the missing key belongs in (the `ar:` line, a list item, the list itself when
  // the item is missing), naming the key. (An item that is there but blank or not text is the schema's error.)
  const parentOf = (at: PathSegment[]) => at.slice(0, -1);
  const gapsOf: TranslationVisitor = {
    untranslated: (english, at) =>
      gaps.push(source.problemAt(parentOf(at), `has no Arabic \`${String(at.at(-1))}\` (the English is ${quote(english)}).`, { key: true })),
    missing: (_kind, english, at) => {
      const items = Array.isArray(english) ? ` (${english.length} items in English, each to translate in the same order)` : '';
      gaps.push(source.problemAt(parentOf(at), `has no Arabic \`${String(at.at(-1))}\`${items}.`, { key: true }));
      return false;
    },
    lengths: (english, arabic, at) =>
      gaps.push(
        source.problemAt(at, `has ${arabic.length} items in Arabic and ${english.length} in English: translate each item, in the same order.`, { key: true }),
      ),
  };
  const compare = (english: unknown, arabic: unknown, schema: Schema, at: PathSegment[]) => walkTranslation(english, arabic, schema, at, gapsOf);

  const top = translationDefs().manifest;
  const arabicSite = manifest.ar as unknown as Node | undefined;
  if (!arabicSite) missingBlock(['locales'], manifest as unknown as Node, top, 'at the top level of site.yaml (menus, footer and interface texts)');
  else compare(manifest, arabicSite, top, ['ar']);

  manifest.routes.forEach((route, index) => {
    if (route.draft) return;
    const at: PathSegment[] = ['routes', index];
    const schema = routeTranslation(route.template);
    const arabic = route.ar as unknown as Node | undefined;
    if (!arabic) missingBlock(at, route as unknown as Node, schema, 'under it');
    else compare(route, arabic, schema, [...at, 'ar']);
    for (const body of markdownBodies(route, at)) gaps.push(...bodyGaps(body.file, body.at, source, content));
  });
  return gaps;
}

function bodyGaps(body: string, at: PathSegment[], source: SourceFile, content: ContentReader): Problem[] {
  const english = content.read(body);
  if (!english) return [];
  const arabic = content.read(`${TRANSLATED_LOCALE}/${body}`);
  if (!arabic) {
    return [
      source.problemAt(at, `has no Arabic text: write content/${TRANSLATED_LOCALE}/${body}, translated in full with the same headings, tables and lists.`),
    ];
  }
  const mismatch = structureMismatch(english.text, arabic.text);
  if (!mismatch) return [];
  return [arabic.problemAt(mismatch.line - 1, 0, `${mismatch.message} (compared with ${english.shown})`)];
}

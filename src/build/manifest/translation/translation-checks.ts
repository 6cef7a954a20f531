// What the Arabic edition still lacks: pages and site texts with no Arabic version, words left untranslated,
// lists of another length, Arabic bodies missing or shaped differently from their English. These are gaps,
// not errors: English editing goes on while a translation catches up, and `npm run validate -- --release`
// refuses to go live with any of them.
import { readFileSync } from 'node:fs';
import type { SiteManifest } from '../../../generated/manifest-types.gen.js';
import { markdownBodies, type ContentReader } from '../content-reader.js';
import type { PathSegment, Problem } from '../problem.js';
import { schemaUrl } from '../schema-check.js';
import type { SourceFile } from '../source.js';
import { translationSchema } from '../../../shared/translation-schema.js';
import { structureMismatch } from './body-structure.js';

type Schema = Record<string, unknown>;
type Node = Record<string, unknown>;

/** The language the site is translated into, and the folder of content/ its bodies live in. */
export const TRANSLATED_LOCALE = 'ar';

let loaded: { defs: Record<string, Schema>; routeDef: Map<string, string> } | undefined;
/** The translation schema's definitions, and which of them translates a page of each template. */
function schemas() {
  if (!loaded) {
    const site = JSON.parse(readFileSync(schemaUrl, 'utf8')) as { $defs: { route: { allOf: Array<{ if: Schema; then: { $ref: string } }> } } };
    const routeDef = new Map(
      site.$defs.route.allOf.map((branch) => [String(((branch.if.properties as Node).template as Node).const), branch.then.$ref.replace('#/$defs/', '')]),
    );
    loaded = { defs: translationSchema(site as unknown as Schema).$defs as Record<string, Schema>, routeDef };
  }
  return loaded;
}
const translationDefs = () => schemas().defs;
/** The translation schema of a page of this template (what its `ar:` block may hold), if its pages have words. */
export const routeTranslation = (template: string): Schema | undefined => translationDefs()[schemas().routeDef.get(template) ?? ''];

export const isWords = (schema: Schema) => typeof schema.$ref === 'string' && schema.$ref.startsWith('site.schema.json');
export const resolve = (schema: Schema): Schema =>
  typeof schema.$ref === 'string' && schema.$ref.startsWith('#/$defs/') ? translationDefs()[schema.$ref.slice(8)] : schema;
export const hasWords = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null);
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

  /** Compares one English value with its Arabic counterpart; `arabicAt` is where the Arabic is (or would be). */
  const compare = (english: unknown, arabic: unknown, schema: Schema, arabicAt: PathSegment[], parentAt: PathSegment[]): void => {
    if (!hasWords(english)) return;
    const key = arabicAt.at(-1);
    if (isWords(schema)) {
      if (typeof english === 'string' && (typeof arabic !== 'string' || arabic.trim() === '')) {
        gaps.push(source.problemAt(parentAt, `has no Arabic \`${String(key)}\` (the English is ${quote(english)}).`, { key: true }));
      }
      return;
    }
    const resolved = resolve(schema);
    if (!resolved) return;
    if (resolved.type === 'array' && Array.isArray(english)) {
      if (!Array.isArray(arabic)) {
        gaps.push(
          source.problemAt(parentAt, `has no Arabic \`${String(key)}\` (${english.length} items in English, each to translate in the same order).`, {
            key: true,
          }),
        );
        return;
      }
      if (arabic.length !== english.length) {
        gaps.push(
          source.problemAt(arabicAt, `has ${arabic.length} items in Arabic and ${english.length} in English: translate each item, in the same order.`, {
            key: true,
          }),
        );
      }
      english.forEach((item, index) =>
        compare(item, arabic[index], resolved.items as Schema, [...arabicAt, index], index < arabic.length ? [...arabicAt, index] : arabicAt),
      );
      return;
    }
    if (resolved.type === 'object' && english && typeof english === 'object') {
      if (!arabic || typeof arabic !== 'object') {
        gaps.push(source.problemAt(parentAt, `has no Arabic \`${String(key)}\`.`, { key: true }));
        return;
      }
      for (const [child, childSchema] of Object.entries((resolved.properties ?? {}) as Record<string, Schema>)) {
        compare((english as Node)[child], (arabic as Node)[child], childSchema, [...arabicAt, child], arabicAt);
      }
    }
  };

  const top = translationDefs().manifest;
  const arabicSite = manifest.ar as unknown as Node | undefined;
  if (!arabicSite) missingBlock(['locales'], manifest as unknown as Node, top, 'at the top level of site.yaml (menus, footer and interface texts)');
  else compare(manifest, arabicSite, top, ['ar'], ['ar']);

  manifest.routes.forEach((route, index) => {
    if (route.draft) return;
    const at: PathSegment[] = ['routes', index];
    const schema = routeTranslation(route.template);
    if (!schema) return;
    const arabic = route.ar as unknown as Node | undefined;
    if (!arabic) missingBlock(at, route as unknown as Node, schema, 'under it');
    else compare(route, arabic, schema, [...at, 'ar'], [...at, 'ar']);
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
  return [
    {
      file: arabic.shown,
      line: mismatch.line,
      col: 1,
      path: '',
      message: `${mismatch.message} (compared with ${english.shown})`,
      sourceLine: arabic.lines[mismatch.line - 1],
    },
  ];
}

// One walk over a page's (or the site's) English words beside their Arabic, led by the translation schema: what the
// validator reports as gaps (translation-checks.ts) and what the build marks as English on Arabic pages
// (english-stand-ins.ts) are the same findings, seen by two readers.
import type { PathSegment } from '../problem.js';
import { translationDefs } from './translation-schemas.js';

type Schema = Record<string, unknown>;
type Node = Record<string, unknown>;

/** What a walk reports; `at` is where the Arabic is, or would be. */
export interface TranslationVisitor {
  /** An English text whose Arabic is missing or blank. */
  untranslated(english: string, at: PathSegment[]): void;
  /** An English list or block the Arabic lacks (or gives as something else): true to go on into it as if empty. */
  missing(kind: 'list' | 'block', english: unknown[] | Node, at: PathSegment[]): boolean;
  /** An Arabic list of another length than the English. */
  lengths(english: unknown[], arabic: unknown[], at: PathSegment[]): void;
}

/** A schema that stands for words a translator writes (a `$ref` into site.schema.json's texts). */
const isWords = (schema: Schema) => typeof schema.$ref === 'string' && schema.$ref.startsWith('site.schema.json');
/** A definition of the translation schema, followed. */
const followed = (schema: Schema): Schema => (typeof schema.$ref === 'string' ? translationDefs()[schema.$ref.replace('#/$defs/', '')] : schema);
/** English there is to translate: a text that is not blank, or a list or block. */
export const hasWords = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value != null); // != null: neither undefined nor null
const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null;

export function walkTranslation(english: unknown, arabic: unknown, schema: Schema, at: PathSegment[], visitor: TranslationVisitor): void {
  if (!hasWords(english)) return;
  if (isWords(schema)) {
    if (typeof english === 'string' && !(typeof arabic === 'string' && hasWords(arabic))) visitor.untranslated(english, at);
    return;
  }
  const resolved = followed(schema);
  if (resolved.type === 'array' && Array.isArray(english)) {
    if (!Array.isArray(arabic) && !visitor.missing('list', english, at)) return;
    const items = Array.isArray(arabic) ? arabic : [];
    if (Array.isArray(arabic) && arabic.length !== english.length) visitor.lengths(english, arabic, at);
    english.forEach((item, index) => walkTranslation(item, items[index], resolved.items as Schema, [...at, index], visitor));
  } else if (resolved.type === 'object' && isObject(english)) {
    if (!isObject(arabic) && !visitor.missing('block', english, at)) return;
    const words = isObject(arabic) ? arabic : {};
    for (const [key, child] of Object.entries((resolved.properties ?? {}) as Record<string, Schema>))
      walkTranslation(english[key], words[key], child, [...at, key], visitor);
  }
}

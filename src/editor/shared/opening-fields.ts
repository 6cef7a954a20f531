import type { CAREER_WORDS } from '../../shared/api-contract.js';

/**
 * The fields of a job opening as the editor's form shows them, in order: the server checks what the form sends
 * against the same list (server/editors/office-routes.ts). A field added to openings is added here.
 */
type Word = (typeof CAREER_WORDS)[number];
/** A word in English (`jobTitle`) or in Arabic (`ar.jobTitle`), as the form names its inputs. */
export type OpeningKey = Word | `ar.${Word}`;

export interface OpeningField {
  key: OpeningKey;
  label: string;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  maxLength: number;
  /** Typed in Arabic: the input is marked `lang="ar" dir="rtl"`. */
  lang?: 'ar';
}

const ENGLISH: readonly OpeningField[] = [
  { key: 'jobTitle', label: 'Job title', required: true, maxLength: 120 },
  { key: 'location', label: 'Location', hint: 'For example: Dubai', maxLength: 120 },
  { key: 'employmentType', label: 'Type', hint: 'For example: Full-time', maxLength: 60 },
  { key: 'experience', label: 'Experience', hint: 'For example: 3+ years', maxLength: 120 },
  { key: 'description', label: 'Description', multiline: true, maxLength: 5000 },
];

/** The same words for the Arabic Careers page; each left empty shows the English, marked as English. */
const ARABIC: readonly OpeningField[] = ENGLISH.map(({ required: _required, hint: _hint, ...field }) => ({
  ...field,
  key: `ar.${field.key as Word}` as OpeningKey,
  label: `${field.label} in Arabic`,
  hint: 'Optional: where it is empty, the Arabic Careers page shows the English.',
  lang: 'ar' as const,
}));

export const OPENING_FIELDS: readonly OpeningField[] = [...ENGLISH, ...ARABIC];

/** An opening's words as the server lists them: English at the top, Arabic under `ar`. */
export type OpeningWords = Partial<Record<Word, string | null>> & { ar?: Partial<Record<Word, string | null>> };

/** A field's value in an opening as the server lists it. */
export function openingValue(opening: OpeningWords, key: OpeningKey): string | null | undefined {
  return key.startsWith('ar.') ? opening.ar?.[key.slice(3) as Word] : opening[key as Word];
}

import type { DiffPart } from './word-diff.js';

/**
 * What a publish will change on the live site, as the publisher reviews it before publishing (the server builds it
 * in src/editor/server/publish/review.ts; the dialog shows it; the history keeps its summary).
 */
export interface Review {
  /** A fingerprint of everything listed: a publish names the version its publisher reviewed, and is refused if it moved. */
  version: string;
  items: ReviewItem[];
  /** False where the site folder is not a git repository: then only site.yaml can be compared, not content/. */
  complete: boolean;
  /** Days (YYYY-MM-DD, after today in Dubai) on which a law value this publish adds takes effect, earliest first. */
  lawDates: string[];
}

/** Who saved a change, and when (ISO time). */
export interface Author {
  by: string;
  at: string;
}

/** One field that differs: its place in words, the values as text, and for texts the words that changed. */
export interface FieldChange {
  field: string;
  before?: string;
  after?: string;
  words?: DiffPart[];
}

export type ReviewItem =
  /** A setting that decides where visitors' data goes or what code runs (guarded-settings.ts): listed first. */
  | { kind: 'guarded'; key: string; label: string; before?: string; after?: string; authors: Author[] }
  | { kind: 'page'; change: 'added' | 'removed' | 'changed'; path: string; title: string; arabicTitle?: string; fields: FieldChange[]; authors: Author[] }
  | { kind: 'setting'; key: string; label: string; fields: FieldChange[]; authors: Author[] }
  | { kind: 'order'; authors: Author[] }
  | { kind: 'file'; change: 'added' | 'changed' | 'removed'; file: string; image: boolean; authors: Author[] };

/** One line per item, for the history, the commit message and the audit log. */
export function summarizeReview(items: ReviewItem[]): string[] {
  return items.map((item) => {
    switch (item.kind) {
      case 'guarded':
        return `Guarded setting: ${item.label}: ${item.before ?? '(none)'} → ${item.after ?? '(none)'}`;
      case 'page': {
        const what = item.change === 'changed' ? item.fields.map((field) => field.field).join(', ') : item.change;
        return `Page “${item.title}” (${item.path}): ${what}`;
      }
      case 'setting':
        return `${item.label}: ${item.fields.map((field) => field.field).join(', ')}`;
      case 'order':
        return 'The order of the pages';
      case 'file':
        return `File ${item.change}: ${item.file}`;
    }
  });
}

import type { FieldConflict } from './merge.js';

/**
 * What a refused save answers (HTTP 409) when another tab, person or program changed the same field since this tab
 * read it: per page, both versions and the fields in question, each with the value this tab started from, its own
 * and the stored one. The editor shows them side by side and sends back a choice per field.
 */
export interface UnitConflict {
  /** `route:/services/vat`, `section:site` or `body:services/vat.md`: what the choices are keyed by. */
  unit: string;
  /** The page or setting in words, e.g. `VAT services (/services/vat)`. */
  label: string;
  /** A short content hash of the version this tab started from … */
  yours: string;
  /** … and of the version stored now. */
  theirs: string;
  fields: FieldConflict[];
}

export interface ConflictAnswer {
  reason: 'conflict';
  message: string;
  /** The version of site.yaml and page texts the conflicts were found against: a choice applies to it only. */
  diskVersion: string;
  conflicts: UnitConflict[];
}

/** The person's choices: per unit, per field key (`fieldKey(path)`), whose value to keep. */
export type Choices = Record<string, Record<string, 'mine' | 'theirs'>>;

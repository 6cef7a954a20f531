// One input of a tool's form: its name (the query parameter), the kind of value it takes, when it shows and where it
// starts. The tools' table (index.ts) and their defaults (defaults.ts) both describe fields with it.

export type FieldKind = 'amount' | 'day' | 'month' | 'yes-no';

/** A usual answer the law gives for a field (defaults.ts computes it). */
export type FieldDefault = 'end-of-calendar-year';

export interface ToolField {
  name: string;
  kind: FieldKind;
  /** Shown only when another field has a value (a Qualifying Free Zone Person's incomes when `qfzp` is yes). */
  when?: { field: string; is: string };
  /** A value the field starts with where the law gives a usual one (defaults.ts), shown and changeable. */
  default?: FieldDefault;
}

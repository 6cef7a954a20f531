// Inputs a tool fills in itself where the law gives a usual answer, shown in the field and changeable: a corporate tax
// period is its financial year, the Gregorian calendar year unless it prepares its accounts for another 12 months (Federal
// Decree-Law No. 47 of 2022, Articles 57 and 58), so the period end starts as 31 December of the build day's year.

import type { ToolField } from './tool-field.js';
import type { ToolLaw } from './law.js';
import type { ToolAnswer, ToolInputs } from './outcome.js';
import { ERRORS } from './fields.js';

export function defaultValue(field: ToolField, law: ToolLaw): string | undefined {
  if (field.default === 'end-of-calendar-year') return `${law.asOf.slice(0, 4)}-12-31`;
  return undefined;
}

/** The inputs with each field the visitor has not touched at its default; a field emptied on purpose stays empty. */
export function withDefaults(fields: readonly ToolField[], law: ToolLaw, inputs: ToolInputs): ToolInputs {
  const filled: ToolInputs = { ...inputs };
  for (const field of fields) {
    const value = defaultValue(field, law);
    if (value !== undefined && !(field.name in inputs)) filled[field.name] = value;
  }
  return filled;
}

/** The fields the answer still needs (required and empty), in the form's order: the page names them. */
export function missingFields(fields: readonly ToolField[], answer: ToolAnswer): string[] {
  if (answer.kind !== 'invalid') return [];
  return fields.filter((field) => answer.errors[field.name] === ERRORS.required).map((field) => field.name);
}

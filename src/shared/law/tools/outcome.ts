// What every tool returns: results a person and a test can both read, the steps that explain them (each naming the
// rule's instrument), or messages at the fields whose input is impossible. Words are not here: steps and errors
// are keys into the tool's words in site.yaml (`tools:`), filled with the values below in the page's language.

import type { IsoDay } from '../register.js';
import { filsToDecimal } from './money.js';

export type Shown =
  | { kind: 'aed'; fils: number }
  | { kind: 'percent'; value: number }
  | { kind: 'date'; day: IsoDay }
  /** A month of any year, YYYY-MM (a licence's month of issue). */
  | { kind: 'month'; month: string }
  /** A count, with the register unit that names it (`months`, `years`) when it has one. */
  | { kind: 'count'; value: number; unit?: 'days' | 'months' | 'years' }
  /** A machine word: `yes`, `no`, `mandatory`, … (the page shows the tool's word for it). */
  | { kind: 'word'; word: string };

export interface Step {
  /** Key of the sentence in the tool's words, e.g. `stepZeroBand`. */
  say: string;
  values: Record<string, Shown>;
  /** The instruments behind the figures of this step (register values' instruments), in order. */
  instruments: string[];
}

/** A dated charge (late payment) for the schedule table. */
export interface Charge {
  day: IsoDay;
  fils: number;
  /** Key of the charge's description, e.g. `chargeFirstDay`. */
  say: string;
  instrument: string;
}

export interface Outcome {
  results: Record<string, Shown>;
  steps: Step[];
  schedule?: Charge[];
}

export type ToolAnswer =
  | { kind: 'result'; outcome: Outcome }
  /** Field name → key of its message; nothing is computed. */
  | { kind: 'invalid'; errors: Record<string, string> }
  /** Required inputs not given yet: nothing to say. */
  | { kind: 'empty' };

export const aed = (fils: number): Shown => ({ kind: 'aed', fils });
export const percent = (value: number): Shown => ({ kind: 'percent', value });
export const date = (day: IsoDay): Shown => ({ kind: 'date', day });
export const word = (value: string): Shown => ({ kind: 'word', word: value });
export const count = (value: number, unit?: 'days' | 'months' | 'years'): Shown => ({ kind: 'count', value, ...(unit ? { unit } : {}) });
export const yesNo = (flag: boolean): Shown => word(flag ? 'yes' : 'no');

/** The machine value of a result for `data-value`: a number with up to 2 decimals, an ISO date or a word. */
export function machineValue(shown: Shown): string {
  switch (shown.kind) {
    case 'aed':
      return filsToDecimal(shown.fils);
    case 'percent':
    case 'count':
      return String(shown.value);
    case 'date':
      return shown.day;
    case 'month':
      return shown.month;
    case 'word':
      return shown.word;
  }
}

/** Inputs as the address and the form hold them: text by field name. */
export type ToolInputs = Record<string, string>;

/** A yes/no field: undefined while unanswered, an error key for anything else. */
export function parseYesNo(text: string | undefined): boolean | undefined | 'invalid' {
  if (text === undefined || text === '') return undefined;
  if (text === 'yes') return true;
  if (text === 'no') return false;
  return 'invalid';
}

// Reading a tool's inputs: each field parsed on its own, each impossible value reported at its field by a message key
// (never NaN or an exception), and "nothing typed yet" kept apart from "typed wrongly".

import type { IsoDay } from '../register.js';
import { parseDay, parseMonth } from './days.js';
import { parseFils } from './money.js';
import { parseYesNo, type ToolInputs } from './outcome.js';

/** Message keys shared by every tool (the words are in site.yaml `tools.common`). */
export const ERRORS = {
  required: 'errorRequired',
  amount: 'errorAmount',
  day: 'errorDay',
  month: 'errorMonth',
  yesNo: 'errorYesNo',
} as const;

export class FieldReader {
  readonly errors: Record<string, string> = {};
  private typed = false;

  constructor(private readonly inputs: ToolInputs) {}

  private text(name: string): string | undefined {
    const value = this.inputs[name]?.trim();
    if (value) this.typed = true;
    return value || undefined;
  }

  private fail(name: string, key: string): undefined {
    this.errors[name] ??= key;
    return undefined;
  }

  /** An amount in fils; `required` reports an empty field once something else was typed. */
  amount(name: string, required = true): number | undefined {
    const text = this.text(name);
    if (text === undefined) return required ? this.fail(name, ERRORS.required) : undefined;
    return parseFils(text) ?? this.fail(name, ERRORS.amount);
  }

  day(name: string, required = true): IsoDay | undefined {
    const text = this.text(name);
    if (text === undefined) return required ? this.fail(name, ERRORS.required) : undefined;
    return parseDay(text) ?? this.fail(name, ERRORS.day);
  }

  month(name: string, required = true): { year: number; month: number } | undefined {
    const text = this.text(name);
    if (text === undefined) return required ? this.fail(name, ERRORS.required) : undefined;
    return parseMonth(text) ?? this.fail(name, ERRORS.month);
  }

  /** yes/no, `no` when unanswered (the forms preselect "No", which alone is not yet an answer worth computing). */
  yesNo(name: string): boolean {
    const answer = parseYesNo(this.inputs[name]?.trim());
    if (answer === 'invalid') return this.fail(name, ERRORS.yesNo) ?? false;
    if (answer) this.typed = true;
    return answer ?? false;
  }

  /** Reports a message of the tool's own at a field (a payment before the due date, …). */
  reject(name: string, key: string): void {
    this.fail(name, key);
  }

  /** Whether to answer: nothing typed → empty; a bad field → invalid; else go on. */
  get verdict(): 'empty' | 'invalid' | 'ok' {
    if (!this.typed) return 'empty';
    return Object.keys(this.errors).length > 0 ? 'invalid' : 'ok';
  }
}

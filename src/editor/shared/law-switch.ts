// Writing a text that switches on a day (`{{until KEY [passed]}}…{{from}}…{{end}}`, src/shared/law/switches.ts): the
// words to offer and what may follow `{{until `. The language server and the browser's form editor both complete
// from here, so they offer the same things in the same words.

/** The words that open, switch and close a block of text that changes on a day. */
export const SWITCH_WORDS = {
  until: 'text shown until a day or a date rule: `{{until KEY}}…{{from}}…{{end}}`',
  from: 'the text shown from the day of the `{{until …}}` before it',
  end: 'closes the switch',
} as const;

export type SwitchWord = keyof typeof SWITCH_WORDS;

/** What a chosen word writes after `{{`: `until ` waits for its key; `from` and `end` are whole, closed with `closing`. */
export function switchWordText(word: SwitchWord, closing: string): string {
  return word === 'until' ? 'until ' : `${word}${closing}`;
}

/**
 * The key of `{{until ` being written just before the caret: where the word at the caret starts, that word, and the
 * words already written after `until`. Undefined anywhere else (outside braces, or once they are closed).
 */
export function switchKeyBeingTyped(text: string, caret: number): { start: number; query: string; typed: string[] } | undefined {
  const before = text.slice(0, caret);
  const open = before.lastIndexOf('{{');
  if (open < 0 || before.slice(open).includes('}')) return undefined;
  const words = /^\s*until\s+((?:\S+\s+)*)(\S*)$/.exec(before.slice(open + 2));
  if (!words) return undefined;
  return { start: caret - words[2].length, query: words[2], typed: words[1].split(/\s+/).filter(Boolean) };
}

/** One thing that may be written after `{{until `. */
export interface SwitchKeyChoice {
  value: string;
  detail: string;
  kind: 'day' | 'rule' | 'keyword';
}

/**
 * After `{{until `: the register's day and every date rule (a switch keys on a day, never on an amount); after the
 * key, `passed` (switch the day after the date); nothing after that.
 */
export function switchKeyChoices(dateRules: readonly { id: string; label: string }[], day: string, typed: readonly string[]): SwitchKeyChoice[] {
  if (typed.length === 1) return [{ value: 'passed', detail: 'switch the day after the date', kind: 'keyword' }];
  if (typed.length > 1) return [];
  return [
    { value: day, detail: "the register's day (today)", kind: 'day' },
    ...dateRules.map((rule) => ({ value: rule.id, detail: rule.label, kind: 'rule' as const })),
  ];
}

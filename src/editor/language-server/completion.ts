// Completion inside `{{…}}`: after the braces (or while an id is being typed), every rule id with what it shows today;
// after an id and a space, the words that ask for something else. Each rule is described in the words of the
// generated snippet file (`lawSnippets`), so both completions in VS Code say the same thing.
import { CompletionItemKind, MarkupKind, type CompletionItem, type Position, type Range } from 'vscode-languageserver/node';
import { lawSnippets } from '../../shared/law/figures.js';
import { referenceBeingTyped } from '../shared/law-figure.js';
import { SWITCH_WORDS, switchKeyBeingTyped, switchKeyChoices, switchWordText, type SwitchKeyChoice, type SwitchWord } from '../shared/law-switch.js';
import type { LawRegister } from './site-register.js';

/** The words after a rule id, as docs/content.md, "Quote the law", explains them. */
const MODIFIERS: Record<string, string> = {
  previous: 'the value before the one in force ("moved from … to …")',
  at: 'the value in force on a day: `at YYYY-MM-DD` (history, worked examples)',
  since: 'the day the value in force began to apply',
  past: 'a date, in a sentence that knows it has passed (no passed-deadline warning)',
  full: 'every digit of an amount: AED 3,000,000 instead of AED 3 million',
};
/** `previous` and `at` cannot go together (`parseReference` refuses it), so one typed hides the other. */
const EXCLUDES: Record<string, string> = { previous: 'at', at: 'previous' };
const ID_CHARACTER = /^[a-z0-9-]*/;

/** Completions at `position`, given the text of its line; none when the caret is not inside a reference being written. */
export function completionsAt(lineText: string, position: Position, register: LawRegister): CompletionItem[] {
  const caret = position.character;
  const range = (start: number, end = caret): Range => ({ start: { line: position.line, character: start }, end: { line: position.line, character: end } });
  const typing = referenceBeingTyped(lineText, caret);
  if (typing) {
    // The id is replaced whole, also where the caret is in the middle of one; braces are closed unless they already are.
    const after = lineText.slice(caret);
    const restOfId = ID_CHARACTER.exec(after)![0].length;
    const closed = /^\s|^\}\}/.test(after.slice(restOfId));
    return ruleItems(register, range(typing.start + 2, caret + restOfId), closed ? '' : '}}');
  }
  const key = switchKeyBeingTyped(lineText, caret);
  if (key) return switchKeyItems(register, key.typed, range(key.start));
  const before = lineText.slice(0, caret);
  const open = before.lastIndexOf('{{');
  if (open < 0) return [];
  const words = /^\s*([a-z0-9][a-z0-9-]*)\s+((?:\S+\s+)*)(\S*)$/.exec(before.slice(open + 2));
  if (!words || words[1] === 'literal' || before.slice(open).includes('}')) return [];
  const typed = words[2].split(/\s+/).filter(Boolean);
  const replace = range(caret - words[3].length);
  if (typed.at(-1) === 'at')
    return [{ label: register.day, kind: CompletionItemKind.Value, detail: "the register's day (today)", textEdit: { range: replace, newText: register.day } }];
  return Object.entries(MODIFIERS)
    .filter(([word]) => !typed.includes(word) && !typed.includes(EXCLUDES[word]))
    .map(([word, explanation]) => ({
      label: word,
      kind: CompletionItemKind.Keyword,
      detail: explanation,
      textEdit: { range: replace, newText: word === 'at' ? `at ${register.day}` : word },
    }));
}

const KINDS: Record<SwitchKeyChoice['kind'], CompletionItemKind> = {
  day: CompletionItemKind.Value,
  rule: CompletionItemKind.Constant,
  keyword: CompletionItemKind.Keyword,
};

/** After `{{until `: the date rules and today's day; after the key, `passed` (switch the day after a deadline). */
function switchKeyItems(register: LawRegister, typed: string[], replace: Range): CompletionItem[] {
  const dates = [...register.rules.values()].filter((rule) => rule.unit === 'date');
  return switchKeyChoices(dates, register.day, typed).map((choice) => ({
    label: choice.value,
    kind: KINDS[choice.kind],
    detail: choice.detail,
    textEdit: { range: replace, newText: choice.value },
  }));
}

function ruleItems(register: LawRegister, replace: Range, closing: string): CompletionItem[] {
  const snippets = lawSnippets([...register.figures.values()]);
  const keywords = Object.entries(SWITCH_WORDS).map(([word, detail]) => ({
    label: word,
    kind: CompletionItemKind.Keyword,
    detail,
    sortText: `~${word}`,
    textEdit: { range: replace, newText: switchWordText(word as SwitchWord, closing) },
  }));
  return [
    ...[...register.figures.values()].map((figure, order) => ({
      label: figure.id,
      kind: CompletionItemKind.Constant,
      labelDetails: { description: figure.shown || 'no longer applies' },
      detail: figure.label,
      documentation: { kind: MarkupKind.Markdown, value: [snippets[figure.id].description, figure.labelAr].filter(Boolean).join('\n\n') },
      filterText: figure.id,
      sortText: String(order).padStart(5, '0'),
      textEdit: { range: replace, newText: `${figure.id}${closing}` },
    })),
    ...keywords,
  ];
}

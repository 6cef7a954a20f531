// What the form editor offers under a text field as a person writes `{{`: the rules to quote and the words of a text
// that switches on a day, and after `{{until ` the days it may switch on. The same choices as the language server
// (src/editor/language-server/completion.ts), from the same modules.
import { matchFigures, referenceBeingTyped, type LawFigure } from './law-figure.js';
import { SWITCH_WORDS, switchKeyBeingTyped, switchKeyChoices, switchWordText, type SwitchWord } from './law-switch.js';

/** One choice: what it shows (a figure's value, its words, its code) and what it writes over `start`…caret. */
export interface LawSuggestion {
  key: string;
  shown: string;
  label: string;
  code: string;
  insert: string;
}

/** The choices at `caret` in `text`, each to write from `start` to the caret; undefined when none apply. */
export function lawSuggestionsAt(
  text: string,
  caret: number,
  figures: readonly LawFigure[],
  day: string,
  shown: number,
): { start: number; options: LawSuggestion[] } | undefined {
  const reference = referenceBeingTyped(text, caret);
  if (reference) {
    // The braces are closed for the person, unless they already are.
    const closing = text.slice(caret).startsWith('}}') ? '' : '}}';
    const rules = matchFigures([...figures], reference.query)
      .slice(0, shown)
      .map((figure) => ({
        key: figure.id,
        shown: figure.shown || 'no longer applies',
        label: figure.label,
        code: `{{${figure.id}}}`,
        insert: `{{${figure.id}${closing}`,
      }));
    const words = (Object.keys(SWITCH_WORDS) as SwitchWord[])
      .filter((word) => word.startsWith(reference.query))
      .map((word) => ({
        key: word,
        shown: word,
        label: SWITCH_WORDS[word],
        code: `{{${switchWordText(word, '}}')}`,
        insert: `{{${switchWordText(word, closing)}`,
      }));
    // A word being typed ("{{un") comes first; otherwise the rules do, as the person most often quotes one.
    const options = reference.query && words.length > 0 ? [...words, ...rules] : [...rules, ...words];
    return options.length > 0 ? { start: reference.start, options } : undefined;
  }
  const key = switchKeyBeingTyped(text, caret);
  if (!key) return undefined;
  const dates = figures.filter((figure) => figure.isDate).map((figure) => ({ id: figure.id, label: figure.label }));
  const options = switchKeyChoices(dates, day, key.typed)
    .filter((choice) => choice.value.startsWith(key.query) || choice.detail.toLowerCase().includes(key.query.toLowerCase()))
    .slice(0, shown)
    .map((choice) => ({
      key: choice.value,
      shown: choice.kind === 'rule' ? (figures.find((figure) => figure.id === choice.value)?.shown ?? '') : choice.value,
      label: choice.detail,
      code: choice.value,
      insert: choice.value,
    }));
  return options.length > 0 ? { start: key.start, options } : undefined;
}

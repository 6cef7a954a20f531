// Finds register values written out by hand ("AED 375,000" on a page that cites Cabinet Decision No. 116 of 2022)
// and names the reference to write instead. Only values set by an instrument the page cites are looked for, so
// "AED 375,000" is the corporate tax band on a corporate tax page and the VAT threshold on a VAT page.
import { literalPattern } from '../../../shared/law/literals.js';
import { valueOn, type IsoDay, type Rule } from '../../../shared/law/register.js';
import { registryKey } from './instrument-mentions.js';

export interface LiteralCopy {
  index: number;
  key: string;
  /** The words as written. */
  text: string;
  /** The references that would write the same words, e.g. `{{ct-zero-band}}`. */
  candidates: string[];
  /** The one reference to write instead, when the copy is of a value in force and no other rule has the same one. */
  fix?: string;
}

interface Searched {
  instrument: string;
  pattern: RegExp;
  reference: string;
  /** For the value in force: the reference that writes the copy's own words back (`past` for a date gone by, `full` for every digit). */
  fix?: (copy: string) => string;
}

/** One pattern per value of every rule, made once per register and day. */
const cache = new WeakMap<Map<string, Rule>, { day: IsoDay; searched: Searched[] }>();

function searchedValues(rules: Map<string, Rule>, day: IsoDay): Searched[] {
  const cached = cache.get(rules);
  if (cached?.day === day) return cached.searched;
  const searched: Searched[] = [];
  for (const rule of rules.values()) {
    const current = valueOn(rule, day);
    rule.values.forEach((entry, index) => {
      if (entry.value === null) return;
      const pattern = literalPattern(rule, entry.value);
      if (!pattern) return;
      // The value in force is quoted plainly; an older one by the date it applied on.
      const reference =
        current?.index === index ? `{{${rule.id}}}` : current && index === current.index - 1 ? `{{${rule.id} previous}}` : `{{${rule.id} at ${entry.from ?? 'YYYY-MM-DD'}}}`;
      const fix =
        current?.index === index
          ? (copy: string) => {
              const words = [rule.id];
              // Texts were last reviewed before today: a date already gone by was written as such.
              if (rule.unit === 'date' && String(entry.value) < day) words.push('past');
              if (typeof entry.value === 'number' && entry.value >= 1e6 && /\d[,٬]\d{3}[,٬]\d{3}/.test(copy)) words.push('full');
              return `{{${words.join(' ')}}}`;
            }
          : undefined;
      searched.push({ instrument: registryKey(entry.instrument), pattern, reference, fix });
    });
  }
  cache.set(rules, { day, searched });
  return searched;
}

/** References are not copies: they are blanked out (same length, so positions hold) before searching. */
function withoutReferences(text: string): string {
  return text.includes('{{') ? text.replace(/\{\{[^{}\n]*\}\}/g, (reference) => ' '.repeat(reference.length)) : text;
}

/** A finder for `locateInYaml`/`locateInMarkdown`: copies of the values set by the `cited` instruments (registry keys). */
export function literalCopies(rules: Map<string, Rule>, cited: Set<string>, day: IsoDay): (text: string) => LiteralCopy[] {
  const relevant = searchedValues(rules, day).filter((entry) => cited.has(entry.instrument));
  return (original) => {
    if (relevant.length === 0) return [];
    const text = withoutReferences(original);
    const byPosition = new Map<number, LiteralCopy>();
    const fixes = new Map<number, Searched['fix']>();
    for (const { pattern, reference, fix } of relevant) {
      for (const match of text.matchAll(pattern)) {
        const copy = byPosition.get(match.index) ?? { index: match.index, key: '', text: match[0], candidates: [] };
        if (match[0].length > copy.text.length) copy.text = match[0];
        if (!copy.candidates.includes(reference)) copy.candidates.push(reference);
        byPosition.set(match.index, copy);
        fixes.set(match.index, copy.candidates.length === 1 ? fix : undefined);
      }
    }
    for (const copy of byPosition.values()) {
      const fix = fixes.get(copy.index);
      if (fix) copy.fix = fix(copy.text);
    }
    return [...byPosition.values()].sort((a, b) => a.index - b.index).map((copy) => ({ ...copy, key: `${copy.text}→${copy.candidates.join('|')}` }));
  };
}

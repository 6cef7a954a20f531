// Finds register values written out by hand ("AED 375,000" on a page that cites Cabinet Decision No. 116 of 2022)
// and names the reference to write instead. Only values set by an instrument the page cites are looked for, so
// "AED 375,000" is the corporate tax band on a corporate tax page and the VAT threshold on a VAT page.
import { findValueCopies, type SoughtValue } from '../../shared/law/literals.js';
import { valueOn, type IsoDay, type Rule } from '../../shared/law/register.js';
import { registryKey } from './instrument-mentions.js';
import { MEMOS_OFF, rememberByText } from '../../shared/remember-by-text.js';

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

interface Meaning {
  instrument: string;
  reference: string;
  /** For the value in force: the reference that writes the copy's own words back (`past` for a date gone by, `full` for every digit). */
  fix?: (copy: string) => string;
}

/** What to look for: every value of every rule, with the reference that quotes it on `day`. */
function soughtValues(rules: Map<string, Rule>, day: IsoDay): SoughtValue<Meaning>[] {
  const sought: SoughtValue<Meaning>[] = [];
  for (const rule of rules.values()) {
    const current = valueOn(rule, day);
    rule.values.forEach((entry, index) => {
      if (entry.value === null) return;
      // The value in force is quoted plainly; an older one by the date it applied on.
      const isCurrent = current?.index === index;
      const reference = isCurrent
        ? `{{${rule.id}}}`
        : current && index === current.index - 1
          ? `{{${rule.id} previous}}`
          : `{{${rule.id} at ${entry.from ?? 'YYYY-MM-DD'}}}`;
      const fix = isCurrent
        ? (copy: string) => {
            const words = [rule.id];
            // Texts were last reviewed before today: a date already gone by was written as such.
            if (rule.unit === 'date' && String(entry.value) < day) words.push('past');
            // Two thousands separators: an amount of a million or more with every digit, as `full` writes it.
            if (/\d[,٬]\d{3}[,٬]\d{3}/.test(copy)) words.push('full');
            return `{{${words.join(' ')}}}`;
          }
        : undefined;
      sought.push({ rule, value: entry.value, meaning: { instrument: registryKey(entry.instrument), reference, fix } });
    });
  }
  return sought;
}

/** References are not copies: they are blanked out (same length, so positions hold) before searching. */
function withoutReferences(text: string): string {
  return text.replace(/\{\{[^{}\n]*\}\}/g, (reference) => ' '.repeat(reference.length));
}

/** Every copy of any register value in a text, with every rule value it could be (sorted out by `asCited`). */
export interface ValueFound {
  index: number;
  key: string;
  text: string;
  meanings: Meaning[];
}

/** A finder for `locateInYaml`/`locateInMarkdown`: copies of any register value, whichever instrument set it. */
export function valueCopies(rules: Map<string, Rule>, day: IsoDay): (text: string) => readonly ValueFound[] {
  // Each validation parses a new register; one with the same rules and day finds the same copies in the same text.
  // Stryker disable next-line all: equivalent — the memo's key; mutation runs have the memo off (SITE_NO_MEMO=1)
  const signature = `${day} ${JSON.stringify([...rules.values()])}`;
  // Stryker disable next-line ConditionalExpression: equivalent — a remembered finder is the one made again below
  const remembered = MEMOS_OFF ? undefined : finders.get(signature);
  if (remembered) return remembered;
  const sought = soughtValues(rules, day);
  const finder = rememberByText((original) => findValueCopies(withoutReferences(original), sought).map((copy) => ({ ...copy, key: `copy:${copy.text}` })));
  // Stryker disable next-line all: equivalent — the memo; mutation runs have it off
  finders.clear();
  // Stryker disable next-line all: equivalent — the memo; mutation runs have it off
  finders.set(signature, finder);
  return finder;
}

/** The finder of the register validated last. */
const finders = new Map<string, (text: string) => readonly ValueFound[]>();

/** The copy as the page sees it: only values set by the `cited` instruments (registry keys) count; undefined if none. */
export function asCited(copy: ValueFound, cited: Set<string>): LiteralCopy | undefined {
  const meanings = copy.meanings.filter((meaning) => cited.has(meaning.instrument));
  if (meanings.length === 0) return undefined;
  const candidates = [...new Set(meanings.map((meaning) => meaning.reference))];
  const fix = candidates.length === 1 ? meanings[0].fix?.(copy.text) : undefined;
  return { index: copy.index, text: copy.text, candidates, key: copy.key, ...(fix ? { fix } : {}) };
}

// What the form editor offers under a field as a person writes `{{`: the rules, the words of a text that switches on
// a day, and after `{{until ` the days it may switch on — the choices the language server offers, from one module.
import { describe, expect, it } from 'vitest';
import { lawSuggestionsAt } from '../../../src/editor/shared/law-suggestions.js';
import type { LawFigure } from '../../../src/shared/law/figures.js';

const figure = (id: string, label: string, shown: string, isDate: boolean): LawFigure => ({
  id,
  label,
  labelAr: '',
  shown,
  shownAr: '',
  since: '',
  instrument: 'Decision',
  isDate,
});
const FIGURES = [
  figure('zero-band', 'Corporate tax 0% band', 'AED 375,000', false),
  figure('relief-end', 'Small Business Relief ends', '31 December 2026', true),
];
const DAY = '2026-11-30';

/** What the person sees in the list, and what choosing each writes in place of the text from `start` to the caret. */
function offered(text: string) {
  const suggestions = lawSuggestionsAt(text, text.length, FIGURES, DAY, 6);
  return suggestions && { start: suggestions.start, inserts: suggestions.options.map((option) => option.insert) };
}

describe('law suggestions in the form editor', () => {
  it('after `{{` offers every rule, then the words that open, switch and close a switching text', () => {
    expect(offered('Up to {{')).toEqual({ start: 6, inserts: ['{{zero-band}}', '{{relief-end}}', '{{until ', '{{from}}', '{{end}}'] });
  });

  it('puts a switch word being typed first, and leaves braces already closed alone', () => {
    expect(offered('Claim {{un')).toEqual({ start: 6, inserts: ['{{until '] });
    expect(offered('{{e')?.inserts).toEqual(['{{end}}', '{{zero-band}}', '{{relief-end}}']);
    expect(lawSuggestionsAt('x {{e}} y', 5, FIGURES, DAY, 6)?.options[0].insert).toBe('{{end');
  });

  it('after `{{until ` offers the register’s day and the date rules, never an amount; after the key, `passed`', () => {
    expect(offered('{{until ')).toEqual({ start: 8, inserts: [DAY, 'relief-end'] });
    expect(offered('{{until rel')).toEqual({ start: 8, inserts: ['relief-end'] });
    expect(offered('{{until relief-end ')?.inserts).toEqual(['passed']);
    expect(offered('{{until relief-end passed ')).toBeUndefined();
    expect(offered('{{until relief-end}} ')).toBeUndefined();
  });

  it('offers nothing outside braces', () => {
    expect(offered('Until the end of 2026')).toBeUndefined();
  });
});

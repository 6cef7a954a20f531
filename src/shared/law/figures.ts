// The law register as people pick from it: each rule with the words a page would show today, in English and Arabic,
// so a person chooses a figure by what it says and gets its reference (the form editor's completion and panel, the
// code editor's snippets); and markdown previews that read as the page will.
import { formatDay, formatRuleValue } from './format.js';
import { quoteRules } from './references.js';
import { registerOf, valueOn, type IsoDay, type Rule } from './register.js';

/** One rule as a person picks it: what it is, and what a page quoting it shows today. */
export interface LawFigure {
  id: string;
  label: string;
  labelAr: string;
  /** The value in force, as an English page shows it ("AED 375,000"); empty once the rule no longer applies. */
  shown: string;
  shownAr: string;
  /** The day the value in force began to apply, written out. */
  since: string;
  instrument: string;
  isDate: boolean;
}

interface LawSection {
  rules?: Rule[];
}

const EN = { code: 'en', digits: 'latn' } as const;
const AR = { code: 'ar', digits: 'latn' } as const;

function rulesOf(law: unknown): Rule[] {
  const rules = (law as LawSection | undefined)?.rules;
  return Array.isArray(rules) ? rules.filter((rule) => rule && typeof rule.id === 'string' && Array.isArray(rule.values)) : [];
}

/** Every rule with its value in force on `day`, as each edition writes it; `arabicLaw` is site.yaml's `ar.law`. */
export function lawFigures(law: unknown, arabicLaw: unknown, day: IsoDay): LawFigure[] {
  // Stryker disable next-line ArrayDeclaration: equivalent — an entry of any other list has no `label`, read as '' all the same
  const arabicRules = (arabicLaw as { rules?: { label?: string }[] } | undefined)?.rules ?? [];
  return rulesOf(law).map((rule, index) => {
    const current = valueOn(rule, day);
    const value = current?.value;
    const shown = (edition: typeof EN | typeof AR) => (value === null || value === undefined ? '' : formatRuleValue(rule, value, edition));
    return {
      id: rule.id,
      label: rule.label,
      labelAr: arabicRules[index]?.label ?? '',
      shown: shown(EN),
      shownAr: shown(AR),
      since: current?.from ? formatDay(current.from, EN) : '',
      instrument: current?.instrument ?? '',
      isDate: rule.unit === 'date',
    };
  });
}

/** Markdown as the page will read it: references written out in English (the preview's language). */
export function quotedForPreview(text: string, law: unknown, day: IsoDay): string {
  return quoteRules(text, registerOf(rulesOf(law)), day, EN);
}

/** Snippets for code editors (VS Code's format): `{{id}}` completed from its id or its words, described by what it shows. */
export function lawSnippets(figures: LawFigure[]): Record<string, { scope: string; prefix: string[]; body: string; description: string }> {
  return Object.fromEntries(
    figures.map((figure) => [
      figure.id,
      {
        scope: 'yaml,markdown',
        prefix: [`{{${figure.id}`, figure.id],
        body: `{{${figure.id}}}`,
        description: `${figure.shown || 'no longer applies'} (${figure.shownAr}) — ${figure.label}; ${figure.instrument}${figure.since ? `, since ${figure.since}` : ''}`,
      },
    ]),
  );
}

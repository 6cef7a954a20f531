// What the editor shows of the law register: each rule with the words a page would show today, in English and
// Arabic, so a person picks a figure by what it says and the form inserts its reference; and markdown previews that
// read as the page will.
import { formatDay, formatRuleValue } from '../../shared/law/format.js';
import { quoteRules } from '../../shared/law/references.js';
import { registerOf, valueOn, type IsoDay, type Rule } from '../../shared/law/register.js';
import type { LawFigure } from '../shared/law-figure.js';

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
  const arabicLabels = rulesOf(arabicLaw).map((rule) => (rule as Partial<Rule>).label);
  const arabicRules = (arabicLaw as { rules?: { label?: string }[] } | undefined)?.rules ?? [];
  return rulesOf(law).map((rule, index) => {
    const current = valueOn(rule, day);
    const value = current?.value;
    const shown = (edition: typeof EN | typeof AR) => (value === null || value === undefined ? '' : formatRuleValue(rule, value, edition));
    return {
      id: rule.id,
      label: rule.label,
      labelAr: arabicRules[index]?.label ?? arabicLabels[index] ?? '',
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

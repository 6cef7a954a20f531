// What a reference stands for, shown where it is written: the rule's words in both languages, what each edition of
// the page shows for this reference today, the instrument and date behind that value, and the rule's other values.
// Every figure is written by the functions the build writes pages with, so the hover cannot disagree with the page.
import { unknownRuleMessage } from '../../build/law/rule-checks.js';
import { formatDay, formatRuleValue } from '../../shared/law/format.js';
import { referencedValue, referenceText, type FoundReference, type Reference } from '../../shared/law/references.js';
import { valueOn, type DatedValue, type Rule } from '../../shared/law/register.js';
import { switchDay } from '../../shared/law/switches.js';
import type { LawRegister } from './site-register.js';

type RuleReference = Extract<Reference, { kind: 'rule' }>;

/** Markdown for the reference under the caret. */
export function hoverMarkdown(found: FoundReference, register: LawRegister): string {
  const { reference } = found;
  if (reference.kind === 'literal')
    return [
      `**Literal**: \`${reference.text}\` is written on the page as it is.`,
      "A figure that is not the register's (an example, a different penalty): the build leaves it alone and the validator does not take it for a hand-made copy of a rule's value.",
    ].join('\n\n');
  if (reference.kind === 'invalid') return `\`${found.raw}\` ${reference.reason}.`;
  if (reference.kind === 'switch') return switchHover(reference, register);
  const rule = register.rules.get(reference.id);
  if (!rule) return unknownRuleMessage(found.raw, reference.id, [...register.rules.keys()]);
  return [heading(rule, register), shownToday(found, reference, rule, register), ...history(rule, register)].join('\n\n');
}

/** A switching block's marker: the day it switches and which branch pages show on the register's day. */
function switchHover(marker: Extract<Reference, { kind: 'switch' }>, register: LawRegister): string {
  const about = '**Switch**: the text between `{{until …}}` and `{{from}}` is shown until the day, the text after `{{from}}` from it, up to `{{end}}`.';
  if (marker.part !== 'until') return about;
  const on = switchDay(marker.key, marker.passed, register.rules, register.day);
  if ('error' in on) return `${about}\n\nThis one switches on no day: ${on.error}.`;
  const english = register.editions[0];
  const shown = register.day < on.day ? 'the `until` text' : 'the `from` text';
  return `${about}\n\nThis one switches on ${formatDay(on.day, english)}; on ${formatDay(register.day, english)} pages show ${shown}.`;
}

function heading(rule: Rule, register: LawRegister): string {
  const labelAr = register.figures.get(rule.id)?.labelAr;
  return [`**${rule.id}** — ${rule.label}`, labelAr].filter(Boolean).join('  \n');
}

/** What each edition writes for this reference on the register's day, and the dated value it comes from. */
function shownToday(found: FoundReference, reference: RuleReference, rule: Rule, register: LawRegister): string {
  const english = register.editions[0];
  const resolved = referencedValue(reference, rule, register.day);
  const today = formatDay(register.day, english);
  if ('error' in resolved) return `\`${found.raw}\` shows nothing on ${today}: ${resolved.error}.`;
  const editions = register.editions.map((edition) => `- ${edition.label}: ${referenceText(reference, register.rules, register.day, edition)}`);
  const { value } = resolved;
  const from = value.from ? `applies from ${formatDay(value.from, english)}` : 'applies from the day that instrument took effect';
  return [`\`${found.raw}\` shows, on ${today}:`, ...editions, '', `Set by ${value.instrument}; ${from}.`].join('\n');
}

/** The rule's values other than the one in force: the earlier ones, and any already decided for a later day. */
function history(rule: Rule, register: LawRegister): string[] {
  const english = register.editions[0];
  const current = valueOn(rule, register.day)?.index ?? -1;
  const line = (index: number) => {
    const entry = rule.values[index];
    const value: DatedValue['value'] = entry.value;
    const shown = value === null ? 'no longer applies' : formatRuleValue(rule, value, english);
    const from = entry.from ? `from ${formatDay(entry.from, english)}` : 'from the start';
    return `- ${shown} — ${from}, ${entry.instrument}`;
  };
  const indices = rule.values.map((_, index) => index);
  const earlier = indices.filter((index) => index < current).map(line);
  const later = indices.filter((index) => index > current).map(line);
  return [
    earlier.length > 0 ? ['Earlier values:', ...earlier].join('\n') : 'No earlier values.',
    ...(later.length > 0 ? [['Later values, already decided:', ...later].join('\n')] : []),
  ];
}

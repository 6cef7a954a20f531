// Text quotes the law register instead of copying it: `{{ct-zero-band}}` is written as the value in force on the
// build date ("AED 375,000" / "375,000 درهم"). Words after the id ask for something else:
//   {{einvoicing-asp-deadline-large previous}}   the value before the one in force ("moved from 31 July 2026 …")
//   {{late-payment-cap at 2026-04-13}}            the value in force on that date
//   {{late-payment-annual-rate since}}            the date the value in force applies from
//   {{einvoicing-asp-deadline-large past}}        a date the sentence knows has passed (no passed-deadline warning)
//   {{sbr-revenue-limit full}}                    every digit of an amount ("AED 3,000,000")
//   {{literal AED 375,000}}                       a figure written on purpose as it is, not from the register
// and a text can switch on a day: `{{until KEY}}…{{from}}…{{end}}` (switches.ts).
// One parser serves the build (which writes the values), the validator (which reports what is wrong) and the editor.

import { formatDay, formatRuleValue } from './format.js';
import { isIsoDay, previousValue, valueOn, type DatedValue, type IsoDay, type Rule } from './register.js';
import type { SiteLocale } from '../locales.js';
import type { FoundReference, Reference } from './reference-types.js';
import { lastSwitchOn, parseSwitchMarker, resolveSwitches, withBranches } from './switches.js';

export type { Branch, FoundReference, Reference } from './reference-types.js';

/** `{{ … }}` on one line; the inside is parsed by `parseReference`. */
const REFERENCE = /\{\{([^{}\n]*)\}\}/g;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FLAGS = new Set(['previous', 'since', 'past', 'full']);

export function parseReference(inside: string): Reference {
  // Stryker disable next-line MethodExpression,Regex: equivalent — filter(Boolean) drops the empty words that an untrimmed text or a split on single spaces leaves
  const words = inside.trim().split(/\s+/).filter(Boolean);
  if (words[0] === 'literal') return { kind: 'literal', text: inside.trim().slice('literal'.length).trim() };
  const marker = parseSwitchMarker(words);
  if (marker) return marker;
  const [id, ...options] = words;
  if (!id) return { kind: 'invalid', reason: 'is empty: write a rule id between the braces, e.g. `{{vat-rate}}`' };
  const reference: Extract<Reference, { kind: 'rule' }> = { kind: 'rule', id, previous: false, since: false, past: false, full: false };
  for (let index = 0; index < options.length; index++) {
    const option = options[index];
    // Stryker disable next-line StringLiteral: equivalent — any text that is not a date fails DAY as '' does
    if (option === 'at' && DAY.test(options[index + 1] ?? '')) reference.at = options[++index];
    else if (FLAGS.has(option)) reference[option as 'previous' | 'since' | 'past' | 'full'] = true;
    else
      return {
        kind: 'invalid',
        reason: `has an unknown word \`${option}\` after the rule id: use \`previous\`, \`since\`, \`past\`, \`full\` or \`at YYYY-MM-DD\``,
      };
  }
  if (reference.previous && reference.at) return { kind: 'invalid', reason: 'asks for both `previous` and `at`: use one' };
  return reference;
}

/** Every `{{…}}` of a text, a switching block's markers checked and the references inside them given their branch. */
export function findReferences(text: string): FoundReference[] {
  // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent — a fast path; without `{{` the expression finds nothing either
  if (!text.includes('{{')) return [];
  return withBranches(
    [...text.matchAll(REFERENCE)].map((match) => ({
      index: match.index,
      length: match[0].length,
      raw: match[0],
      reference: parseReference(match[1]),
    })),
  );
}

/** `text` with its switching blocks written as they read on `day`. */
export function textOnDay(text: string, rules: Map<string, Rule>, day: IsoDay): string {
  if (!text.includes('{{')) return text;
  return resolveSwitches(text, findReferences(text), rules, day);
}

/** The newest day on or before `day` on which one of these texts switched; undefined when none has. */
export function lastSwitchIn(texts: readonly string[], rules: Map<string, Rule>, day: IsoDay): IsoDay | undefined {
  let latest: IsoDay | undefined;
  for (const text of texts) {
    const on = text.includes('{{') ? lastSwitchOn(findReferences(text), rules, day) : undefined;
    if (on && (!latest || on > latest)) latest = on;
  }
  return latest;
}

/** What a rule reference stands for on `day`: the dated value it names, or why it names none. */
export function referencedValue(
  reference: Extract<Reference, { kind: 'rule' }>,
  rule: Rule,
  day: IsoDay,
): { value: DatedValue; shown: 'value' | 'since' } | { error: string } {
  const when = reference.at ?? day;
  const value = reference.previous ? previousValue(rule, when) : valueOn(rule, when);
  if (!value) {
    if (reference.previous) return { error: `\`${rule.id}\` has had no other value before the one in force on ${when}` };
    // A rule whose values are missing or malformed is reported by the schema check; here it only quotes nothing.
    const first = Array.isArray(rule.values) ? rule.values[0] : undefined;
    if (!first) return { error: `\`${rule.id}\` has no values` };
    return { error: `\`${rule.id}\` has no value on ${when}: its first value applies from ${first.from}` };
  }
  if (reference.since) {
    if (!value.from) return { error: `\`${rule.id}\`'s value in force on ${when} has no \`from\` date to show` };
    return { value, shown: 'since' };
  }
  // A first value of `null` has no date (the register's own check refuses it): say only that nothing applies.
  const stopped = value.from ? ` (it stopped on ${value.from})` : '';
  if (value.value === null) return { error: `\`${rule.id}\` no longer applies on ${when}${stopped}: quote it \`at\` an earlier date` };
  return { value, shown: 'value' };
}

/** The words a reference is written as in `edition` on `day`; undefined when it names nothing (the validator says why). */
export function referenceText(found: Reference, rules: Map<string, Rule>, day: IsoDay, edition: Pick<SiteLocale, 'code' | 'digits'>): string | undefined {
  if (found.kind === 'literal') return found.text;
  // Stryker disable next-line ConditionalExpression: equivalent — an invalid reference has no id, so no rule is found and the result is undefined all the same
  if (found.kind !== 'rule') return undefined;
  const rule = rules.get(found.id);
  if (!rule) return undefined;
  const resolved = referencedValue(found, rule, day);
  if ('error' in resolved) return undefined;
  // A date the register misspells is reported at its own line (register-checks.ts); here it is not written out.
  if (resolved.shown === 'since') return isIsoDay(resolved.value.from) ? formatDay(resolved.value.from!, edition) : undefined;
  if (rule.unit === 'date' && !isIsoDay(resolved.value.value)) return undefined;
  return formatRuleValue(rule, resolved.value.value!, edition, { full: found.full });
}

/** `text` with every reference written out; one that names nothing stays as written, so it shows rather than vanishes. */
export function quoteRules(text: string, rules: Map<string, Rule>, day: IsoDay, edition: Pick<SiteLocale, 'code' | 'digits'>): string {
  // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent — a fast path; without `{{` nothing is replaced either
  if (!text.includes('{{')) return text;
  return textOnDay(text, rules, day).replace(REFERENCE, (raw, inside: string) => referenceText(parseReference(inside), rules, day, edition) ?? raw);
}

/** The instruments a text's references rest on (the value shown, or the date's), for the page's Sources. */
export function instrumentsQuoted(text: string, rules: Map<string, Rule>, day: IsoDay): string[] {
  const names: string[] = [];
  for (const { reference } of findReferences(textOnDay(text, rules, day))) {
    // Stryker disable next-line ConditionalExpression: equivalent — a literal or invalid reference has no id, so no rule is found and nothing is added
    if (reference.kind !== 'rule') continue;
    const rule = rules.get(reference.id);
    const resolved = rule && referencedValue(reference, rule, day);
    if (resolved && 'value' in resolved) names.push(resolved.value.instrument);
  }
  return names;
}

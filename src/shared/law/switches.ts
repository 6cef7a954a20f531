// Prose that switches on its date. A text says one thing until a day and another from it:
//   {{until einvoicing-go-live-large}}will issue e-invoices from {{einvoicing-go-live-large}}{{from}}have issued e-invoices since {{einvoicing-go-live-large past}}{{end}}
//   {{until vat-credit-window-end passed}}claim by {{vat-credit-window-end}}{{from}}the window closed on {{vat-credit-window-end past}}{{end}}
//   {{until 2027-07-01}}…{{from}}…{{end}}
// The key is a day or a date rule (its value in force on the site's day); `passed` moves the switch to the day after
// it, for a deadline that is still open on its own day. Either branch may be empty; blocks do not nest. The build
// writes the branch in force (quoteRules), the validator checks both (rule-checks.ts), and a page is dated by the
// newest switch it has passed (its sitemap `lastmod` and "updated" line).
import { valueOn, type IsoDay, type Rule } from './register.js';
import type { Branch, FoundReference, Reference } from './reference-types.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type SwitchMarker = Extract<Reference, { kind: 'switch' }>;

/** `{{until KEY [passed]}}`, `{{from}}`, `{{end}}` (the words after `{{`), or undefined for any other reference. */
export function parseSwitchMarker(words: string[]): Reference | undefined {
  const [first, key, ...more] = words;
  if (first === 'from' || first === 'end') {
    if (words.length === 1) return { kind: 'switch', part: first };
    return { kind: 'invalid', reason: `takes no words after \`${first}\`: write \`{{${first}}}\`` };
  }
  if (first !== 'until') return undefined;
  if (!key)
    return { kind: 'invalid', reason: 'needs a day or a date rule after `until`, e.g. `{{until 2027-01-01}}` or `{{until vat-credit-window-end passed}}`' };
  if (more.length > 1 || (more.length === 1 && more[0] !== 'passed'))
    return { kind: 'invalid', reason: `has \`${more.join(' ')}\` after \`until ${key}\`: only \`passed\` may follow the key` };
  return { kind: 'switch', part: 'until', key, passed: more.length === 1 };
}

function invalid(found: FoundReference, reason: string): FoundReference {
  return { ...found, reference: { kind: 'invalid', reason } };
}

/**
 * The references of one text with their blocks checked: a marker out of place becomes an invalid reference saying
 * why (so the validator reports it where it is), and each reference inside a block carries its branch.
 */
export function withBranches(found: FoundReference[]): FoundReference[] {
  const result: FoundReference[] = [];
  let open: { at: number; key: string; passed: boolean; side: Branch['side'] } | undefined;
  for (const item of found) {
    const { reference } = item;
    if (reference.kind !== 'switch') {
      result.push(open ? { ...item, branch: { key: open.key, passed: open.passed, side: open.side } } : item);
      continue;
    }
    if (reference.part === 'until') {
      if (open) {
        result.push(invalid(item, 'opens a switch inside another: close the first with `{{end}}` before'));
        continue;
      }
      open = { at: result.length, key: reference.key, passed: reference.passed, side: 'until' };
      result.push(item);
    } else if (!open) {
      result.push(invalid(item, `has no \`{{until …}}\` before it to ${reference.part === 'from' ? 'switch' : 'close'}`));
    } else if (reference.part === 'from') {
      if (open.side === 'from') result.push(invalid(item, 'is the second `{{from}}` of one switch: a switch has one'));
      else {
        open.side = 'from';
        result.push(item);
      }
    } else {
      open = undefined;
      result.push(item);
    }
  }
  if (open) result[open.at] = invalid(result[open.at], 'is never closed: end the switch with `{{end}}`');
  return result;
}

function dayAfter(day: IsoDay): IsoDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The day a block switches to its `from` branch, or why it has none (an unknown rule, a rule that is not a date). */
export function switchDay(key: string, passed: boolean, rules: Map<string, Rule>, day: IsoDay): { day: IsoDay } | { error: string; unknownRule?: true } {
  let date: IsoDay;
  if (DAY.test(key)) date = key;
  else {
    const rule = rules.get(key);
    if (!rule) return { error: `there is no rule \`${key}\``, unknownRule: true };
    if (rule.unit !== 'date') return { error: `\`${key}\` is not a date rule (its unit is ${rule.unit}): key a switch to a day or a date rule` };
    const value = valueOn(rule, day)?.value;
    if (typeof value !== 'string' || !DAY.test(value)) return { error: `\`${key}\` has no date in force on ${day}` };
    date = value;
  }
  return { day: passed ? dayAfter(date) : date };
}

/** Whether a reference inside `branch` is shown on `day` (one whose block has no day is not). */
export function branchShown(branch: Branch, rules: Map<string, Rule>, day: IsoDay): boolean {
  const on = switchDay(branch.key, branch.passed, rules, day);
  if ('error' in on) return false;
  return branch.side === 'from' ? day >= on.day : day < on.day;
}

/**
 * `text` with each switching block replaced by its branch in force on `day`. A text whose blocks are malformed, or
 * keyed to nothing, is returned as written: the validator refuses it, and the raw markers show rather than hide text.
 */
export function resolveSwitches(text: string, found: FoundReference[], rules: Map<string, Rule>, day: IsoDay): string {
  const markers = found.filter((item) => item.reference.kind === 'switch' || item.reference.kind === 'invalid');
  if (markers.length === 0 || markers.some((item) => item.reference.kind === 'invalid')) return text;
  let out = '';
  let cursor = 0;
  let shown = true;
  for (const { index, length, reference } of markers) {
    const marker = reference as SwitchMarker;
    if (shown) out += text.slice(cursor, index);
    cursor = index + length;
    if (marker.part === 'until') {
      const on = switchDay(marker.key, marker.passed, rules, day);
      if ('error' in on) return text;
      shown = day < on.day;
      continue;
    }
    shown = marker.part === 'from' ? !shown : true;
  }
  return out + text.slice(cursor);
}

/** The newest day on or before `day` on which one of the text's blocks switched; undefined when none has. */
export function lastSwitchOn(found: FoundReference[], rules: Map<string, Rule>, day: IsoDay): IsoDay | undefined {
  let latest: IsoDay | undefined;
  for (const { reference } of found) {
    if (reference.kind !== 'switch' || reference.part !== 'until') continue;
    const on = switchDay(reference.key, reference.passed, rules, day);
    if ('day' in on && on.day <= day && (!latest || on.day > latest)) latest = on.day;
  }
  return latest;
}

// The real register from site.yaml as a tool receives it: the tests compute with the values the site publishes, so a
// worked example that stops matching means the register or the arithmetic changed.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import type { Rule } from '../../src/shared/law/register.js';
import type { ToolLaw } from '../../src/shared/law/tools/law.js';

const rules: Rule[] = (parse(readFileSync(resolve('site.yaml'), 'utf8')) as { law: { rules: Rule[] } }).law.rules;

export function siteLaw(asOf = '2026-11-25'): ToolLaw {
  return { asOf, rules: Object.fromEntries(rules.map((rule) => [rule.id, rule])) };
}

/** The register with one rule's values replaced, for tests of a changed law. */
export function lawWith(id: string, values: Rule['values'], asOf = '2026-11-25'): ToolLaw {
  const law = siteLaw(asOf);
  return { ...law, rules: { ...law.rules, [id]: { ...law.rules[id], values } } };
}

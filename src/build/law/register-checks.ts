// The register itself checked: ids unique, values in date order, each value of its unit's type and set by an
// instrument in `law.instruments`. A register that is wrong would make every page that quotes it wrong.
import type { Rule, SiteManifest } from '../../generated/manifest-types.gen.js';
import { shorten, type Problem } from '../manifest/problem.js';
import type { SourceFile } from '../manifest/source.js';
import { closest } from '../manifest/suggest.js';
import { registryKey } from './instrument-mentions.js';
import { isIsoDay } from '../../shared/law/register.js';

export function registerProblems(manifest: SiteManifest, source: SourceFile): Problem[] {
  const problems: Problem[] = [];
  const instruments = manifest.law?.instruments ?? [];
  const known = new Set(instruments.map((instrument) => registryKey(instrument.name)));
  const names = instruments.map((instrument) => instrument.name);
  const seen = new Map<string, number>();
  (manifest.law?.rules ?? []).forEach((rule, index) => {
    const at = ['law', 'rules', index];
    const first = seen.get(rule.id);
    if (first !== undefined)
      problems.push(source.problemAt([...at, 'id'], `\`${rule.id}\` is already the id of rule ${first + 1}: give each rule its own id.`));
    else seen.set(rule.id, index);
    rule.values.forEach((entry, valueIndex) => {
      const here = [...at, 'values', valueIndex];
      const previous = rule.values[valueIndex - 1];
      if (valueIndex > 0 && !entry.from)
        problems.push(source.problemAt(here, 'needs `from:`, the date this value applies from (YYYY-MM-DD): only the first value may leave it out.'));
      if (previous?.from && entry.from && entry.from <= previous.from)
        problems.push(source.problemAt([...here, 'from'], `must come after the previous value's date (${previous.from}): list the values oldest first.`));
      const wrongType = valueProblem(rule, entry.value, valueIndex);
      if (wrongType) problems.push(source.problemAt([...here, 'value'], wrongType));
      if (!known.has(registryKey(entry.instrument))) {
        const suggestion = closest(entry.instrument, names);
        problems.push(
          source.problemAt(
            [...here, 'instrument'],
            `\`${shorten(entry.instrument)}\` is not in \`law.instruments\`${suggestion ? ` — did you mean \`${suggestion}\`?` : ': add it there with a link to its text.'}`,
          ),
        );
      }
    });
  });
  return problems;
}

function valueProblem(rule: Rule, value: unknown, index: number): string | undefined {
  if (value === null) return index === 0 ? 'cannot be `null` on the first value: `null` marks the date a rule stopped applying.' : undefined;
  if (rule.unit === 'date') {
    return isIsoDay(value) ? undefined : "must be a date written YYYY-MM-DD, because the rule's `unit` is `date`.";
  }
  if (typeof value !== 'number')
    return `must be a number (e.g. \`375000\`, \`9\`), because the rule's \`unit\` is \`${rule.unit}\`; write it without "AED", "%" or commas.`;
  return value < 0 ? 'must not be negative.' : undefined;
}

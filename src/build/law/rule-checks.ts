// Text that quotes the register, checked: every `{{…}}` names a rule with a value on the day (errors, with the
// nearest ids), no deadline that has passed is quoted as if still to come (warnings), and no value of a rule is
// copied by hand onto a page that cites the instrument that set it (warnings, with the reference to write instead).
import { rememberByText, DEFAULT_MEMO_LIMITS } from '../../shared/remember-by-text.js';
import type { SiteManifest } from '../../generated/manifest-types.gen.js';
import { findReferences, referencedValue, type FoundReference } from '../../shared/law/references.js';
import { branchShown, switchDay } from '../../shared/law/switches.js';
import { registerOf, type IsoDay, type Rule } from '../../shared/law/register.js';
import { formatDay } from '../../shared/law/format.js';
import { pageBodies, type ContentReader } from '../manifest/content-reader.js';
import { locateInMarkdown, locateInYaml, type Located } from '../manifest/locate-text.js';
import type { PathSegment, Problem } from '../manifest/problem.js';
import type { SourceFile } from '../manifest/source.js';
import { editDistance } from '../manifest/suggest.js';
import { registryKey } from './instrument-mentions.js';
import { proseOf, siteWideTexts } from './law-checks.js';
import { asCited, valueCopies, type LiteralCopy, type ValueFound } from './literal-copies.js';

export interface RuleFindings {
  problems: Problem[];
  warnings: Problem[];
}

type FoundRef = FoundReference & { key: string };

const findRefs: (text: string) => readonly FoundRef[] = rememberByText((text) => findReferences(text).map((found) => ({ ...found, key: found.raw })), {
  ...DEFAULT_MEMO_LIMITS,
  lasting: 'register-references',
});
const ENGLISH = { code: 'en', digits: 'latn' } as const;

/** Up to three rule ids closest to a mistyped one, nearest first. */
export function nearestIds(id: string, ids: string[]): string[] {
  return ids
    .map((candidate) => ({ candidate, distance: editDistance(id, candidate) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 3)
    .map((entry) => entry.candidate);
}

/** What is said of `{{…}}` naming no rule: the validator's error, and the language server's diagnostic and hover. */
export function unknownRuleMessage(raw: string, id: string, ids: string[]): string {
  const near = nearestIds(id, ids).map((candidate) => `\`${candidate}\``);
  return `\`${raw}\`: there is no rule \`${id}\` in \`law.rules\`. Nearest ids: ${near.join(', ')}.`;
}

function referenceFindings(located: Located<FoundRef>[], rules: Map<string, Rule>, day: IsoDay, findings: RuleFindings): string[] {
  // Stryker disable next-line ArrayDeclaration: equivalent — a stray entry names no instrument a copy could be set by
  const instruments: string[] = [];
  for (const found of located) {
    const { reference } = found;
    if (reference.kind === 'literal') continue;
    if (reference.kind === 'invalid') {
      findings.problems.push(found.problem(`\`${found.raw}\` ${reference.reason}.`));
      continue;
    }
    if (reference.kind === 'switch') {
      if (reference.part !== 'until') continue;
      const on = switchDay(reference.key, reference.passed, rules, day);
      if ('error' in on)
        findings.problems.push(
          found.problem(on.unknownRule ? unknownRuleMessage(found.raw, reference.key, [...rules.keys()]) : `\`${found.raw}\`: ${on.error}.`),
        );
      continue;
    }
    const rule = rules.get(reference.id);
    if (!rule) {
      findings.problems.push(found.problem(unknownRuleMessage(found.raw, reference.id, [...rules.keys()])));
      continue;
    }
    const resolved = referencedValue(reference, rule, day);
    if ('error' in resolved) {
      findings.problems.push(found.problem(`\`${found.raw}\`: ${resolved.error}.`));
      continue;
    }
    instruments.push(resolved.value.instrument);
    // Both branches of a switch are checked; only the one shown on the day can speak of a passed date as to come.
    const shown = !found.branch || branchShown(found.branch, rules, day);
    const plainDate = shown && rule.unit === 'date' && resolved.shown === 'value' && !reference.previous && !reference.at;
    if (plainDate && !reference.past && String(resolved.value.value) < day)
      findings.warnings.push(
        found.problem(
          `\`${found.raw}\` is ${formatDay(String(resolved.value.value), ENGLISH)}, which is before ${formatDay(day, ENGLISH)}: if the sentence still speaks of it as to come, reword it for a date that has passed, then write \`{{${rule.id} past}}\`.`,
        ),
      );
  }
  return instruments;
}

function suggestion(copy: LiteralCopy): string {
  return copy.candidates.map((candidate) => `\`${candidate}\``).join(' or ');
}

/** Checks every reference in site.yaml and the pages' bodies, and every page for hand-written copies of its rules' values. */
export function checkRules(manifest: SiteManifest, source: SourceFile, content: ContentReader, day: IsoDay): RuleFindings {
  const findings: RuleFindings = { problems: [], warnings: [] };
  const rules = registerOf(manifest.law?.rules);

  for (const [key, value] of siteWideTexts(manifest)) referenceFindings(locateInYaml(value, [key], source, findRefs), rules, day, findings);

  // One walk over each page's texts finds both what they quote and what they copy; which copies count depends on
  // the instruments the page cites, quoted ones included, so they are sorted out once the walk is done.
  const copiesIn = valueCopies(rules, day);
  const find = (text: string): (FoundRef | ValueFound)[] => [...findRefs(text), ...copiesIn(text)];
  manifest.routes.forEach((route, index) => {
    const at: PathSegment[] = ['routes', index];
    const located = [...locateInYaml(proseOf(route), at, source, find), ...pageBodies(route).flatMap((file) => locateInMarkdown(content.read(file), find))];
    const references = located.filter((item): item is Located<FoundRef> => 'reference' in item);
    const quoted = referenceFindings(references, rules, day, findings);
    // Stryker disable next-line ArrayDeclaration: equivalent — a stray entry names no instrument a copy could be set by
    const cited = new Set([...(route.sources ?? []), ...quoted].map(registryKey));
    for (const found of located) {
      if ('reference' in found) continue;
      const copy = asCited(found, cited);
      if (!copy) continue;
      findings.warnings.push({
        ...found.problem(
          `\`${copy.text}\` copies the law register by hand on page \`${route.path}\`: write ${suggestion(copy)} so it changes when the law does (or \`{{literal ${copy.text}}}\` if it must stay as written).`,
        ),
        ...(copy.fix ? { fix: { find: copy.text, replace: copy.fix } } : {}),
      });
    }
  });
  // Two pages may share a body (the home page's about section is also About Us): its mistakes are reported once.
  return { problems: once(findings.problems), warnings: once(findings.warnings) };
}

function once(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.file}:${problem.line}:${problem.col} ${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// A group's mutation score from Stryker's results, counted as Stryker's own report counts it.
import type { MutantResult } from '@stryker-mutator/api/core';
import type { MutationGroup } from './mutation-groups.js';

export interface GroupScore {
  name: string;
  target: number;
  score: number;
  killed: number;
  survived: number;
  noCoverage: number;
  ignored: number;
  seconds: number;
}

/**
 * Static mutants count as ignored unless `includeStatic`: incremental mode keeps the results of earlier runs that
 * tested them, and those are not to be trusted (see mutate.ts).
 */
export function scoreOf(group: MutationGroup, all: readonly MutantResult[], seconds: number, includeStatic: boolean): GroupScore {
  const results = all.map((result) => (result.static && !includeStatic ? { ...result, status: 'Ignored' as const } : result));
  const count = (...statuses: MutantResult['status'][]) => results.filter((result) => statuses.includes(result.status)).length;
  const killed = count('Killed', 'Timeout');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const valid = killed + survived + noCoverage;
  return {
    name: group.name,
    target: group.target,
    score: valid === 0 ? 100 : (killed / valid) * 100,
    killed,
    survived,
    noCoverage,
    ignored: count('Ignored'),
    seconds,
  };
}

/** One line per surviving or uncovered mutant: where, which mutator, what it replaced the code with. */
export function survivorLines(results: readonly MutantResult[], includeStatic: boolean): string[] {
  return results
    .filter((result) => result.status === 'Survived' || result.status === 'NoCoverage')
    .filter((result) => includeStatic || !result.static)
    .map(
      (result) =>
        `${result.fileName}:${result.location.start.line}:${result.location.start.column + 1} ${result.status} ${result.mutatorName}: ` +
        (result.replacement ?? '').replace(/\s+/g, ' ').slice(0, 120),
    );
}

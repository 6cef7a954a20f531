import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The unit tests run in two workers (the machine's two cores). Vitest orders files by their last run's duration,
 * and without one (a fresh clone: CI) by file size — which would start a slow small file (the incremental build's,
 * a minute) last, leaving one worker idle while it runs. These files are started first, longest first (CI's run
 * of 2026-11-29); the rest keep Vitest's order, and the many short files at the end even out the two workers.
 */
const LONGEST_FIRST = [
  'incremental-build.test.ts',
  'fixed-size-shell.test.ts',
  'law-register-build.test.ts',
  'alerts-send.test.ts',
  'fuzz.test.ts',
  'image-build.test.ts',
  'validate-cli.test.ts',
  'import-boundaries.test.ts',
  'api-cli.test.ts',
  'editor-drafts.test.ts',
  'drafts.test.ts',
  'publish.test.ts',
  'piecewise-parse.test.ts',
];

const rank = (spec: TestSpecification) => {
  const index = LONGEST_FIRST.findIndex((name) => spec.moduleId.endsWith(`/${name}`));
  return index === -1 ? LONGEST_FIRST.length : index;
};

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    return ordered
      .map((spec, position) => ({ spec, position }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.position - b.position)
      .map(({ spec }) => spec);
  }
}

import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The unit tests run in two workers (the machine's two cores). Vitest orders files by their last run's duration,
 * and without one (a fresh clone: CI) by file size — which would start the fuzz test (3 minutes, a small file) last,
 * leaving one worker idle while it runs. These files are started first, longest first; the rest keep Vitest's order.
 */
const LONGEST_FIRST = ['fuzz.test.ts', 'fixed-size-shell.test.ts', 'image-build.test.ts', 'incremental-build.test.ts', 'law-register-build.test.ts'];

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

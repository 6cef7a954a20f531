// Unit-test files that replace a module (vi.mock), stub the environment or a global, spy on a shared module or change
// the directory for their whole run: each gets fresh modules. Every other file shares its worker's modules with the
// files before it, which saves loading the build, the server and their dependencies again for each file (a quarter of
// the suite's time on 2026-11-30). vitest.config.ts runs the two groups as two projects;
// tests/unit/shared/unit-isolation.test.ts keeps this list complete.
export const CHANGES_ITS_PROCESS = [
  'tests/unit/build/law-changes-log.test.ts',
  'tests/unit/build/manifest-file-access.test.ts',
  'tests/unit/build/parser-failures.test.ts',
  'tests/unit/build/schema-compile.test.ts',
  'tests/unit/editor/publish-routes.test.ts',
];

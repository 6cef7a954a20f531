// Reading the JSON reports of Vitest and Playwright into one shape: a test (file and full name) and its outcome.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

export type Outcome = 'passed' | 'failed' | 'skipped';

export interface TestId {
  kind: 'unit' | 'e2e';
  /** Relative to the project, e.g. tests/unit/server/api-csv.test.ts. */
  file: string;
  /** The describe blocks and the test's own title, joined with " > ". */
  name: string;
}

export const keyOf = (test: TestId): string => `${test.kind} ${test.file} > ${test.name}`;

interface VitestReport {
  testResults: { name: string; assertionResults: { ancestorTitles: string[]; title: string; status: string }[] }[];
}

/** Outcomes from `vitest run --reporter=json --outputFile=…`. */
export function vitestOutcomes(file: string, root: string): Map<string, Outcome> {
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  const outcomes = new Map<string, Outcome>();
  for (const result of report.testResults) {
    for (const test of result.assertionResults) {
      const id: TestId = { kind: 'unit', file: relative(root, result.name), name: [...test.ancestorTitles, test.title].join(' > ') };
      outcomes.set(keyOf(id), test.status === 'passed' ? 'passed' : test.status === 'failed' ? 'failed' : 'skipped');
    }
  }
  return outcomes;
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs: { title: string; file: string; tests: { status?: string; results: { status: string }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** Outcomes (or, from `--list`, only the tests) of a Playwright JSON report; the file's own suite title is left out. */
export function playwrightOutcomes(report: { suites: PlaywrightSuite[] }, testDir: string, root: string): Map<string, Outcome> {
  const outcomes = new Map<string, Outcome>();
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs) {
      const id: TestId = { kind: 'e2e', file: relative(root, `${testDir}/${spec.file}`), name: [...titles, spec.title].join(' > ') };
      const status = spec.tests[0]?.status;
      outcomes.set(keyOf(id), status === 'expected' || status === 'flaky' ? 'passed' : status === 'unexpected' ? 'failed' : 'skipped');
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const fileSuite of report.suites) walk(fileSuite, []);
  return outcomes;
}

export function parseKey(key: string): TestId {
  const [kind, rest] = [key.slice(0, key.indexOf(' ')), key.slice(key.indexOf(' ') + 1)];
  const split = rest.indexOf(' > ');
  return { kind: kind as TestId['kind'], file: rest.slice(0, split), name: rest.slice(split + 3) };
}

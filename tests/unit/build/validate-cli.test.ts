import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Runs `npm run validate -- FILE` the way an editor would, minus npm's own chatter. */
function validate(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    timeout: 30_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr, output: `${result.stdout}\n${result.stderr}` };
}

function expectNoStackTrace(output: string): void {
  expect(output).not.toMatch(/\n\s+at /);
  expect(output).not.toContain('Error:');
}

describe('npm run validate', () => {
  it('reports a missing file without a stack trace', () => {
    const run = validate('tests/fixtures/invalid/no-such-file.yaml');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('tests/fixtures/invalid/no-such-file.yaml  file not found.');
    expectNoStackTrace(run.output);
  });

  it('reports an empty file', () => {
    const run = validate('tests/fixtures/invalid/empty.yaml');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('tests/fixtures/invalid/empty.yaml  is empty.');
    expectNoStackTrace(run.output);
  });

  it('reports a binary file', () => {
    const run = validate('tests/fixtures/invalid/binary.bin');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('tests/fixtures/invalid/binary.bin  is not a text file');
    expectNoStackTrace(run.output);
  });

  it('reports a folder given instead of a file', () => {
    const run = validate('tests/fixtures');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('tests/fixtures  is a folder, not a file.');
    expectNoStackTrace(run.output);
  });

  it('reports a broken manifest as FILE:LINE:COL with the source line and a caret', () => {
    const run = validate('tests/fixtures/invalid/tab-indentation.yaml');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^tests\/fixtures\/invalid\/tab-indentation\.yaml:9:1 {2}a tab is used for indentation\./m);
    expect(run.stderr).toContain('\n    →alt: Minimal Consultancy home\n    ^\n');
    expect(run.stderr).toContain('1 problem found.');
    expectNoStackTrace(run.output);
  });

  // Two tests read the same run: each start of the command costs about a second.
  let realSite: ReturnType<typeof validate> | undefined;
  const validateRealSite = () => (realSite ??= validate('site.yaml'));

  it('accepts the real site.yaml', () => {
    const run = validateRealSite();
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^✓ site\.yaml is valid: \d+ pages/);
    expectNoStackTrace(run.output);
  });

  it('passes the real site.yaml and says how many placeholders remain before going live', () => {
    const run = validateRealSite();
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/✓ site\.yaml is valid: \d+ pages .*; \d+ placeholders left before going live \(`npm run validate -- --release` lists them\)/);
  });

  it('with --release, lists every placeholder at its file:line:col and fails', () => {
    const run = validate('site.yaml', '--release');
    expect(run.code).toBe(1);
    // A testimonial the firm must supply, located at its `placeholder` key, and a bracketed note in the privacy notice.
    expect(run.stderr).toMatch(/^site\.yaml:\d+:\d+ {2}routes\[0\]\.testimonials\[0\]\.placeholder: is a placeholder \(a real client testimonial/m);
    expect(run.stderr).toMatch(/^content\/pages\/privacy-notice\.md:\d+:\d+ {2}`\[The firm to confirm: [^\]]+\]` is a placeholder/m);
    expect(run.stderr).toMatch(
      /\d+ problems found \(\d+ placeholders the firm must still supply or confirm(; \d+ gaps in the Arabic edition)?\)\. Fix them and run `npm run validate -- --release` again\./,
    );
    expectNoStackTrace(run.output);
  });

  it('refuses an unknown option instead of ignoring it', () => {
    const run = validate('--relase');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Unknown option --relase');
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { githubAnnotation, inGitHubActions } from '../../../src/build/manifest/github-annotations.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** `npm run validate -- FILE` as a GitHub Actions job runs it (GITHUB_ACTIONS=true), or elsewhere (unset). */
function validate(file: string, githubActions: boolean) {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
  if (githubActions) env.GITHUB_ACTIONS = 'true';
  else delete env.GITHUB_ACTIONS;
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', file], { cwd: root, encoding: 'utf8', env, timeout: 30_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const scratch = mkdtempSync(join(tmpdir(), 'annotations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('npm run validate in GitHub Actions', () => {
  it('marks an error at its file, line and column, and still prints the readable report', () => {
    const run = validate('tests/fixtures/invalid/tab-indentation.yaml', true);
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n')).toContain(
      '::error file=tests/fixtures/invalid/tab-indentation.yaml,line=9,col=1::a tab is used for indentation. YAML indents with spaces only: replace the tab with spaces.',
    );
    expect(run.stderr).toMatch(/^tests\/fixtures\/invalid\/tab-indentation\.yaml:9:1 {2}a tab is used/m);
  });

  it('marks a warning as a warning, with where in site.yaml as its title, and does not fail', () => {
    // The minimal site with a YAML comment trap: `#1` after an unquoted value is silently dropped.
    const minimal = readFileSync(join(root, 'tests/fixtures/valid/minimal.yaml'), 'utf8');
    const trapped = minimal.replace('  name: Minimal Consultancy\n', '  name: Minimal Consultancy #1 in Dubai\n');
    expect(trapped).not.toBe(minimal);
    writeFileSync(join(scratch, 'site.yaml'), trapped);
    symlinkSync(join(root, 'tests/fixtures/content'), join(scratch, 'content'));
    const file = relative(root, join(scratch, 'site.yaml'));

    const run = validate(file, true);
    expect(run.code).toBe(0);
    const line = trapped.split('\n').findIndex((text) => text.includes('#1 in Dubai')) + 1;
    const annotation = run.stdout.split('\n').find((text) => text.startsWith('::warning '));
    expect(annotation).toMatch(new RegExp(`^::warning file=${escape(file)},line=${line},col=29,title=site\\.name::the text after \` #\` is a YAML comment`));
  });

  it('prints no workflow command outside GitHub Actions', () => {
    const run = validate('tests/fixtures/invalid/tab-indentation.yaml', false);
    expect(run.code).toBe(1);
    expect(run.stdout).not.toContain('::error');
  });
});

describe('githubAnnotation', () => {
  it('escapes what would end the command or split its properties', () => {
    const annotation = githubAnnotation(
      { file: 'content/a,b:c.md', line: 3, col: 7, path: 'routes[2].title', message: '100% wrong\nsecond line :: still the message' },
      'error',
    );
    expect(annotation).toBe('::error file=content/a%2Cb%3Ac.md,line=3,col=7,title=routes[2].title::100%25 wrong%0Asecond line :: still the message');
  });

  it('keeps a Windows line end (`\\r\\n`) in a message as escapes, so the annotation stays one command', () => {
    const problem = { file: 'site.yaml', line: 2, col: 0, path: '', message: 'a key is missing here:\r\n  name: Minimal' };
    expect(githubAnnotation(problem, 'warning')).toBe('::warning file=site.yaml,line=2,col=1::a key is missing here:%0D%0A  name: Minimal');
  });

  it('marks the whole file when the problem has no line', () => {
    expect(githubAnnotation({ file: 'site.yaml', line: 0, col: 0, path: '', message: 'is empty.' }, 'error')).toBe('::error file=site.yaml::is empty.');
  });
});

describe('inGitHubActions', () => {
  it('is true only where the runner sets GITHUB_ACTIONS=true', () => {
    expect(inGitHubActions({ GITHUB_ACTIONS: 'true' })).toBe(true);
    expect(inGitHubActions({ GITHUB_ACTIONS: 'false' })).toBe(false);
    expect(inGitHubActions({ CI: 'true' })).toBe(false);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// The smallest valid site (tests/fixtures/valid/minimal.yaml and its content) in a folder of its own, with edits to
// site.yaml and files added under content/, validated as `npm run validate` would: for tests that read the
// validator's messages as an editor reads them.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, expect } from 'vitest';
import { loadManifest } from '../../src/build/validate/load.js';
import type { Problem } from '../../src/build/manifest/problem.js';

export const minimal = readFileSync(resolve('tests/fixtures/valid/minimal.yaml'), 'utf8');
const LOCALES = 'locales:\n  - code: en\n    label: English\n  - code: ar\n    label: العربية\n\nsite:\n';
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

export interface SiteOptions {
  /** Replacements in site.yaml, in order; each must apply. */
  edits?: [string, string][];
  /** Files written under content/, by path: text, or bytes (an image). */
  files?: Record<string, string | Uint8Array>;
  /** Lists Arabic beside English. */
  arabic?: boolean;
  /** The day reviews and dates are measured against. */
  today?: Date;
}

/** A problem as an editor reads it: where, the manifest path, the message. */
export interface Reported {
  where: string;
  path: string;
  message: string;
}

const reported = (problem: Problem): Reported => ({ where: `${problem.file}:${problem.line}:${problem.col}`, path: problem.path, message: problem.message });

/** The site's problems and warnings, and what `--release` adds (placeholders). */
export function validateSite(options: SiteOptions = {}): { problems: Reported[]; warnings: Reported[]; placeholders: Reported[] } {
  const dir = mkdtempSync(join(tmpdir(), 'minimal-site-'));
  dirs.push(dir);
  // content/public is a link to the real site's images: copied for real when a test adds a file there, so the
  // real folder is never written to.
  cpSync(resolve('tests/fixtures/content'), join(dir, 'content'), { recursive: true });
  if (Object.keys(options.files ?? {}).some((file) => file.startsWith('public/'))) {
    // cpSync copies a link inside a folder as a link, whatever `dereference` says (Node 24): replaced by hand.
    unlinkSync(join(dir, 'content/public'));
    cpSync(realpathSync(resolve('tests/fixtures/content/public')), join(dir, 'content/public'), { recursive: true });
  }
  let text = options.arabic ? minimal.replace(/^site:\n/m, LOCALES) : minimal;
  for (const [from, to] of options.edits ?? []) {
    expect(text, 'the edit must apply').toContain(from);
    text = text.replace(from, to);
  }
  writeFileSync(join(dir, 'site.yaml'), text);
  for (const [file, content] of Object.entries(options.files ?? {})) {
    mkdirSync(dirname(join(dir, 'content', file)), { recursive: true });
    writeFileSync(join(dir, 'content', file), content);
  }
  const result = loadManifest(join(dir, 'site.yaml'), { cwd: dir, today: options.today });
  return { problems: result.problems.map(reported), warnings: result.warnings.map(reported), placeholders: result.placeholders.map(reported) };
}

/** The line (1-based) of `text` in the edited site.yaml's source before edits: for edits that keep lines in place. */
export function lineOf(needle: string): number {
  return minimal.split('\n').findIndex((line) => line === needle) + 1;
}

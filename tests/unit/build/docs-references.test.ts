// The guides and the code's comments send readers to files, commands and settings: each must exist, or the reader is
// sent nowhere. And a comment says why, in words that stand alone, never by a ticket number nobody can look up.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  codeComments,
  codeText,
  envVarsIn,
  guides,
  markdownLinks,
  packageScripts,
  pathExists,
  pathsIn,
  type Prose,
  ROOT,
  schemaComments,
  scriptsIn,
  sourceTexts,
} from '../../support/doc-references.js';

const docs = guides();
const comments = [...codeComments(), ...schemaComments()];

/** Lists every finding in the failure message, one a line (an array would be cut short). */
const expectNone = (findings: string[]) => expect(findings.join('\n')).toBe('');

const missingPaths = (prose: Prose[]) =>
  prose.flatMap(({ file, text }) =>
    pathsIn(text)
      .filter((path) => !pathExists(path, file))
      .map((path) => `${file}: ${path}`),
  );

describe('what the guides and comments name exists', () => {
  it('finds the guides', () => {
    expect(docs.map((guide) => guide.file)).toEqual(expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'docs/architecture.md']));
  });

  it('every repository path a guide names exists', () => {
    expectNone(missingPaths(docs));
  });

  it('every repository path a code comment or schema comment names exists', () => {
    expectNone(missingPaths(comments));
  });

  it('every relative link of a guide leads to a file', () => {
    const broken = docs.flatMap((guide) =>
      markdownLinks(guide)
        .filter((target) => !existsSync(join(ROOT, target)))
        .map((target) => `${guide.file}: ${target}`),
    );
    expectNone(broken);
  });

  it('every `npm run` script named is in package.json', () => {
    const scripts = packageScripts();
    const unknown = [...docs, ...comments].flatMap(({ file, text }) =>
      scriptsIn(text)
        .filter((name) => !scripts.has(name))
        .map((name) => `${file}: npm run ${name}`),
    );
    expectNone(unknown);
  });

  it('every environment variable a guide or comment names in backticks is read by the code', () => {
    const code = codeText();
    const unread = [...docs, ...comments].flatMap(({ file, text }) =>
      envVarsIn(text)
        .filter((name) => !new RegExp(`\\b${name}\\b`).test(code))
        .map((name) => `${file}: ${name}`),
    );
    expectNone(unread);
  });
});

describe('comments stand alone', () => {
  it('no guide, comment or printed text refers to an issue by number', () => {
    const citing = [...docs, ...sourceTexts(), ...schemaComments()].flatMap(({ file, text }) =>
      (text.match(/\bissues? #?\d+|\bissues? \d+ and \d+/gi) ?? []).map((cite) => `${file}: ${cite}`),
    );
    expectNone(citing);
  });
});

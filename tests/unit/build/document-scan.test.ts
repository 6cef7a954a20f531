// What the validator says about a document that parses as YAML but cannot be a manifest (src/build/manifest/document-scan.ts):
// keys that name nothing, aliases that repeat nothing or multiply without end, and nesting too deep to read.
import { describe, expect, it } from 'vitest';
import { Document, Pair, parseDocument, Scalar, type YAMLMap } from 'yaml';
import { excessiveAliases, scanDocument } from '../../../src/build/manifest/document-scan.js';
import { parseManifestText } from '../../../src/build/manifest/parse.js';
import { SourceFile } from '../../../src/build/manifest/source.js';

const problemsOf = (text: string) => parseManifestText(text, 'site.yaml').problems.map((problem) => `${problem.line}:${problem.col} ${problem.message}`);
const PLAIN_NAMES = "but keys must be plain names like `title:`. Write the key's name, or put the whole line in quotes if it is text.";
const EMPTY = '2:3 this key is empty (or `null`/`~`), so it names nothing. Write the name of the key before the `:`, or remove the line.';

describe('a key that is not a name', () => {
  it('a list, a block or an alias used as a key is named at the key', () => {
    expect(problemsOf('site:\n  [a, b]: x\n')).toEqual([`2:3 this key is a list, ${PLAIN_NAMES}`]);
    expect(problemsOf('site:\n  {a: 1}: x\n')).toEqual([`2:3 this key is a block of keys, ${PLAIN_NAMES}`]);
    expect(problemsOf('site: &s x\nother:\n  *s : y\n')).toEqual([`3:3 this key is an alias (\`*name\`), ${PLAIN_NAMES}`]);
  });

  it('an empty key, written as nothing, `~` or `""`, names nothing', () => {
    expect(problemsOf('site:\n  : x\n')).toEqual([EMPTY]);
    expect(problemsOf('site:\n  ~: x\n')).toEqual([EMPTY]);
    expect(problemsOf('site:\n  "": x\n')).toEqual([EMPTY]);
  });
});

describe('an alias (`*name`)', () => {
  it('without its anchor, or before it, says where the anchor is or that there is none; each one, in order', () => {
    expect(problemsOf('a: *x\nb: &x 1\n')).toEqual([
      '1:4 the alias `*x` is used before its anchor `&x` on line 2. Move the anchor above this line, or write the value out here.',
    ]);
    const none = (name: string, at: string) =>
      `${at} the alias \`*${name}\` repeats a value marked \`&${name}\`, but no value is marked so. Mark the value to repeat with \`&${name}\` above this line, or write the value out here.`;
    expect(problemsOf('a: *y\nb: *z\nc: *y\n')).toEqual([none('y', '1:4'), none('z', '2:4'), none('y', '3:4')]);
  });

  it('lists the first twenty of a file full of them, not thousands', () => {
    const text = Array.from({ length: 30 }, (_, index) => `k${index}: *missing${index}`).join('\n');
    const problems = problemsOf(text);
    expect(problems).toHaveLength(20);
    expect(problems[19]).toMatch(/^20:6 the alias `\*missing19`/);
  });

  it('inside the value it repeats would repeat itself forever', () => {
    expect(problemsOf('a: &s\n  b: *s\n')).toEqual([
      '2:6 the alias `*s` is inside the value marked `&s` that it repeats, so it would repeat itself forever. Write the value out here instead.',
    ]);
  });

  it('that multiplies ("billion laughs") is named where the multiplying starts, or at the copy that makes 201', () => {
    const tens = (item: string) => `[${Array.from({ length: 10 }, () => item).join(', ')}]`;
    const laughs = `a: &a ${tens('x')}\nb: &b ${tens('*a')}\nc: &c ${tens('*b')}\nd: [*c, *c]\n`;
    expect(problemsOf(laughs)).toEqual([
      '3:8 `*b` repeats a value that itself repeats others with aliases, so the file multiplies into millions of values (a "billion laughs" document). Write the repeated parts out instead.',
    ]);
    const copies = (count: number) => problemsOf(`a: &a x\nlist:\n${Array.from({ length: count }, () => '  - *a').join('\n')}\n`);
    // The value and 199 copies of it are fine; the 200th copy makes 201.
    expect(copies(199)).toEqual([]);
    expect(copies(200)).toEqual(['202:5 the value marked `&a` appears more than 200 times, copied with `*a`. Write the repeated parts out instead.']);
    expect(copies(205)).toEqual(copies(200));
  });
});

describe('nesting', () => {
  const nested = (levels: number) => `site:\n${Array.from({ length: levels }, (_, index) => `${'  '.repeat(index + 1)}k${index}:`).join('\n')} x\n`;

  it('64 levels deep is read; deeper is named at the first line past the limit', () => {
    expect(problemsOf(nested(63))).toEqual([]);
    expect(problemsOf(nested(70))).toEqual([
      '65:129 lines are indented more than 64 levels deep here: each line starts a block inside the one above. Line keys of the same block up in the same column.',
    ]);
  });
});

describe('an alias: which line each message names', () => {
  const located = (text: string) =>
    parseManifestText(text, 'site.yaml').problems.map(
      (problem) => `${problem.line}:${problem.col} ${problem.path === '' ? '' : `${problem.path} `}${problem.message}`,
    );

  it('before its anchor names the first anchor of that name', () => {
    expect(located('a: *x\nb: &x 1\nc: &x 2\n')).toEqual([
      '1:4 the alias `*x` is used before its anchor `&x` on line 2. Move the anchor above this line, or write the value out here.',
    ]);
  });

  it('inside its own value, or copied 200 times, is named without a manifest path', () => {
    expect(located('a: &s\n  b: *s\n')).toEqual([
      '2:6 the alias `*s` is inside the value marked `&s` that it repeats, so it would repeat itself forever. Write the value out here instead.',
    ]);
    expect(located(`a: &a x\nlist:\n${'  - *a\n'.repeat(200)}`)).toEqual([
      '202:5 the value marked `&a` appears more than 200 times, copied with `*a`. Write the repeated parts out instead.',
    ]);
  });

  it('that multiplies is the first that repeats a value holding aliases, past aliases of plain values before and after it', () => {
    const tens = (item: string) => `[${Array.from({ length: 10 }, () => item).join(', ')}]`;
    const text = `q: &q 1\nr: *q\na: &a x\ns: *a\nb: &b ${tens('*q')}\nc: &c ${tens('*b')}\nd: &d ${tens('*c')}\ne: [*d, *d]\n`;
    expect(located(text)).toEqual([
      '6:8 `*b` repeats a value that itself repeats others with aliases, so the file multiplies into millions of values (a "billion laughs" document). Write the repeated parts out instead.',
    ]);
  });
});

describe('a document built in code rather than parsed', () => {
  it('is scanned whole: its anchors, aliases and bad keys, at offset 0 where a node has none', () => {
    const parsed = parseDocument('a: &x 1\nb: *x\nc:\n  *x : y\n');
    expect(scanDocument(parsed)).toEqual({
      anchors: [{ name: 'x', offset: 6, end: 7 }],
      aliases: [
        { name: 'x', offset: 11, end: 13, target: { name: 'x', offset: 6, end: 7 } },
        { name: 'x', offset: 19, end: 21, target: { name: 'x', offset: 6, end: 7 } },
      ],
      badKeys: [{ offset: 19, kind: 'alias' }],
    });
    const built = new Document({});
    const anchored = new Scalar('x');
    anchored.anchor = 'x';
    (built.contents as YAMLMap).items.push(new Pair(null, anchored), new Pair(null, null));
    expect(scanDocument(built)).toEqual({
      anchors: [{ name: 'x', offset: 0, end: 0 }],
      aliases: [],
      badKeys: [
        { offset: 0, kind: 'empty' },
        { offset: 0, kind: 'empty' },
      ],
    });
  });

  it('a key taken out of a parsed document is named at its value', () => {
    const doc = parseDocument('site:\n  a: x\n');
    ((doc.contents as YAMLMap).items[0].value as YAMLMap).items[0].key = null;
    expect(scanDocument(doc).badKeys).toEqual([{ offset: 11, kind: 'empty' }]);
  });

  it('values left out (`{name, title}`) are read as nothing, not as a mistake', () => {
    expect(problemsOf('site: {name, title}\n')).toEqual([]);
  });

  it('aliases that expand too much for no reason the scan can name are named at the first alias, or at the file', () => {
    const text = 'a: &a x\nb: *a\n';
    const source = new SourceFile('site.yaml', text, parseManifestText(text, 'site.yaml').source!.lineCounter);
    const MESSAGE = 'uses YAML aliases (*name) that expand too much. Write the repeated parts out instead.';
    expect(excessiveAliases(scanDocument(parseDocument(text)), source)).toEqual({
      file: 'site.yaml',
      line: 2,
      col: 4,
      path: '',
      message: MESSAGE,
      sourceLine: 'b: *a',
    });
    expect(excessiveAliases({ anchors: [], aliases: [], badKeys: [] }, source)).toEqual({ file: 'site.yaml', line: 0, col: 0, path: '', message: MESSAGE });
  });
});

// Where a problem is shown and how it reads: the line under a message with its caret, a quoted value cut short, a
// manifest path found (or its nearest ancestor) in site.yaml, and a misspelt name's suggestion at the edge of
// "close enough".
import { LineCounter } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseManifestText } from '../../../src/build/manifest/parse.js';
import { formatProblem, shorten } from '../../../src/build/manifest/problem.js';
import { SourceFile } from '../../../src/build/manifest/source.js';
import { closest } from '../../../src/build/manifest/suggest.js';

describe('a problem as the terminal shows it', () => {
  it('puts the caret under the column, a tab counting as one character (shown as →)', () => {
    const problem = { file: 'site.yaml', line: 3, col: 9, path: 'site.name', message: 'must not be empty.', sourceLine: '\tname: \t""' };
    expect(formatProblem(problem)).toBe('site.yaml:3:9  site.name: must not be empty.\n    →name: →""\n            ^');
  });

  it('names only the file for a problem with the file as a whole', () => {
    expect(formatProblem({ file: 'site.yaml', line: 0, col: 0, path: '', message: 'is empty.' })).toBe('site.yaml  is empty.');
  });

  it('quotes a name of 80 characters whole, and cuts one of 81', () => {
    const eighty = 'A'.repeat(80);
    expect(shorten(eighty)).toBe(eighty);
    expect(shorten(`${eighty}B`)).toBe(`${'A'.repeat(77)}...`);
  });
});

describe('the place of a manifest path in site.yaml', () => {
  const text = '# The site\nsite:\n  name: Minimal\n  phones:\n    - label: Office\n      number: +971 4 000 0000\nroutes: []\n';
  // Parsed in each test, never while the file is collected: mutation testing counts code reached outside any test as
  // reached by every test ("static"), and such mutants are run against the whole suite instead of their own tests.
  const sourceOf = () => parseManifestText(text, 'site.yaml').source!;
  const where = (path: (string | number)[], key = false) => {
    const { line, col } = sourceOf().problemAt(path, 'm', { key });
    return `${line}:${col}`;
  };

  it('is the value, or the key when asked', () => {
    expect(where(['site', 'name'])).toBe('3:9');
    expect(where(['site', 'name'], true)).toBe('3:3');
    expect(where([])).toBe('2:1');
  });

  it('is the line of a block below its key, for messages that point to another line', () => {
    const source = sourceOf();
    expect(source.lineOf(['site'])).toBe(3);
    expect(source.lineOf(['site', 'phones', 0, 'number'])).toBe(6);
  });

  it('falls back to the nearest ancestor that is written', () => {
    expect(where(['site', 'email'])).toBe('3:3');
    expect(where(['site', 'phones', 3])).toBe('5:5');
    expect(where(['site', 'phones', 3, 'label'])).toBe('5:5');
    expect(where(['site', 'name', 0])).toBe('3:9');
    // A key that reads like a number is not an item of a list, nor is what follows it looked up in the list.
    expect(where(['site', 'phones', '0'])).toBe('5:5');
    expect(where(['site', 'phones', 'label', 0])).toBe('5:5');
  });

  it('finds a key named `undefined`, not a key that is a list', () => {
    const odd = parseManifestText('? [a, b]\n: x\nundefined: y\n', 'site.yaml').source!;
    expect(odd.problemAt(['undefined'], 'm').line).toBe(3);
  });

  it('gives the range of a written value only', () => {
    const source = sourceOf();
    const [start, end] = source.valueRange(['site', 'name'])!;
    expect(text.slice(start, end)).toBe('Minimal');
    expect(source.valueRange(['site', 'email'])).toBeUndefined();
    expect(source.valueRange(['site', 'phones', 3])).toBeUndefined();
    expect(source.valueRange(['site', 'name', 0])).toBeUndefined();
    expect(source.valueRange(['site', 'phones', '0'])).toBeUndefined();
  });

  it('is the start of the file when the text has no parsed document', () => {
    const bare = new SourceFile('site.yaml', text, new LineCounter());
    expect(bare.problemAt(['site', 'name'], 'm')).toEqual({ file: 'site.yaml', line: 0, col: 0, path: 'site.name', message: 'm', sourceLine: '' });
    expect(bare.valueRange(['site'])).toBeUndefined();
  });
});

describe('a suggestion for a misspelt name', () => {
  it('is the closest name, the first of two equally close', () => {
    expect(closest('lin', ['link', 'line'])).toBe('link');
    expect(closest('lin', ['line', 'link'])).toBe('line');
  });

  it('allows two edits, or one in three characters of a longer word', () => {
    expect(closest('hedng', ['heading'])).toBe('heading');
    expect(closest('backgroundimg', ['backgroundImage'])).toBe('backgroundImage');
    expect(closest('bkgroundimg', ['backgroundImage'])).toBeUndefined();
  });

  it('is looked for in a word of up to 200 characters, never in a longer one', () => {
    expect(closest(`${'a'.repeat(199)}b`, ['a'.repeat(200)])).toBe('a'.repeat(200));
    expect(closest(`${'a'.repeat(200)}b`, ['a'.repeat(201)])).toBeUndefined();
  });
});

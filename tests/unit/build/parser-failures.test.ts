// The YAML parser failing instead of reporting: thousands of `- - - …` or `[[[…` on one line can exhaust the stack
// before the parser reports the depth (how deep it gets first depends on the machine's stack, so here the overflow is
// made to happen), and a document that parsed but cannot be turned into data. Either way the editor reads a
// located problem, and a failure that is not the stack's is not hidden.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseManifestText } from '../../../src/build/manifest/parse.js';

const failure: { parse?: Error; toJS?: Error } = {};
vi.mock('../../../src/build/manifest/piecewise-parse.js', async (original) => {
  const module = await original<typeof import('../../../src/build/manifest/piecewise-parse.js')>();
  return {
    ...module,
    parsePiecewise: (text: string) => {
      if (failure.parse) throw failure.parse;
      const pieces = module.parsePiecewise(text);
      if (pieces && failure.toJS) {
        const error = failure.toJS;
        pieces.doc.toJS = () => {
          throw error;
        };
      }
      return pieces;
    },
  };
});
afterEach(() => {
  delete failure.parse;
  delete failure.toJS;
});

const overflow = () => new RangeError('Maximum call stack size exceeded');
const DASHES = 'this line starts a list inside a list hundreds of times (`- - - …`), too deeply to be read. Write one `- ` at the start of each list item.';
const BRACKETS =
  'lists or blocks are nested too deeply to be read here, usually because `[` or `{` are opened and never closed. Close each bracket you open, or write the value out.';

/** The problems of `text` when the parser runs out of stack on it. */
function overflowing(text: string) {
  failure.parse = overflow();
  return parseManifestText(text, 'site.yaml');
}

// Lines before the deep one that a looser search would take for it: a list item, a bracket, a line of 64 characters.
const before = `site:\n  name: [Minimal]\n  about: ${'x'.repeat(70)}\n  phones:\n    - Office\nroutes:\n`;

describe('the parser running out of stack', () => {
  it('on a line of list dashes: that line, with what to write instead', () => {
    const line = `  ${'- '.repeat(5000)}x`;
    expect(overflowing(`${before}${line}\n`)).toEqual({ problems: [{ file: 'site.yaml', line: 7, col: 1, path: '', message: DASHES, sourceLine: line }] });
  });

  it('on dashes with two spaces after each', () => {
    const line = `${'-  '.repeat(5000)}x`;
    expect(overflowing(`${before}${line}\n`).problems).toEqual([{ file: 'site.yaml', line: 7, col: 1, path: '', message: DASHES, sourceLine: line }]);
  });

  it('on a list item of brackets never closed: the brackets, not the dash', () => {
    const line = `  - ${'['.repeat(5000)}`;
    expect(overflowing(`${before}${line}\n`).problems).toEqual([{ file: 'site.yaml', line: 7, col: 1, path: '', message: BRACKETS, sourceLine: line }]);
  });

  it('in a file with Windows line ends', () => {
    const line = `  ${'{'.repeat(5000)}`;
    expect(overflowing(`${before}${line}\n`.replaceAll('\n', '\r\n')).problems).toEqual([
      { file: 'site.yaml', line: 7, col: 1, path: '', message: BRACKETS, sourceLine: line },
    ]);
  });

  it('on no line deep enough to explain it: the first line', () => {
    expect(overflowing('site:\n  name: Minimal\n').problems).toEqual([
      {
        file: 'site.yaml',
        line: 1,
        col: 1,
        path: '',
        message:
          'lines are indented too deeply to be read here: each line starts a block inside the one above. Line keys of the same block up in the same column.',
        sourceLine: 'site:',
      },
    ]);
  });

  it('is the only failure turned into a problem: any other is thrown, for the caller to report', () => {
    failure.parse = new TypeError('a bug');
    expect(() => parseManifestText('site:\n  name: Minimal\n', 'site.yaml')).toThrow('a bug');
  });
});

describe('a document that parses but cannot be turned into data', () => {
  it('is reported as unreadable YAML, not as too many aliases', () => {
    failure.toJS = new Error('Unexpected node');
    const result = parseManifestText('site:\n  name: Minimal\nroutes: []\n', 'site.yaml');
    expect(result.problems).toEqual([
      { file: 'site.yaml', line: 0, col: 0, path: '', message: 'could not be read as YAML. Check the file for unusual characters or structure.' },
    ]);
    expect(result.data).toBeUndefined();
  });
});

// More YAML mistakes in site.yaml, each as an editor makes it and reads it (src/build/manifest/yaml-errors.ts): the
// line the message names when blank lines, comments, quotes and list items lie between the mistake and its cause.
import { describe, expect, it } from 'vitest';
import { LineCounter, parseDocument, YAMLParseError, type ErrorCode } from 'yaml';
import { problemOf } from '../../support/yaml-problem.js';
import { SourceFile } from '../../../src/build/manifest/source.js';
import { explainYamlError } from '../../../src/build/manifest/yaml-errors.js';

const twice = (key: string, at: string, line?: number) =>
  `${at} the key \`${key}\` appears twice in the same block${line ? ` (also on line ${line})` : ''}. Remove or rename one of them.`;

describe('a key written twice: the line of the first', () => {
  it('is found whichever of the two is quoted', () => {
    expect(problemOf('"title": A\ntitle: C\n')).toBe(twice('title', '2:1', 1));
    expect(problemOf('title: A\n"title": C\n')).toBe(twice('title', '2:1', 1));
    expect(problemOf("routes:\n  - path: /a\n    title: A\n    'path': /b\n")).toBe(twice('path', '4:5', 2));
    expect(problemOf('"Q&A #1": A\n"Q&A #1": B\n')).toBe(twice('Q&A #1', '2:1', 1));
  });

  it('is the one of the same block, past deeper blocks with the same key, lists, indented comments and blank lines', () => {
    expect(problemOf('site:\n  name: A\n  logo:\n    name: B\n  name: C\n')).toBe(twice('name', '5:3', 2));
    expect(problemOf('site:\n  name: A\n  tags:\n    - vat\n    - tax: x\n  name: B\n')).toBe(twice('name', '6:3', 2));
    expect(problemOf('site:\n    name: A\n  # a note\n    name: B\n')).toBe(twice('name', '4:5', 2));
    expect(problemOf('site:\n    name: A\n  \n    name: B\n')).toBe(twice('name', '4:5', 2));
  });

  it('is found for a key with `#` in it, and for a first one with nothing after its colon', () => {
    expect(problemOf('site:\n  C#: a\n  C#: b\n')).toBe(twice('C#', '3:3', 2));
    expect(problemOf('site:\n  logo:\n    src: /a.png\n  name: x\n  logo:\n    src: /b.png\n')).toBe(twice('logo', '5:3', 2));
    expect(problemOf('site:\n  Opening  hours: a\n  Opening  hours: b\n')).toBe(twice('Opening  hours', '3:3', 2));
  });

  it('is found when the two are quoted differently, escapes and all', () => {
    expect(problemOf('x:\n  "say \\"hi\\"": a\n  \'say "hi"\': b\n')).toBe(twice('say "hi"', '3:3', 2));
    expect(problemOf("x:\n  'it''s': a\n  \"it's\": b\n")).toBe(twice("it's", '3:3', 2));
  });

  it('is left out when the key cannot be read, and never taken from the block above', () => {
    expect(problemOf('site:\n  ? name\n  : A\n  ? name\n  : B\n')).toBe('4:5 this key appears twice in the same block. Remove or rename one of them.');
    expect(problemOf('one:\n  title: A\ntwo:\n  ? title\n  : B\n  title: C\n')).toBe(twice('title', '6:3'));
  });
});

describe('a bracket or quote never closed', () => {
  it('is named where it opens, not at a closed one below it or at the start of the file', () => {
    expect(problemOf('site:\n  tags: [a, b\n  more: [c]\n')).toBe('2:9 this `[` is never closed. Add `]` at the end of the list.');
    expect(problemOf('"title: Home\nname: x\n')).toBe('1:1 this quoted value has no closing `"`. Add `"` at the end of the value, or remove the opening one.');
  });

  it('is looked for 20 lines up; further up, the end of the file is named', () => {
    const open = (lines: number) => `site:\n  name: "Dune\n${'  x: y\n'.repeat(lines)}  title: z\n`;
    const NO_CLOSE = 'this quoted value has no closing `"`. Add `"` at the end of the value, or remove the opening one.';
    expect(problemOf(open(17))).toBe(`2:9 ${NO_CLOSE}`);
    expect(problemOf(open(18))).toBe(`22:1 ${NO_CLOSE}`);
    const list = `site:\n  tags: [a,\n${'    b,\n'.repeat(22)}  name: x\n`;
    expect(problemOf(list)).toBe('25:3 this `[` is never closed. Add `]` at the end of the list.');
  });

  it('is the outer bracket when an inner one closes on its line', () => {
    expect(problemOf('site:\n  tags: [[a, b], [c\n  name: x\n')).toBe('2:9 this `[` is never closed. Add `]` at the end of the list.');
    // The parser stops at the first one: a second unclosed bracket below it is not the one it means.
    expect(problemOf('site:\n  tags: [a, b\n  name: x\n  more: [c\n')).toBe('2:9 this `[` is never closed. Add `]` at the end of the list.');
  });
});

describe('a line out of place', () => {
  const ITEM = (at: string, under: string) =>
    `${at} this line does not line up with the keys of its list item. Indent it ${under}, or start a new item with \`- \`.`;

  it('after a blank line and a comment is named at itself, not at the blank line', () => {
    expect(problemOf('site:\n  title: Home\n\n  # note\n      summary: text\n')).toBe(
      '5:7 this line does not line up with the other keys of its block. Keys of the same block must start in the same column: indent it with as many spaces as the key it belongs with.',
    );
    expect(problemOf('site:\n  name: x\n title: y\n  more: z\n')).toMatch(/^3:2 this line does not line up/);
  });

  it("in a list item names the item's first key, past blank lines and comments, in the first line or before the next item", () => {
    expect(problemOf('routes:\n  - path: /\n\n    # the home page\n    title: Home\n   template: home\n')).toBe(
      ITEM('6:4', 'under `path:` on line 2 (4 spaces)'),
    );
    expect(problemOf('routes:\n  - path: /\n    title: Home\n   template: home\n  - path: /b\n')).toBe(ITEM('4:4', 'under `path:` on line 2 (4 spaces)'));
    expect(problemOf('- a: 1\n  b: 2\n c: 3\n')).toBe(ITEM('3:2', 'under `a:` on line 1 (2 spaces)'));
    expect(problemOf('routes:\n  -   path: /\n      title: Home\n     template: home\n')).toBe(ITEM('4:6', 'under `path:` on line 2 (6 spaces)'));
  });

  it('in a list item whose `- ` stands alone on its line says to line it up under the keys of its item', () => {
    expect(problemOf('routes:\n  -\n    path: /\n   title: x\n')).toBe(ITEM('4:4', 'under the keys of its item'));
    expect(problemOf('routes:\n  - path: /a\n  -\n    path: /\n   title: x\n')).toBe(ITEM('5:4', 'under the keys of its item'));
  });
});

describe('a colon in a value', () => {
  const QUOTE = (at: string, quoted: string) =>
    `${at} the value contains \`: \`, which YAML reads as the start of another key. Put the whole value in quotes: \`${quoted}\`.`;

  it('is quoted whatever the spaces around the key, and with a colon at its end', () => {
    expect(problemOf('routes:\n  -   title: VAT: a guide\n')).toBe(QUOTE('2:14', 'title: "VAT: a guide"'));
    expect(problemOf('site:\n  title:   VAT: a guide\n')).toBe(QUOTE('2:12', 'title: "VAT: a guide"'));
    expect(problemOf('site:\n  title: Contact us:\n')).toBe(QUOTE('2:10', 'title: "Contact us:"'));
  });

  it('is quoted whole up to 80 characters', () => {
    const value = `Corporate tax: ${'x'.repeat(56)}`;
    expect(`title: "${value}"`).toHaveLength(80);
    expect(problemOf(`site:\n  title: ${value}\n`)).toBe(QUOTE('2:10', `title: "${value}"`));
    expect(problemOf(`site:\n  title: ${value}x\n`)).toBe(QUOTE('2:10', 'title: "…"'));
  });
});

describe('a line indented under a value', () => {
  it('less than the key above and more than its block names the two keys it could line up with', () => {
    const between = (col: number) =>
      `3:${col} this line is indented ${col - 1} space${col === 2 ? '' : 's'}, less than the key above it and more than the block that key is in: line it up with \`x:\` on line 2 (4 spaces) or with \`site:\` on line 1 (0 spaces), using spaces.`;
    expect(problemOf('site:\n    x: 1\n - b: 2\n')).toBe(between(2));
    expect(problemOf('site:\n    x: 1\n   - b: 2\n   - c: 3\n')).toBe(between(4));
    // Reported at the line itself, not at the blank line or the note the parser stopped at.
    expect(problemOf('site:\n    x: 1\n\n  # a note\n  - b: 2\n')).toBe(between(3).replace(/^3:/, '5:'));
  });

  it('names a line without a key by its number', () => {
    expect(problemOf('site:\n  - a\n  - b:\n      - c\n    - d: 1\n')).toMatch(/line it up with line 4 \(6 spaces\) or with `b:` on line 3 \(4 spaces\)/);
  });

  it('is the first deeper line, whatever lies below it', () => {
    expect(problemOf('site:\n  title: Home\n    summary: text\n      more: x\n')).toMatch(/^3:5 this line is indented deeper than `title:` above it/);
  });
});

describe('a missing space after a colon', () => {
  it('shows the line written right in a list item, however many spaces follow the dash', () => {
    expect(problemOf('routes:\n  - title:Home\n    path: /\n')).toBe('2:5 `title:Home` needs a space after the colon: write `title: Home`.');
    expect(problemOf('routes:\n  -   title:Home\n    path: /\n')).toBe('2:7 `title:Home` needs a space after the colon: write `title: Home`.');
  });

  it('is not guessed for a key that starts with a digit', () => {
    expect(problemOf('site:\n  2fa:required\n  name: x\n')).toBe(
      '2:3 a key runs over several lines, usually because a `:` or indentation is missing on the line above. Check that each `key: value` is on one line, or quote the value.',
    );
  });

  it('a key with no value and no colon after it says what is missing', () => {
    expect(problemOf('site:\n  x: 1\n  b\n')).toBe(
      '3:3 something is missing here (Implicit map keys need to be followed by map values). Check the brackets and quotes on this line.',
    );
  });
});

it('a backslash in a Windows path names the escape YAML cannot read, not the one it can', () => {
  expect(problemOf('site:\n  folder: "C:\\new\\docs"\n')).toBe(
    '2:18 `\\d` is not something YAML can read inside double quotes. Write a backslash as `\\\\`, or put the value in single quotes.',
  );
});

it('brackets nested 70 deep, each closed, are named as too deep at the 65th', () => {
  expect(problemOf(`site: ${'['.repeat(70)}x${']'.repeat(70)}\n`)).toBe(
    '1:71 lists or blocks are nested more than 64 levels deep here, usually because `[` or `{` are opened and never closed. Close each bracket you open, or write the value out.',
  );
});

describe("the parser's errors no edit in these tests reaches (they depend on its stack or are rare)", () => {
  /** The message for an error `code` at `line`:`col` of `text`. */
  function explain(text: string, line: number, col: number, code: ErrorCode, message: string): string {
    const lineCounter = new LineCounter();
    parseDocument(text, { lineCounter });
    const offset =
      text
        .split('\n')
        .slice(0, line - 1)
        .join('\n').length +
      (line > 1 ? 1 : 0) +
      col -
      1;
    const problem = explainYamlError(new YAMLParseError([offset, offset + 1], code, message), new SourceFile('site.yaml', text, lineCounter));
    return `${problem.line}:${problem.col} ${problem.message}`;
  }
  const DEEP = 'too deeply to be read here, usually because `[` or `{` are opened and never closed. Close each bracket you open, or write the value out.';

  it('a stack run out is named at the first bracket of its line, or where the parser stopped', () => {
    expect(explain('site:\n  tags: [[[[\n', 2, 12, 'RESOURCE_EXHAUSTION', 'Excessive nesting')).toBe(`2:9 lists or blocks are nested ${DEEP}`);
    expect(explain('site:\n[[[[\n', 2, 3, 'RESOURCE_EXHAUSTION', 'Excessive nesting')).toBe(`2:1 lists or blocks are nested ${DEEP}`);
    expect(explain('site:\n  - - - - x\n', 2, 5, 'RESOURCE_EXHAUSTION', 'Excessive nesting')).toBe(
      '2:5 lines are indented too deeply to be read here: each line starts a block inside the one above. Line keys of the same block up in the same column.',
    );
  });

  it('a backslash the line does not show is still named', () => {
    expect(explain('site:\n  folder: "x"\n', 2, 13, 'BAD_DQ_ESCAPE', 'Invalid escape sequence')).toBe(
      '2:13 `\\` is not something YAML can read inside double quotes. Write a backslash as `\\\\`, or put the value in single quotes.',
    );
  });

  it('any other error is quoted as the parser says it, first line only', () => {
    expect(explain('a: &a &b x\n', 1, 7, 'MULTIPLE_ANCHORS', 'A node can have at most one anchor\nmore')).toBe('1:7 A node can have at most one anchor.');
  });
});

// A YAML mistake in site.yaml, as the person who made it reads the message: where it is (line and column of the
// mistake itself, not where the parser noticed it) and what to write instead (src/build/manifest/yaml-errors.ts).
import { describe, expect, it } from 'vitest';
import { problemOf } from '../../support/yaml-problem.js';

describe('a YAML mistake in site.yaml', () => {
  it('a tab used to indent is named at the tab', () => {
    expect(problemOf('site:\n  name: x\nroutes:\n\t- path: /\n')).toBe(
      '4:1 a tab is used for indentation. YAML indents with spaces only: replace the tab with spaces.',
    );
  });

  describe('a key written twice', () => {
    it('names the key and the line it first appears on', () => {
      expect(problemOf('title: A\nsummary: B\ntitle: C\n')).toBe(
        '3:1 the key `title` appears twice in the same block (also on line 1). Remove or rename one of them.',
      );
      expect(problemOf('routes:\n  - path: /a\n    title: A\n\n    # a comment\n    path: /b\n')).toBe(
        '6:5 the key `path` appears twice in the same block (also on line 2). Remove or rename one of them.',
      );
    });

    it('finds the first one in its own list item, not in the item before', () => {
      expect(problemOf('routes:\n  - path: /a\n  - path: /b\n    title: B\n    path: /c\n')).toContain('(also on line 3)');
    });

    it('names the first one written in quotes, never a line of another block', () => {
      // YAML reads `"title"` and `title` as one key; the earlier `title:` of the block above is another block's.
      const otherBlock = 'one:\n  title: A\ntwo:\n  "title": B\n  title: C\n';
      expect(problemOf(otherBlock)).toBe('5:3 the key `title` appears twice in the same block (also on line 4). Remove or rename one of them.');
      const otherItem = 'routes:\n  - title: A\n  - "title": B\n    title: C\n';
      expect(problemOf(otherItem)).toBe('4:5 the key `title` appears twice in the same block (also on line 3). Remove or rename one of them.');
    });
  });

  it('a key written twice in a block on one line (`{…}`) is named too', () => {
    expect(problemOf('site: {name: A, title: B, name: C}\n')).toBe('1:27 the key `name` appears twice in the same block. Remove or rename one of them.');
  });

  it('a bracket never closed is named where it opens, with the bracket that closes it', () => {
    expect(problemOf('site:\n  tags: [tax, vat\n  name: x\n')).toBe('2:9 this `[` is never closed. Add `]` at the end of the list.');
    expect(problemOf('site:\n  logo: {src: /a.png\n  name: x\n')).toBe('2:9 this `{` is never closed. Add `}` at the end of the block.');
  });

  it('a key out of line with its block is named at its first character', () => {
    expect(problemOf('site:\n  logo:\n    image: /logo.svg\n   alt: Logo\n')).toBe(
      '4:4 this line does not line up with the other keys of its block. Keys of the same block must start in the same column: indent it with as many spaces as the key it belongs with.',
    );
    expect(problemOf('site:\n  name: x\n title: y\n')).toMatch(/^3:2 this line does not line up/);
  });

  it('a key of a list item out of line with the item says which key to line it up under', () => {
    expect(problemOf('routes:\n  - path: /\n    title: Home\n   template: home\n')).toBe(
      '4:4 this line does not line up with the keys of its list item. Indent it under `path:` on line 2 (4 spaces), or start a new item with `- `.',
    );
  });

  it('a quote never closed is named where it opens, double or single', () => {
    expect(problemOf('site:\n  name: "Dune Ledger\n  title: x\n')).toBe(
      '2:9 this quoted value has no closing `"`. Add `"` at the end of the value, or remove the opening one.',
    );
    expect(problemOf("site:\n  name: 'Dune Ledger\n  title: x\n")).toBe(
      "2:9 this quoted value has no closing `'`. Add `'` at the end of the value, or remove the opening one.",
    );
  });

  describe('a colon inside a value', () => {
    it('suggests the line with the value quoted, its own quotes escaped', () => {
      expect(problemOf('site:\n  title: Corporate tax: what "changed" in 2026\n')).toBe(
        '2:10 the value contains `: `, which YAML reads as the start of another key. Put the whole value in quotes: `title: "Corporate tax: what \\"changed\\" in 2026"`.',
      );
      expect(problemOf('routes:\n  - title: VAT: a guide\n')).toContain('`title: "VAT: a guide"`');
    });

    it('shortens the suggestion of a long value to the key and its quotes', () => {
      const long = `site:\n  title: Corporate tax: ${'what every business must know '.repeat(3)}\n`;
      expect(problemOf(long)).toMatch(/Put the whole value in quotes: `title: "…"`\.$/);
    });
  });

  it('a line indented under a key that already has a value is named at that line', () => {
    expect(problemOf('site:\n  title: Home\n    summary: text\n')).toBe(
      '3:5 this line is indented deeper than `title:` above it, which already has a value. Line it up under `title:`, using spaces.',
    );
  });

  it('a missing space after a colon shows the line written right', () => {
    expect(problemOf('site:\n  name:Dune Ledger\n  title: x\n')).toBe('2:3 `name:Dune Ledger` needs a space after the colon: write `name: Dune Ledger`.');
  });

  it('a key without its colon says a key runs over several lines', () => {
    expect(problemOf('site:\n  name\n  title: x\n')).toMatch(/^2:3 a key runs over several lines, usually because a `:`/);
  });

  it('a character out of place quotes the parser without its own position', () => {
    const message = problemOf('site:\n  name: x\n]\n');
    expect(message).toBe(
      '3:1 this does not fit here (Unexpected flow-seq-end token in YAML stream: "]"). Check the indentation and punctuation of this line against the lines around it.',
    );
  });

  it('a value starting with a reserved character is to be quoted', () => {
    expect(problemOf('site:\n  handle: @dune\n')).toBe(
      '2:11 a value cannot start with this character (Plain value cannot start with reserved character @). Put the value in quotes.',
    );
  });

  it('a second document is named at its `---`', () => {
    expect(problemOf('site:\n  name: x\n---\nroutes: []\n')).toBe(
      '3:1 a line `---` starts a second document, but the manifest must be one document. Remove the `---` line.',
    );
  });

  it('a backslash in a double-quoted value says how to write one', () => {
    expect(problemOf('site:\n  folder: "C:\\docs"\n')).toBe(
      '2:14 `\\d` is not something YAML can read inside double quotes. Write a backslash as `\\\\`, or put the value in single quotes.',
    );
  });

  it('brackets opened thousands of times are named at the first, not read until the stack runs out', () => {
    // Which of the parser's errors comes first (the unclosed bracket or the exhausted stack) depends on the stack the
    // parser is given (it differs under the mutation tester); either way the first bracket is the place to look.
    expect(problemOf(`site:\n  tags: ${'['.repeat(3000)}\n`)).toMatch(
      /^2:9 (this `\[` is never closed\. Add `\]` at the end of the list\.|lists or blocks are nested too deeply to be read here, usually because `\[` or `\{` are opened and never closed\.)/,
    );
  });
});

// How the shape of an Arabic body is read against its English, line by line, as a translator writes markdown: code
// blocks and tables however indented, a pipe or a dash inside a sentence, headings and list items with more than one
// space, lists numbered past 9, and a list numbered in Arabic-Indic digits (which markdown does not read as a list).
import { describe, expect, it } from 'vitest';
import { structureMismatch } from '../../../src/build/manifest/translation/body-structure.js';

const same = (english: string, arabic: string) => expect(structureMismatch(english, arabic)).toBeUndefined();
const parts = (english: string, arabic: string) => expect(structureMismatch(english, arabic)).toBeDefined();

describe('an Arabic body', () => {
  it('skips code blocks only where a fence opens a line, however indented', () => {
    same('## A\n\nText with ``` inside.\n\n## B\n', '## أ\n\nنص.\n\n## ب\n');
    same('  ```\n# not a heading\n  ```\n', '```\n# ليس عنوانًا\n```\n');
    same('~~~\n# not a heading\n~~~\n## A\n', '## أ\n');
  });

  it('reads a table from its first pipe, however indented, and not a pipe inside a sentence', () => {
    same('Text with a | pipe.\n', 'نص.\n');
    same('  | a | b |\n  | 1 | 2 |\n', '| أ | ب |\n| 1 | 2 |\n');
  });

  it('counts two tables apart when text stands between them', () => {
    const english = '| a |\n| 1 |\n\nBetween.\n\n| b |\n| 2 |\n';
    same(english, '| أ |\n| 1 |\n\nبينهما.\n\n| ب |\n| 2 |\n');
    expect(structureMismatch(english, '| أ |\n| 1 |\n| ب |\n| 2 |\n')?.message).toMatch(/^has a table of 4 rows where the English has a table of 2 rows/);
  });

  it('reads headings and list items with more than one space after their mark, and lists numbered past 9', () => {
    same('##  Two spaces\n', '## عنوان\n');
    same('-  two spaces\n', '- بند\n');
    same('  - indented\n', '- بند\n');
    same('10. ten\n', '- عشرة\n');
  });

  it('does not take a dash inside a sentence for a list item', () => {
    same('Costs - mostly fees.\n', 'التكاليف.\n');
    parts('- fees\n', 'التكاليف.\n');
  });

  it('names a heading as written, without the spaces after it', () => {
    expect(structureMismatch('- one\n', '## عنوان   \n')?.message).toMatch(/^has a level-2 heading \(`## عنوان`\) where the English has a list item/);
  });

  it('tells a list numbered in Arabic-Indic digits, whatever its number or indent, from text', () => {
    const indic = /^has a line numbered in Arabic-Indic digits/;
    for (const arabic of ['١٠. عشرة\n', '  ١. واحد\n', '١.  واحد\n', '۱. واحد\n'])
      expect(structureMismatch('1. one\n', arabic)?.message, arabic).toMatch(indic);
    expect(structureMismatch('1. one\n', 'نص ١. ليس بندًا\n')?.message).toMatch(/^ends before the English does/);
  });
});

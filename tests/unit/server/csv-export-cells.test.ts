// What mutation testing (npm run mutate -- --module csv) found unchecked in the CSV export: a cell with no value at
// all (undefined, as an optional field left out) must be empty in the spreadsheet, never the word "undefined".
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../../server/db/csv.js';

describe('CSV cells without a value', () => {
  it('are empty for undefined as for null, and a zero stays 0', () => {
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(0)).toBe('0');
    expect(
      toCsv([
        ['language', 'spam'],
        [undefined, 'link-count'],
      ]),
    ).toBe('\uFEFFlanguage,spam\r\n,link-count\r\n');
  });
});

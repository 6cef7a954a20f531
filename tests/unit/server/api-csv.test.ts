import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../../server/db/csv.js';
import { openDatabase } from '../../../server/db/database.js';
import { saveEnquiry } from '../../../server/db/enquiries.js';
import { enquiriesCsv } from '../../../server/db/enquiry-export.js';
import { validEnquiry } from '../../support/api-test-app.js';

describe('CSV export', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+971 50 123 4567', '+971 50 123 4567'],
    ['+2+3', "'+2+3"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('writes %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('joins rows with CRLF and writes empty cells for missing values', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [null, 1],
      ]),
    ).toBe('\uFEFFa,b\r\n,1\r\n');
  });

  it('exports stored enquiries with a header row, formulas neutralised', () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-csv-'));
    const db = openDatabase(join(dir, 'site.db'));
    try {
      saveEnquiry(db, { ...validEnquiry, fullName: '=cmd|"/c calc"!A1', description: 'Line one\nLine "two"', language: 'ar' }, { requestHash: 'h' });
      const lines = enquiriesCsv(db).split('\r\n');
      expect(lines[0]).toBe('\uFEFFid,created_at,full_name,last_name,email,phone,type,description,address,language,ip,spam');
      expect(lines[1]).toMatch(
        /^[0-9a-f-]{36},\d{4}-\d\d-\d\dT[\d:.]+Z,"'=cmd\|""\/c calc""!A1",Khan,aisha\.khan@example\.com,\+971 50 123 4567,contact,"Line one\nLine ""two""",,ar,,$/,
      );
      expect(lines[2]).toBe('');
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

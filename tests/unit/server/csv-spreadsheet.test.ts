// The enquiries export opened as the office opens it, in Excel: Arabic must arrive as Arabic, phone numbers as the
// person wrote them, and nothing in a cell may run as a formula.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvCell } from '../../../server/db/csv.js';
import { openDatabase } from '../../../server/db/database.js';
import { saveEnquiry } from '../../../server/db/enquiries.js';
import { enquiriesCsv } from '../../../server/db/enquiry-export.js';
import { readAsSpreadsheet } from '../../support/spreadsheet-csv.js';
import { temporaryFolder } from '../../support/temp-folder.js';
import { validEnquiry } from '../../support/api-test-app.js';

describe('the enquiries export opened in a spreadsheet', () => {
  it('keeps an Arabic name and description intact and a phone number as written', () => {
    const db = openDatabase(join(temporaryFolder('csv-spreadsheet-'), 'site.db'));
    try {
      saveEnquiry(
        db,
        {
          ...validEnquiry,
          fullName: 'عائشة خان',
          customerLastName: 'خان',
          phone: '+971 4 123 4567',
          description: 'نحتاج إلى تسجيل ضريبة القيمة المضافة',
          language: 'ar',
        },
        { requestHash: 'h' },
      );
      const [header, row] = readAsSpreadsheet(Buffer.from(enquiriesCsv(db), 'utf8'));
      const cell = (name: string) => row[header.indexOf(name)];
      expect(header[0]).toBe('id');
      expect(cell('full_name')).toBe('عائشة خان');
      expect(cell('description')).toBe('نحتاج إلى تسجيل ضريبة القيمة المضافة');
      expect(cell('phone')).toBe('+971 4 123 4567');
    } finally {
      db.close();
    }
  });

  it.each([
    ['+971 4 123 4567', '+971 4 123 4567'],
    ['+971 (4) 123 4567', '+971 (4) 123 4567'],
    ['+971-4-123-4567', "'+971-4-123-4567"],
    ['+1+1', "'+1+1"],
    ['+123456', "'+123456"],
    ['+1 A1', "'+1 A1"],
  ])('writes %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

// A cell a spreadsheet would read as a formula (or whose leading control character hides one) gets a leading quote.
const FORMULA_START = /^[=+\-@\t\r]/;

// A phone number as a person writes it: "+", then only digits, spaces and brackets (7 to 15 digits). A spreadsheet
// cannot call anything or reach another cell from digits, spaces and brackets, so the number is left as the person
// wrote it, without a quote in front. Hyphens and dots are left out on purpose: "+971-4-123-4567" would be
// calculated as a subtraction, so it keeps the quote.
const PLAIN_PHONE = /^\+[\d ()]+$/;
const DIGITS_IN_A_PHONE = { least: 7, most: 15 };

/**
 * Excel reads a CSV without a byte-order mark in the computer's old code page and garbles Arabic; with the mark it
 * reads UTF-8.
 */
export const UTF8_BYTE_ORDER_MARK = '\uFEFF';

function isPlainPhoneNumber(text: string): boolean {
  if (!PLAIN_PHONE.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= DIGITS_IN_A_PHONE.least && digits <= DIGITS_IN_A_PHONE.most;
}

/** One RFC 4180 field, neutralised against CSV formula injection. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text) && !isPlainPhoneNumber(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A file a spreadsheet opens with every language intact: a UTF-8 byte-order mark, then rows joined with CRLF, as
 * RFC 4180 asks, ending with a line break.
 */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return UTF8_BYTE_ORDER_MARK + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

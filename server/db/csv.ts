// A cell a spreadsheet would read as a formula (or whose leading control character hides one) gets a leading quote.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 field, neutralised against CSV formula injection. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows joined with CRLF, as RFC 4180 asks, ending with a line break. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

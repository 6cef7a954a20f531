// Reads a CSV file's bytes the way Excel does when it opens one: UTF-8 only when the file starts with a byte-order
// mark, otherwise the Western Windows code page (which turns Arabic into "Ø¹Ø§Ø¦..."), then RFC 4180 fields.
const BYTE_ORDER_MARK = [0xef, 0xbb, 0xbf];

export function readAsSpreadsheet(bytes: Uint8Array): string[][] {
  const marked = BYTE_ORDER_MARK.every((byte, index) => bytes[index] === byte);
  const text = marked ? new TextDecoder('utf-8').decode(bytes) : new TextDecoder('windows-1252').decode(bytes);
  return parseCsv(text);
}

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

// A translated page must keep its original's shape: the same headings at the same levels, the same tables with
// the same rows, the same list items. Readers switch languages on a page and expect to find the same section;
// a dropped table row in a tax page is a dropped rule.

/** One structural element of a markdown text, with the line it starts on. */
interface Element {
  /** `indic item`: a line numbered `١.`, which markdown shows as text (lists are numbered in Western digits only). */
  kind: 'heading' | 'table' | 'list item' | 'indic item';
  /** A heading's level, a table's row count; 0 for list items. */
  size: number;
  line: number;
  text: string;
}

function elements(text: string): Element[] {
  // Stryker disable next-line ArrayDeclaration: equivalent — a stray first element stands in both texts alike
  const found: Element[] = [];
  let fenced = false;
  let table: Element | undefined;
  text.split(/\r?\n/).forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) return;
    const isRow = /^\s*\|/.test(line);
    if (isRow && table) table.size += 1;
    else if (isRow) found.push((table = { kind: 'table', size: 1, line: index + 1, text: line }));
    if (!isRow) table = undefined;
    const heading = /^(#{1,6})\s+\S/.exec(line);
    if (heading) found.push({ kind: 'heading', size: heading[1].length, line: index + 1, text: line });
    else if (/^\s*(?:[-*+]|\d+[.)])\s+\S/.test(line)) found.push({ kind: 'list item', size: 0, line: index + 1, text: line });
    else if (/^\s*[\u0660-\u0669\u06F0-\u06F9]+[.)]\s+\S/.test(line)) found.push({ kind: 'indic item', size: 0, line: index + 1, text: line });
  });
  return found;
}

const DESCRIBED: Record<Element['kind'], (element: Element) => string> = {
  heading: (element) => `a level-${element.size} heading (\`${element.text.trim()}\`)`,
  table: (element) => `a table of ${element.size} rows`,
  'list item': () => 'a list item',
  'indic item': () => 'a line numbered in Arabic-Indic digits, which markdown shows as plain text (write `1.`, `2.`… to make it a list item)',
};

const describe = (element: Element): string => DESCRIBED[element.kind](element);

export interface StructureMismatch {
  /** 1-based line in the translation where the shapes part (its last line + 1 when the translation ends early). */
  line: number;
  message: string;
}

/** Where a translation's headings, tables or list items first differ from the original's, if they do. */
export function structureMismatch(original: string, translation: string): StructureMismatch | undefined {
  const want = elements(original);
  const have = elements(translation);
  for (let index = 0; index < Math.max(want.length, have.length); index++) {
    const expected = want[index];
    const actual = have[index];
    if (expected && actual && expected.kind === actual.kind && expected.size === actual.size) continue;
    if (!actual) {
      const end = translation.split(/\r?\n/).length;
      return { line: end, message: `ends before the English does: the English continues with ${describe(expected)} at its line ${expected.line}.` };
    }
    if (!expected) return { line: actual.line, message: `has ${describe(actual)} the English does not have: the English ends before it.` };
    return {
      line: actual.line,
      message: `has ${describe(actual)} where the English has ${describe(expected)} (its line ${expected.line}): keep the same headings, table rows and list items, in the same order.`,
    };
  }
  return undefined;
}

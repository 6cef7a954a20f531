// The stylesheets serve English (left to right) and Arabic (right to left) alike, so layout is written with
// logical properties (`margin-inline-start`, `inset-inline-end`, `text-align: start`…). A physical `left`,
// `margin-right` or asymmetric four-value shorthand would lay the Arabic pages out as a mirror image of intent.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const stylesDir = join(import.meta.dirname, '../../../src/browser/styles');
const PHYSICAL = [
  /(?:^|[\s;{])(?:margin|padding|border)-(?:left|right)(?:-[a-z]+)?\s*:/,
  /(?:^|[\s;{])(?:left|right)\s*:/,
  /text-align\s*:\s*(?:left|right)/,
  /float\s*:\s*(?:left|right)/,
  /border-(?:top|bottom)-(?:left|right)-radius\s*:/,
  /translateX\((?![^)]*--inline-sign)/,
  // An inset shadow drawn on one side (an accent bar): its x offset must follow the direction.
  /box-shadow\s*:\s*inset\s+-?[1-9][\d.]*px\s/,
];
// Four values whose second and fourth (right and left) differ.
const ASYMMETRIC = /(?:^|[\s;{])(?:margin|padding|inset|border-width|border-radius)\s*:\s*(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s*;/;

function declarations(file: string): Array<{ line: number; text: string }> {
  // Comments are blanked (keeping their line breaks, so line numbers hold): they may say "left to right".
  const css = readFileSync(join(stylesDir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  return css.split('\n').map((text, index) => ({ line: index + 1, text }));
}

describe('stylesheets are written for both reading directions', () => {
  const files = readdirSync(stylesDir).filter((file) => file.endsWith('.css'));

  it.each(files)('%s uses logical properties, not left/right', (file) => {
    const physical = declarations(file)
      .filter(({ text }) => PHYSICAL.some((pattern) => pattern.test(text)) || isAsymmetric(text))
      .map(({ line, text }) => `${file}:${line} ${text.trim()}`);
    expect(physical).toEqual([]);
  });

  it('knows a physical property when it sees one', () => {
    for (const text of [
      '  margin-left: 1rem;',
      '  right: 0;',
      '  text-align: left;',
      '  padding: 1px 2px 1px 3px;',
      '  transform: translateX(3px);',
      '  box-shadow: inset 4px 0 0 var(--gold);',
    ])
      expect(PHYSICAL.some((pattern) => pattern.test(text)) || isAsymmetric(text)).toBe(true);
    for (const text of [
      '  margin-inline-start: 1rem;',
      '  inset-inline: 0;',
      '  padding: 1px 2px 1px 2px;',
      '  border-radius: 4px 4px 0 0;',
      '  box-shadow: inset calc(4px * var(--inline-sign)) 0 0 var(--gold);',
      '  box-shadow: inset 0 -3px 0 red;',
    ])
      expect(PHYSICAL.some((pattern) => pattern.test(text)) || isAsymmetric(text)).toBe(false);
  });
});

function isAsymmetric(text: string): boolean {
  const match = ASYMMETRIC.exec(text);
  if (!match) return false;
  // border-radius lists corners (top-left, top-right, bottom-right, bottom-left): mirrored when 1≠2 or 3≠4.
  return text.includes('border-radius') ? match[1] !== match[2] || match[3] !== match[4] : match[2] !== match[4];
}

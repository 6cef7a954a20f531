// The Arabic typeface a first visit downloads: subset to the characters of the real Arabic pages, both weights
// together within the 40 KB font budget, each a real WOFF2 file, shown only for Arabic characters.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARABIC_FAMILY, ARABIC_UNICODE_RANGE, arabicCharacters, arabicFontFaces, subsetArabicFont } from '../../../src/build/fonts/arabic-font.js';

const FONT_BUDGET_BYTES = 40 * 1024;
const arabicDir = resolve('content/ar');
const texts = readdirSync(arabicDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.md') || file.endsWith('.yaml'))
  .map((file) => readFileSync(join(arabicDir, file), 'utf8'));
texts.push(readFileSync(resolve('site.yaml'), 'utf8'));

describe('the Arabic font', () => {
  it('covers the characters the Arabic pages use, and only Arabic ones', () => {
    const characters = arabicCharacters(texts);
    expect(characters).toContain('ض');
    expect(characters).toContain('،');
    expect(characters).not.toMatch(/[A-Za-z0-9]/);
    expect(arabicCharacters(['abc ضريبة'])).toBe(arabicCharacters(['ضريبة xyz']));
  });

  it('takes each range of the faces to its first and last character, and nothing beside them', () => {
    expect(ARABIC_UNICODE_RANGE).toBe('U+0600-06FF, U+0750-077F, U+08A0-08FF, U+FB50-FDFF, U+FE70-FEFF, U+200C-200F');
    const bounds = ARABIC_UNICODE_RANGE.split(', ').map((range) =>
      range
        .slice(2)
        .split('-')
        .map((code) => parseInt(code, 16)),
    );
    const char = (code: number) => String.fromCharCode(code);
    const inside = bounds.flatMap(([first, last]) => [first, last]);
    const beside = bounds.flatMap(([first, last]) => [first - 1, last + 1]);
    const punctuation = '،؛؟٪';
    expect(arabicCharacters([beside.map(char).join('')])).toBe(punctuation);
    // Sorted by code point, each once, the punctuation always there.
    expect(arabicCharacters([[...inside].reverse().map(char).join(''), inside.map(char).join('')])).toBe(
      [...new Set([...inside, ...[...punctuation].map((c) => c.charCodeAt(0))])]
        .sort((a, b) => a - b)
        .map(char)
        .join(''),
    );
    // A character outside the Basic Multilingual Plane (an emoji) is no Arabic letter, whichever half of it is read.
    expect(arabicCharacters(['😀 𞸀'])).toBe(punctuation);
  });

  it('fits both weights in the first visit’s 40 KB font budget, as WOFF2', { timeout: 60_000 }, async () => {
    const files = await subsetArabicFont(arabicCharacters(texts));
    expect(files.map((file) => file.weight)).toEqual([400, 700]);
    for (const file of files) expect(file.bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    const total = files.reduce((sum, file) => sum + file.bytes.length, 0);
    expect(total).toBeLessThanOrEqual(FONT_BUDGET_BYTES);
    // A subset that silently kept the whole font would also pass the budget only by luck: it must be much smaller.
    expect(total).toBeLessThan(readFileSync(require.resolve('@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2')).length);
    const css = arabicFontFaces(files, '/assets/fonts/');
    expect(css).toContain(`font-family:'${ARABIC_FAMILY}'`);
    expect(css).toContain('font-display:swap');
    expect(css).toContain('unicode-range:U+0600-06FF');
  });

  it('is the family the stylesheet asks for on Arabic pages', () => {
    const css = readFileSync(join(process.cwd(), 'src/browser/styles/base.css'), 'utf8');
    expect(css).toMatch(new RegExp(`:root:lang\\(ar\\) \\{[^}]*--font: '${ARABIC_FAMILY}'`));
  });
});

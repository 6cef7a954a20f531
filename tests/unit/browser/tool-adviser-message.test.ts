// "Ask an adviser about this" begins the contact form's message from a tool: the tool named once, then the inputs and
// results written as the page writes them (amounts with grouping and the currency, dates in words), in each edition,
// with the edition's semicolon between items.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { adviserHref, adviserMessage } from '../../../src/browser/tools/adviser-link.js';
import { resultsSentence } from '../../../src/browser/tools/ToolResults.js';
import { withDefaults } from '../../../src/shared/law/tools/defaults.js';
import { TOOLS } from '../../../src/shared/law/tools/index.js';
import { siteLocales } from '../../../src/shared/locales.js';
import { siteLaw } from '../../support/tool-law.js';

type Words = Record<string, Record<string, string>>;
const manifest = parse(readFileSync(resolve('site.yaml'), 'utf8')) as {
  locales: { code: string; label: string; digits?: 'latn' | 'arab' }[];
  tools: Words;
  ar: { tools: Words };
  routes: { tool?: string; heading: string; ar?: { heading?: string } }[];
};
const [english, arabic] = siteLocales(manifest.locales);
const route = manifest.routes.find((candidate) => candidate.tool === 'corporate-tax')!;
const { fields, results, answer } = TOOLS['corporate-tax'];
const law = siteLaw('2026-11-29');
const inputs = withDefaults(fields, law, { income: '800000', revenue: '5000000' });
const outcome = answer(law, inputs);
if (outcome.kind !== 'result') throw new Error('the corporate tax tool gave no result');

function message(edition: typeof english, tools: Words, heading: string): string {
  const words = { ...tools.common, ...tools['corporate-tax'] };
  if (outcome.kind !== 'result') throw new Error('no result');
  return adviserMessage(heading, fields, inputs, resultsSentence(outcome.outcome, results, words, edition), words, edition);
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('the message to an adviser', () => {
  it('in English names the tool once and writes amounts and dates as the page does', () => {
    const text = message(english, manifest.tools, route.heading);
    expect(text).toMatch(/^I used “Corporate tax calculator” on your website\./);
    expect(occurrences(text.toLowerCase(), 'calculator')).toBe(1);
    expect(text).toContain('AED 800,000');
    expect(text).toContain('AED 5,000,000');
    expect(text).toContain('31 December 2026');
    expect(text).toContain('AED 38,250');
    expect(text).not.toMatch(/\b800000\b|2026-12-31/);
    expect(text).toContain('; ');
  });

  it('in Arabic names the tool once, writes amounts and dates as the Arabic page does and joins with «؛»', () => {
    const text = message(arabic, manifest.ar.tools, route.ar!.heading!);
    expect(text).toMatch(/^استخدمتُ «حاسبة ضريبة الشركات» على موقعكم\./);
    expect(occurrences(text, 'حاسبة')).toBe(1);
    expect(text).toContain('800,000 درهم');
    expect(text).toContain('38,250 درهم');
    expect(text).toContain('31 ديسمبر 2026');
    expect(text).not.toMatch(/\b800000\b|2026-12-31/);
    expect(text).toContain('؛ ');
    expect(text).not.toContain('; ');
  });

  it('is carried to the contact page of the same edition', () => {
    expect(adviserHref('/ar', 'نص')).toBe(`/ar/Contact-Us?about=${encodeURIComponent('نص')}`);
    expect(adviserHref('', 'a b')).toBe('/Contact-Us?about=a%20b');
  });
});

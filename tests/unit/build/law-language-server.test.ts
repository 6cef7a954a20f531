// `npm run language-server` (the law register's own server, not yaml-language-server: that one is language-server.test.ts)
// as an editor uses it: the real process over stdio, initialized on a small site of its own, answering hover,
// completion and diagnostics for `{{…}}` references in a page's markdown and in site.yaml.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES, siteYaml, smallSite, startServer, type Client } from '../../support/law-language-server.js';
import { validateSite } from '../../support/minimal-site.js';

const PAGE = [
  'Income up to {{zero-band}} is taxed at 0%.',
  'It was {{zero-band previous}} until {{zero-band since}}; on 31 December 2025 it was {{zero-band at 2025-12-31}}.',
  'Relief covers periods ending by {{relief-end}}; an example amount: {{literal AED 10,000.00}}.',
  'A mistyped id: {{zero-bnd}}.',
];
const TYPING = ['Up to {{', 'Up to {{zer', 'Up to {{zero-band ', 'Up to {{zero-band previous ', '{{until ', '{{until relief-end '];

/** The column of `needle` on line `line` of `lines`, plus `plus`. */
function column(lines: string[], line: number, needle: string, plus = 0): number {
  const at = lines[line].indexOf(needle);
  expect(at, `${needle} is on line ${line}`).toBeGreaterThanOrEqual(0);
  return at + plus;
}

describe('the law register language server', () => {
  let site: ReturnType<typeof smallSite>;
  let client: Client;
  let pageUri: string;
  let typingUri: string;

  beforeAll(async () => {
    site = smallSite();
    client = await startServer({ cwd: process.cwd(), rootUri: pathToFileURL(site.root).href });
    pageUri = pathToFileURL(join(site.root, 'content/services/page.md')).href;
    typingUri = pathToFileURL(join(site.root, 'content/blogs/typing.md')).href;
    client.open(pageUri, PAGE.join('\n'));
    client.open(typingUri, TYPING.join('\n'));
  }, 60_000);
  afterAll(async () => {
    await client?.stop();
    site?.remove();
  });

  it('hover on a rule id: its words in both languages, what each edition shows today, its instrument and date, its earlier values', async () => {
    const hover = await client.hover(pageUri, 0, column(PAGE, 0, 'zero-band', 3));
    expect(hover).toContain('**zero-band** — Taxable income taxed at 0%');
    expect(hover).toContain('الدخل الخاضع للضريبة بنسبة 0%');
    expect(hover).toContain('`{{zero-band}}` shows, on 30 November 2026:\n- English: AED 375,000\n- العربية: 375,000 درهم');
    expect(hover).toContain('Set by Ministerial Decision No. 229 of 2025; applies from 1 January 2026.');
    expect(hover).toContain('Earlier values:\n- AED 300,000 — from 1 June 2023, Federal Decree-Law No. 47 of 2022');
    // Anywhere inside the braces, the braces included; not past them.
    expect(await client.hover(pageUri, 0, column(PAGE, 0, '{{zero-band}}'))).toBe(hover);
    expect(await client.hover(pageUri, 0, column(PAGE, 0, '}} is', 1))).toBe(hover);
    expect(await client.hover(pageUri, 0, column(PAGE, 0, ' is taxed'))).toBeUndefined();
  });

  it('hover on `previous`, `since` and `at`: the value each names, with its own instrument and date', async () => {
    const previous = await client.hover(pageUri, 1, column(PAGE, 1, 'previous'));
    expect(previous).toContain('`{{zero-band previous}}` shows, on 30 November 2026:\n- English: AED 300,000\n- العربية: 300,000 درهم');
    expect(previous).toContain('Set by Federal Decree-Law No. 47 of 2022; applies from 1 June 2023.');
    const since = await client.hover(pageUri, 1, column(PAGE, 1, 'since'));
    expect(since).toContain('- English: 1 January 2026\n- العربية: 1 يناير 2026');
    const at = await client.hover(pageUri, 1, column(PAGE, 1, 'at 2025'));
    expect(at).toContain('`{{zero-band at 2025-12-31}}` shows, on 30 November 2026:\n- English: AED 300,000\n- العربية: 300,000 درهم');
  });

  it('hover on a literal explains it; on an unknown id, says so with the nearest ids', async () => {
    expect(await client.hover(pageUri, 2, column(PAGE, 2, 'literal'))).toContain('**Literal**: `AED 10,000.00` is written on the page as it is.');
    const unknown = await client.hover(pageUri, 3, column(PAGE, 3, 'zero-bnd'));
    expect(unknown).toBe('`{{zero-bnd}}`: there is no rule `zero-bnd` in `law.rules`. Nearest ids: `zero-band`, `relief-end`.');
  });

  it('completion after `{{` lists every rule id with its words and what it shows today; after an id and a space, the modifiers', async () => {
    const ids = await client.completion(typingUri, 0, TYPING[0].length);
    // The rule ids, then the words of a text that switches on a day.
    expect(ids.map((item) => item.label)).toEqual(['zero-band', 'relief-end', 'until', 'from', 'end']);
    expect(ids[2].textEdit).toMatchObject({ newText: 'until ' });
    expect(ids[3].textEdit).toMatchObject({ newText: 'from}}' });
    expect(ids[0]).toMatchObject({ detail: 'Taxable income taxed at 0%', labelDetails: { description: 'AED 375,000' } });
    expect((ids[0].documentation as { value: string }).value).toContain(
      'AED 375,000 (375,000 درهم) — Taxable income taxed at 0%; Ministerial Decision No. 229 of 2025',
    );
    expect(ids[1].textEdit).toEqual({ range: { start: { line: 0, character: 8 }, end: { line: 0, character: 8 } }, newText: 'relief-end}}' });
    // Typing an id: the part typed is replaced.
    const typed = await client.completion(typingUri, 1, TYPING[1].length);
    expect(typed[0].textEdit).toEqual({ range: { start: { line: 1, character: 8 }, end: { line: 1, character: 11 } }, newText: 'zero-band}}' });
    const modifiers = await client.completion(typingUri, 2, TYPING[2].length);
    expect(modifiers.map((item) => item.label)).toEqual(['previous', 'at', 'since', 'past', 'full']);
    expect(modifiers.find((item) => item.label === 'at')?.textEdit).toMatchObject({ newText: 'at 2026-11-30' });
    // `previous` and `at` do not go together, and a word is not offered twice.
    expect((await client.completion(typingUri, 3, TYPING[3].length)).map((item) => item.label)).toEqual(['since', 'past', 'full']);
    expect(await client.completion(pageUri, 0, 5)).toEqual([]);
    // `{{until `: today and the date rules (not the amounts); after the key, `passed`.
    expect((await client.completion(typingUri, 4, TYPING[4].length)).map((item) => item.label)).toEqual(['2026-11-30', 'relief-end']);
    expect((await client.completion(typingUri, 5, TYPING[5].length)).map((item) => item.label)).toEqual(['passed']);
  });

  it('an unknown id is an error over its `{{…}}`, in the words `npm run validate` uses, nearest id first', async () => {
    const diagnostics = await client.diagnostics(pageUri);
    const start = column(PAGE, 3, '{{zero-bnd}}');
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics![0].range).toEqual({ start: { line: 3, character: start }, end: { line: 3, character: start + '{{zero-bnd}}'.length } });
    expect(diagnostics![0].message).toContain('Nearest ids: `zero-band`');
    const { problems } = validateSite({
      edits: [['\nroutes:\n', `\n${RULES}routes:\n`]],
      files: { 'services/corporate-tax-in-uae.md': `${PAGE[3]}\n` },
    });
    expect(problems.map((problem) => problem.message)).toEqual([diagnostics![0].message]);
    expect(await client.diagnostics(typingUri)).toEqual([]);
  });

  it('markdown outside content/ is not a page: its `{{…}}` quote nothing', async () => {
    const readme = pathToFileURL(join(site.root, 'README.md')).href;
    client.open(readme, PAGE.join('\n'));
    expect(await client.hover(readme, 0, column(PAGE, 0, 'zero-band'))).toBeUndefined();
    expect(await client.diagnostics(readme)).toBeUndefined();
  });
});

describe('the register follows site.yaml as it is edited', () => {
  it('an edit to the open site.yaml changes what the hover shows and what is reported, before it is saved', { timeout: 60_000 }, async () => {
    const site = smallSite();
    const client = await startServer({ cwd: process.cwd(), rootUri: pathToFileURL(site.root).href });
    try {
      const siteUri = pathToFileURL(join(site.root, 'site.yaml')).href;
      const pageUri = pathToFileURL(join(site.root, 'content/page.md')).href;
      client.open(pageUri, PAGE.join('\n'));
      client.open(siteUri, siteYaml);
      expect(await client.hover(pageUri, 0, column(PAGE, 0, 'zero-band'))).toContain('- English: AED 375,000');
      // In site.yaml, a reference in a comment is no reference.
      const lines = siteYaml.split('\n');
      const comment = lines.findIndex((line) => line.includes('# {{rule-id}}'));
      expect(await client.hover(siteUri, comment, column(lines, comment, 'rule-id'))).toBeUndefined();
      expect(await client.diagnostics(siteUri)).toEqual([]);
      expect((await client.diagnostics(pageUri))?.map((diagnostic) => diagnostic.range.start.line)).toEqual([3]);

      const edited = siteYaml.replace('value: 375000', 'value: 380000').replace('- id: relief-end', '- id: zero-bnd');
      client.change(siteUri, edited, 2);
      const hover = await client.hover(pageUri, 0, column(PAGE, 0, 'zero-band'));
      expect(hover).toContain('- English: AED 380,000\n- العربية: 380,000 درهم');
      // The page was checked again against the edited register: `zero-bnd` is a rule now, `relief-end` is not.
      expect((await client.diagnostics(pageUri))?.map((diagnostic) => diagnostic.message)).toEqual([expect.stringContaining('there is no rule `relief-end`')]);
    } finally {
      await client.stop();
      site.remove();
    }
  });

  it('without a root from the client, the site is the folder the server was started in', { timeout: 60_000 }, async () => {
    const site = smallSite();
    const client = await startServer({ cwd: site.root });
    try {
      const pageUri = pathToFileURL(join(site.root, 'content/page.md')).href;
      client.open(pageUri, PAGE.join('\n'));
      expect(await client.hover(pageUri, 0, column(PAGE, 0, 'zero-band'))).toContain('- English: AED 375,000');
    } finally {
      await client.stop();
      site.remove();
    }
  });
});

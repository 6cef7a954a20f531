// The interface strings: texts with a number or a name in them are filled by one helper, and every translation of
// such a text keeps the same `{name}` places, so no page shows a raw `{count}` or loses a value.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fillText, intlLocale, placeholdersOf } from '../../../src/shared/fill-text.js';
import { createMarkdownRenderer } from '../../../src/build/model/markdown.js';
import type { SiteManifest } from '../../../src/generated/manifest-types.gen.js';

const manifest = parse(readFileSync('site.yaml', 'utf8')) as SiteManifest;

describe('fillText', () => {
  it('puts each value in its place, wherever the language puts it', () => {
    expect(fillText('Slide {current} of {total}', { current: 2, total: 5 })).toBe('Slide 2 of 5');
    expect(fillText('{current} من {total}', { current: 2, total: 5 })).toBe('2 من 5');
  });

  it('leaves a placeholder with no value as written, so a misspelt one shows', () => {
    expect(fillText('By {nmae}, {role}', { name: 'A', role: 'Partner' })).toBe('By {nmae}, Partner');
  });

  it('returns the parts in order when a value is not text (a link, a date element)', () => {
    const link = { element: 'a' };
    expect(fillText('E-mail {email} or call {phone}.', { email: link, phone: '+971 4 000 0000' })).toEqual(['E-mail ', link, ' or call +971 4 000 0000.']);
  });

  it('lists the placeholders a text uses', () => {
    expect(placeholdersOf('{count} pages match “{query}”')).toEqual(['count', 'query']);
  });
});

describe('intlLocale', () => {
  it('writes English the British way and keeps the digits site.yaml chose', () => {
    expect(intlLocale({ code: 'en', digits: 'latn' })).toBe('en-GB-u-nu-latn');
    expect(intlLocale({ code: 'ar', digits: 'arab' })).toBe('ar-u-nu-arab');
    const date = new Date('2026-12-31T00:00:00Z');
    const format = (tag: string) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
    expect(format(intlLocale({ code: 'en', digits: 'latn' }))).toBe('31 December 2026');
    expect(format(intlLocale({ code: 'ar', digits: 'latn' }))).toBe('31 ديسمبر 2026');
  });
});

describe('tables in a page body', () => {
  it("are named for screen readers in the edition's language", () => {
    const table = '## الغرامات\n\n| أ | ب |\n|---|---|\n| 1 | 2 |\n';
    const arabic = { table: manifest.ar?.strings?.table ?? '', tableUnder: manifest.ar?.strings?.tableUnder ?? '' };
    expect(createMarkdownRenderer((link) => link, {}, {}, arabic)(table)).toContain('aria-label="جدول: الغرامات"');
    expect(createMarkdownRenderer((link) => link)('| a |\n|---|\n| 1 |\n')).toContain('aria-label="Table"');
  });
});

describe('site.yaml strings', () => {
  const english = manifest.strings as unknown as Record<string, string>;
  const arabic = (manifest.ar?.strings ?? {}) as Record<string, string>;

  it('have an Arabic text for every English one', () => {
    expect(Object.keys(english).filter((key) => !arabic[key]?.trim())).toEqual([]);
  });

  it('keep the same placeholders in Arabic as in English', () => {
    const differing = Object.keys(english).filter(
      (key) => arabic[key] !== undefined && placeholdersOf(english[key]).sort().join() !== placeholdersOf(arabic[key]).sort().join(),
    );
    expect(differing).toEqual([]);
  });
});

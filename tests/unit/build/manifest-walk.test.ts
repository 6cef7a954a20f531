// How the validator's checks see site.yaml and content/: every text with the key and path an error will name, the
// markdown bodies a page has in each edition, and each body read once however many checks look at it.
import { mkdtempSync, rmSync, unlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentReader, markdownBodies, pageBodies } from '../../../src/build/manifest/content-reader.js';
import type { PathSegment } from '../../../src/build/manifest/problem.js';
import { namesMarkdownFile, walk } from '../../../src/build/manifest/walk.js';

const dir = mkdtempSync(join(tmpdir(), 'manifest-walk-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every visit as `key=value @path`. */
function visits(value: unknown, from: PathSegment[] = []): string[] {
  const seen: string[] = [];
  walk(value, from, (key, text, path) => seen.push(`${key}=${text} @${path.join('.')}`));
  return seen;
}

describe('walking site.yaml', () => {
  it("visits every text, in lists (under the list's name) and blocks at any depth, with the path an error names; numbers and flags are not texts", () => {
    const manifest = {
      site: {
        name: 'Firm',
        phones: ['+971 4 000 0000', { label: 'Office', number: '+971 4 111 1111' }],
        office: { lines: ['Business Bay'] },
        founded: 2004,
        draft: false,
      },
    };
    expect(visits(manifest)).toEqual([
      'name=Firm @site.name',
      'phones=+971 4 000 0000 @site.phones.0',
      'label=Office @site.phones.1.label',
      'number=+971 4 111 1111 @site.phones.1.number',
      'lines=Business Bay @site.office.lines.0',
    ]);
  });

  it('starts from the path it is given (a route walked on its own still names routes[N])', () => {
    expect(visits({ title: 'VAT', faq: [{ q: 'Who?' }] }, ['routes', 3])).toEqual(['title=VAT @routes.3.title', 'q=Who? @routes.3.faq.0.q']);
  });

  it("visits a blog index's entries as links to their articles, besides their own keys", () => {
    const index = { posts: [{ path: '/blogs/vat', heading: 'VAT' }], featured: { path: '/not-a-post' } };
    expect(visits(index, ['routes', 5])).toEqual([
      'link=/blogs/vat @routes.5.posts.0.path',
      'path=/blogs/vat @routes.5.posts.0.path',
      'heading=VAT @routes.5.posts.0.heading',
      'path=/not-a-post @routes.5.featured.path',
    ]);
    // Only a blog index's `posts`: another list of blocks with a `path` names no link.
    expect(visits({ items: [{ path: '/x' }] })).toEqual(['path=/x @items.0.path']);
  });

  it('gives each visit its own path, which a check may keep after the walk goes on', () => {
    const kept: PathSegment[][] = [];
    walk({ a: { b: 'x', c: ['y', { d: 'z' }] } }, ['root'], (_key, _value, path) => kept.push(path));
    expect(kept).toEqual([
      ['root', 'a', 'b'],
      ['root', 'a', 'c', 0],
      ['root', 'a', 'c', 1, 'd'],
    ]);
  });

  it('names a markdown body only under `body` and only as a .md file', () => {
    expect(namesMarkdownFile('body', 'services/vat.md')).toBe(true);
    expect(namesMarkdownFile('body', 'Our services')).toBe(false);
    expect(namesMarkdownFile('link', 'services/vat.md')).toBe(false);
  });
});

describe("a page's markdown bodies", () => {
  const home = { path: '/', body: 'pages/home.md', about: { heading: 'About', body: 'home/about.md' }, title: 'notes.md' };

  it('are its body and its about section, each with where the page names it', () => {
    expect(markdownBodies(home, ['routes', 0])).toEqual([
      { file: 'pages/home.md', at: ['routes', 0, 'body'] },
      { file: 'home/about.md', at: ['routes', 0, 'about', 'body'] },
    ]);
    expect(markdownBodies({ path: '/Contact-Us' })).toEqual([]);
    // Without a starting path, where the page itself names them.
    expect(markdownBodies(home).map(({ at }) => at.join('.'))).toEqual(['body', 'about.body']);
  });

  it('in both editions: the Arabic one is the same name under ar/', () => {
    expect(pageBodies(home)).toEqual(['pages/home.md', 'ar/pages/home.md', 'home/about.md', 'ar/home/about.md']);
  });
});

describe('reading content/', () => {
  mkdirSync(join(dir, 'pages'), { recursive: true });
  writeFileSync(join(dir, 'pages/vat.md'), 'First line\r\nSecond [VAT](/VAT-Services)\r\n');

  it('reads a body once, names it as the editor knows it, with its lines and links', () => {
    const reader = contentReader(dir, 'content');
    const file = reader.read('pages/../pages/vat.md')!;
    expect(file.shown).toBe('content/pages/vat.md');
    expect(file.lines).toEqual(['First line', 'Second [VAT](/VAT-Services)', '']);
    expect(file.links().map(({ target, line }) => `${target}@${line}`)).toEqual(['/VAT-Services@1']);
    // A second check gets the same reading, even once the file has gone from the disk.
    unlinkSync(join(dir, 'pages/vat.md'));
    expect(reader.read('pages/../pages/vat.md')).toBe(file);
    writeFileSync(join(dir, 'pages/vat.md'), 'First line\r\nSecond [VAT](/VAT-Services)\r\n');
  });

  it('says nothing of a file it cannot read (the file checks report it), and keeps saying so', () => {
    const reader = contentReader(dir, 'content');
    expect(reader.read('pages/missing.md')).toBeUndefined();
    writeFileSync(join(dir, 'pages/missing.md'), 'Now here');
    expect(reader.read('pages/missing.md')).toBeUndefined();
    expect(contentReader(dir, 'site/content').read('pages/missing.md')?.shown).toBe('site/content/pages/missing.md');
  });
});

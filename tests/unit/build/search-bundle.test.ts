// The site's search bundle is put together from one Pagefind index per language, made side by side
// (src/build/prerender/search-bundle.ts). It must be what one Pagefind run over every language makes, or a
// visitor's search would load files that do not belong together.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENTRY_FILE, mergedEntry, mergedFiles } from '../../../src/build/prerender/search-bundle.js';
import { indexFolder } from '../../../src/build/prerender/pagefind-index.js';
import { searchInputDir } from '../../../src/build/prerender/search-input.js';
import { fingerprint } from '../../../src/build/support/output-tree.js';

const root = mkdtempSync(join(tmpdir(), 'search-bundle-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const pages = {
  en: {
    'index.html': 'Corporate tax registration for mainland and free zone companies.',
    'Services/index.html': 'VAT returns, refunds and voluntary disclosures, filed on time.',
  },
  ar: {
    'ar/index.html': 'التسجيل في ضريبة الشركات للشركات في البر الرئيسي والمناطق الحرة.',
    'ar/Services/index.html': 'إقرارات ضريبة القيمة المضافة والاسترداد والإفصاح الطوعي.',
  },
};

function writePages(folder: string, lang: keyof typeof pages) {
  for (const [file, text] of Object.entries(pages[lang])) {
    const target = join(folder, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(
      target,
      `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"></head><body><main data-pagefind-body><h1>${text}</h1><p>${text}</p></main></body></html>`,
    );
  }
}

const asPrints = (files: { path: string; content: Uint8Array }[]) =>
  Object.fromEntries(files.filter((file) => file.path !== ENTRY_FILE).map((file) => [file.path, fingerprint(Buffer.from(file.content))]));
const entryOf = (files: { path: string; content: Uint8Array }[]) => Buffer.from(files.find((file) => file.path === ENTRY_FILE)!.content).toString('utf8');

describe('the search bundle made one language at a time', () => {
  it('equals, file for file and byte for byte, the bundle of one Pagefind run over both languages', async () => {
    writePages(join(root, 'en'), 'en');
    writePages(join(root, 'ar'), 'ar');
    writePages(join(root, 'both'), 'en');
    writePages(join(root, 'both'), 'ar');
    const english = await indexFolder(join(root, 'en'), []);
    const arabic = await indexFolder(join(root, 'ar'), []);
    const both = await indexFolder(join(root, 'both'), []);

    const merged = mergedFiles([
      { lang: 'en', files: asPrints(english) },
      { lang: 'ar', files: asPrints(arabic) },
    ]);
    expect(merged).toEqual(asPrints(both));
    expect(Object.keys(merged).some((file) => file.startsWith('fragment/ar_'))).toBe(true);
    expect(mergedEntry([entryOf(english), entryOf(arabic)])).toBe(entryOf(both));
  });

  it('stops the build, naming the file, when two languages disagree on a file they both have', () => {
    expect(() =>
      mergedFiles([
        { lang: 'en', files: { 'pagefind/pagefind.js': 'one print' } },
        { lang: 'ar', files: { 'pagefind/pagefind.js': 'another print' } },
      ]),
    ).toThrow(/"en" and "ar" disagree on pagefind\/pagefind\.js/);
  });

  it('stops the build when the languages were indexed by different versions of Pagefind', () => {
    const entry = (version: string, lang: string) => JSON.stringify({ version, languages: { [lang]: { hash: `${lang}_1`, wasm: lang, page_count: 1 } } });
    expect(() => mergedEntry([entry('1.6.0', 'en'), entry('1.7.0', 'ar')])).toThrow(/different Pagefind settings/);
  });
});

/** This process's Pagefind processes, by pid. */
function pagefindProcesses(): number[] {
  const out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((line) => /pagefind/.test(line))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

describe('two languages indexed at the same time (the build indexes each edition side by side)', () => {
  it('gives each its own Pagefind process, and each the same files as when indexed alone', async () => {
    writePages(join(root, 'side-en'), 'en');
    writePages(join(root, 'side-ar'), 'ar');
    const alone = [await indexFolder(join(root, 'side-en'), []), await indexFolder(join(root, 'side-ar'), [])];
    const together = await Promise.all([
      indexFolder(join(root, 'side-en'), [], { slot: 0, keepService: true }),
      indexFolder(join(root, 'side-ar'), [], { slot: 1, keepService: true }),
    ]);
    // One process could only have indexed one language after the other; two ran.
    expect(pagefindProcesses()).toHaveLength(2);
    expect(together.map(asPrints)).toEqual(alone.map(asPrints));
    expect(together.map(entryOf)).toEqual(alone.map(entryOf));
    await Promise.all([indexFolder(join(root, 'side-en'), [], { slot: 0 }), indexFolder(join(root, 'side-ar'), [], { slot: 1 })]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pagefindProcesses()).toEqual([]);
  });
});

describe("the Pagefind process of a build process that stays up (the editor's Publish)", () => {
  it('is kept for the next index, and replaced when it has ended since', async () => {
    writePages(join(root, 'kept'), 'en');
    const first = await indexFolder(join(root, 'kept'), [], { keepService: true });
    const [kept] = pagefindProcesses();
    expect(kept).toBeGreaterThan(0);
    expect(asPrints(await indexFolder(join(root, 'kept'), [], { keepService: true }))).toEqual(asPrints(first));
    expect(pagefindProcesses()).toEqual([kept]);

    process.kill(kept, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asPrints(await indexFolder(join(root, 'kept'), [], { keepService: true }))).toEqual(asPrints(first));
    expect(pagefindProcesses()).not.toContain(kept);
    // Left running otherwise: it would not be, by a build that closes it.
    await indexFolder(join(root, 'kept'), []);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pagefindProcesses()).toEqual([]);
  });
});

describe('where the pages Pagefind reads are written', () => {
  const cache = '/project/node_modules/.cache/site-build/search-index-abc.json';
  const writable = mkdtempSync(join(tmpdir(), 'memory-'));
  afterAll(() => rmSync(writable, { recursive: true, force: true }));

  it('is memory when it has room for them three times over, under a name the next build finds again', () => {
    const dir = searchInputDir(cache, 3236, { folder: writable, freeBytes: () => 24 * 1024 ** 3 });
    expect(dirname(dir)).toBe(writable);
    expect(searchInputDir(cache, 10, { folder: writable, freeBytes: () => 24 * 1024 ** 3 })).toBe(dir);
    expect(searchInputDir(cache.replace('abc', 'xyz'), 10, { folder: writable, freeBytes: () => 24 * 1024 ** 3 })).not.toBe(dir);
  });

  it('is the disk when memory is too small for the site (a container’s 64 MB), unwritable, or cannot be measured', () => {
    const onDisk = '/project/node_modules/.cache/site-build/search-index-abc-input';
    expect(searchInputDir(cache, 3236, { folder: writable, freeBytes: () => 64 * 1024 ** 2 })).toBe(onDisk);
    expect(searchInputDir(cache, 236, { folder: writable, freeBytes: () => 64 * 1024 ** 2 })).not.toBe(onDisk);
    expect(searchInputDir(cache, 10, { folder: join(writable, 'missing'), freeBytes: () => 24 * 1024 ** 3 })).toBe(onDisk);
    expect(searchInputDir(cache, 10, { folder: writable, freeBytes: () => undefined })).toBe(onDisk);
  });
});

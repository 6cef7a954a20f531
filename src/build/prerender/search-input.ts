// The folder Pagefind reads, one subfolder per language with the pages' own file names: each indexed page's <main>,
// cut by the renderer that made it, so the HTML is not read back; a page this build did not render is read from dist/
// when its language's index has to be made again. Each language is read in one call: Pagefind's threads parse the
// files, several times faster on a large site than sending pages one by one.
import { accessSync, constants, mkdirSync, readFileSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fingerprint } from '../support/output-tree.js';
import { indexedHtml, type SearchEntry } from './search-excerpt.js';
import { textMemo } from '../../shared/remember-by-text.js';

/**
 * What pages not rendered by a build were cut to before, by their HTML's print and entry: a build process that stays up
 * (the editor's Publish) reads again only the pages whose HTML it has not seen, not every page of the language.
 */
// The keys are short (print, path, section): what bounds the memory is the count — at most 4,096 cuts of a few
// kilobytes each, the grown benchmark site's 3,214 pages included (about 30 MB).
const cutBefore = textMemo<string>({ texts: 4096, characters: 1_000_000 });

/**
 * How long `prepare` works before it lets the event loop turn: long enough that other work of this thread rarely comes
 * first (each turn let in about 10 ms of it), short enough that renderers waiting for their next pages are answered.
 */
const SLICE_MS = 50;

/** Memory-backed, where the system has it (Linux): the pages Pagefind reads are written and deleted on every build. */
const MEMORY_FOLDER = '/dev/shm';
/** Room to ask of it per indexed page: the pages' cuts average about 20 KB (the grown benchmark site: 62 MB, 3,236). */
const BYTES_PER_PAGE = 64 * 1024;

/** Free bytes in the file system that holds `folder` (undefined where that cannot be told). */
function freeBytesOf(folder: string): number | undefined {
  try {
    const stats = statfsSync(folder);
    return stats.bavail * stats.bsize;
  } catch {
    return undefined;
  }
}

/**
 * Where a build writes the pages Pagefind reads: in memory when the system offers a folder there with room for them,
 * else beside the index's cache. Creating a file cost this machine's disk 0.5–0.8 ms of kernel time (2026-11-28,
 * 3,000 files: 2.4 s; in /dev/shm 0.03 s), and the grown benchmark site writes 3,236 of them. A container's /dev/shm
 * is often 64 MB (Docker's default): a site that would not fit three times over goes to the disk rather than fail for
 * want of room. The name comes from the cache file, so a build that was killed before it removed the folder has it
 * removed by the next one, not left in memory.
 */
export function searchInputDir(cacheFile: string, pages: number, memory = { folder: MEMORY_FOLDER, freeBytes: freeBytesOf }): string {
  const onDisk = cacheFile.replace(/\.json$/, '-input');
  try {
    accessSync(memory.folder, constants.W_OK);
  } catch {
    return onDisk;
  }
  const free = memory.freeBytes(memory.folder);
  if (free === undefined || free < pages * BYTES_PER_PAGE) return onDisk;
  return join(memory.folder, `site-search-input-${fingerprint(onDisk)}`);
}

export class SearchInput {
  /** The cuts of the pages this build rendered, by HTML file, until their language is written out. */
  private readonly cuts = new Map<string, string>();
  private readonly folders = new Set<string>();
  /** The indexed pages this build renders. */
  private readonly expected = new Set<string>();
  /** By language: the pages `prepare` wrote an empty file for, to be filled by `complete` or sent by `lateCuts`. */
  private readonly waitedFor = new Map<string, Set<string>>();
  /** By language: the indexed pages this build renders that are not in yet, and who waits for the last. */
  private readonly pending = new Map<string, { left: number; done: Promise<void>; resolve: () => void }>();

  constructor(
    readonly dir: string,
    private readonly entries: Map<string, SearchEntry>,
    /** What each page's HTML is made from, by HTML file (as the output tree keeps it). */
    private readonly htmlPrints: Map<string, string>,
  ) {
    rmSync(dir, { recursive: true, force: true });
  }

  folder(lang: string): string {
    return join(this.dir, lang);
  }

  /** The indexed pages this build is about to render (`ready` waits for them). */
  expect(htmlFiles: Iterable<string>): void {
    for (const htmlFile of htmlFiles) {
      this.expected.add(htmlFile);
      const lang = this.entries.get(htmlFile)?.lang;
      if (lang === undefined) continue;
      let pending = this.pending.get(lang);
      if (!pending) {
        let resolve = () => {};
        const done = new Promise<void>((settle) => (resolve = settle));
        pending = { left: 0, done, resolve };
        this.pending.set(lang, pending);
      }
      pending.left++;
    }
  }

  /** Settles once every page of `lang` this build renders is in. */
  ready(lang: string): Promise<void> {
    return this.pending.get(lang)?.done ?? Promise.resolve();
  }

  /** A rendered page's cut (`indexedHtml`), kept until its language is written out. */
  add(htmlFile: string, indexed: string): void {
    const lang = this.entries.get(htmlFile)!.lang;
    this.cuts.set(htmlFile, indexed);
    const pending = this.pending.get(lang);
    if (pending && --pending.left === 0) pending.resolve();
  }

  /**
   * Writes every page of `lang` into its folder in the order of their file names: the cuts of the pages this build
   * does not render (from their HTML in `outDir`), and an empty file in the place of each page still being rendered,
   * which `complete` fills. Pagefind numbers pages in the order it finds them, which is the order the system lists a
   * folder in; a memory-backed folder lists files in the order they were made, so written as pages finished
   * rendering, an incremental build's index differed from a clean build's. Done while the renderers render (after a
   * one-sentence edit, reading and cutting the other pages was 70 ms the index then waited for), giving way now and then
   * (`SLICE_MS`) so their messages are answered meanwhile. Not after every page: each turn of the event loop let other
   * work of this thread in first, and the 115 turns of the English pages ended 0.35 s after they began for 75 ms of
   * work, all of it time Pagefind waited (2026-11-29).
   */
  async prepare(lang: string, outDir: string): Promise<void> {
    const files = [...this.entries].filter(([, entry]) => entry.lang === lang).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const waiting = new Set<string>();
    this.waitedFor.set(lang, waiting);
    let sliceStarted = performance.now();
    for (const [htmlFile, entry] of files) {
      if (performance.now() - sliceStarted > SLICE_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        sliceStarted = performance.now();
      }
      const cut = this.cuts.get(htmlFile);
      if (cut === undefined && this.expected.has(htmlFile)) {
        this.write(lang, htmlFile, '');
        waiting.add(htmlFile);
        continue;
      }
      const key = `${this.htmlPrints.get(htmlFile)}\t${entry.path}\t${entry.section}`;
      this.write(lang, htmlFile, cut ?? cutBefore(key, () => indexedHtml(readFileSync(join(outDir, htmlFile), 'utf8'), entry)));
      this.cuts.delete(htmlFile);
    }
  }

  /** How many pages of `lang` `prepare` left a place for. */
  placeholders(lang: string): number {
    return this.waitedFor.get(lang)?.size ?? 0;
  }

  /** Once they are all rendered, the cuts of the pages of `lang` that `prepare` left a place for, by file. */
  async lateCuts(lang: string): Promise<Map<string, string>> {
    await this.ready(lang);
    const late = new Map<string, string>();
    for (const htmlFile of this.waitedFor.get(lang) ?? []) late.set(htmlFile, this.cuts.get(htmlFile) ?? '');
    return late;
  }

  /** Fills the places `prepare` left for the pages of `lang` this build rendered, once they all are (`ready`). */
  complete(lang: string): void {
    for (const [htmlFile, cut] of this.cuts) {
      if (this.entries.get(htmlFile)?.lang !== lang) continue;
      this.write(lang, htmlFile, cut);
      this.cuts.delete(htmlFile);
    }
  }

  private write(lang: string, htmlFile: string, cut: string): void {
    const target = join(this.folder(lang), htmlFile);
    if (!this.folders.has(dirname(target))) {
      mkdirSync(dirname(target), { recursive: true });
      this.folders.add(dirname(target));
    }
    writeFileSync(target, cut);
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

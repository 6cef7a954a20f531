// One language's search index, made by a Pagefind process of its own. Pagefind's Node API drives one process per
// instance of its module, and that process indexes one thing at a time; each language gets an instance of its own
// (the same module file under another URL), so the build indexes the editions side by side from this one thread —
// on 2 cores, 4.9 s instead of 6.2 s for the benchmark site's two languages (3,220 pages, 2026-11-24). Each instance
// used to run in a worker thread of its own: a second JavaScript heap, started and loaded only to pass messages.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder } from '../../shared/files-under.js';

type Pagefind = typeof import('pagefind');

export interface IndexedFile {
  path: string;
  content: Uint8Array;
}

const instances = new Map<number, Promise<Pagefind>>();

/** Pagefind's module, instance `slot`: the first as imported anywhere else, each other one under a URL of its own. */
function pagefind(slot: number): Promise<Pagefind> {
  let instance = instances.get(slot);
  if (!instance) {
    instance = slot === 0 ? import('pagefind') : (import(`${import.meta.resolve('pagefind')}?process=${slot}`) as Promise<Pagefind>);
    instances.set(slot, instance);
  }
  return instance;
}

type NewIndex = Awaited<ReturnType<Pagefind['createIndex']>>;
/** Indexes made before their pages were ready, by slot, with the selectors they were made with. */
const started = new Map<number, { selectors: string; index: Promise<NewIndex> }>();

/**
 * Starts Pagefind process `slot` and makes an empty index in it now, for the next `indexFolder` in that slot: starting
 * the process took 0.1–0.2 s of a one-page rebuild after its page was rendered, and overlaps validation this way.
 */
export function startIndex(excludeSelectors: string[], slot = 0): void {
  if (started.has(slot)) return;
  const index = pagefind(slot).then((service) => service.createIndex({ excludeSelectors }));
  index.catch(() => {});
  started.set(slot, { selectors: JSON.stringify(excludeSelectors), index });
}

/** Lets go of an index started and not used (a build with nothing to index), and of its process. */
export async function dropStartedIndexes(): Promise<void> {
  const left = [...started];
  started.clear();
  for (const [slot, { index }] of left) {
    const made = await index.catch(() => undefined);
    await made?.index?.deleteIndex().catch(() => {});
    await (await pagefind(slot)).close();
  }
}

export interface IndexOptions {
  slot?: number;
  keepService?: boolean;
  /**
   * The pages whose files in `dir` are placeholders, with their HTML by path under `dir`, once it is there: each is
   * indexed in its placeholder's place, after Pagefind has read the folder (which it does meanwhile).
   */
  late?: () => Promise<Map<string, string>>;
  /** Called once Pagefind has been asked to read the folder. */
  onFolderSent?: () => void;
  /** Called once every page is on its way to Pagefind (with `late`, once they are in and it is writing the index). */
  onAllSent?: () => void;
}

/**
 * Pagefind's files for the pages in `dir` (their URLs are their paths under it), made by Pagefind process `slot`
 * (one per language being indexed at the same time). `keepService` leaves that process running for the next index:
 * starting it is a fifth of a one-page rebuild's indexing in a build process that stays up (the editor's Publish). It
 * does not keep Node running: Pagefind's module lets go of the process between requests, and the process ends when
 * its input closes.
 */
export async function indexFolder(dir: string, excludeSelectors: string[], options: IndexOptions = {}): Promise<IndexedFile[]> {
  const service = await pagefind(options.slot ?? 0);
  try {
    return await indexOnce(service, dir, excludeSelectors, options);
  } catch (error) {
    if (!options.keepService) throw error;
    // A kept process may have ended since (killed, or the machine short of memory): once more with a new one.
    await service.close();
    return await indexOnce(service, dir, excludeSelectors, options);
  } finally {
    if (!options.keepService) await service.close();
  }
}

async function indexOnce(pagefind: Pagefind, dir: string, excludeSelectors: string[], options: IndexOptions): Promise<IndexedFile[]> {
  const slot = options.slot ?? 0;
  const early = started.get(slot);
  started.delete(slot);
  const made = early?.selectors === JSON.stringify(excludeSelectors) ? await early.index.catch(() => undefined) : undefined;
  if (early && !made?.index) await early.index.then((unused) => unused.index?.deleteIndex()).catch(() => {});
  const { index, errors } = made?.index ? made : await pagefind.createIndex({ excludeSelectors });
  if (!index) throw new Error(`The search index could not be created: ${errors.join('; ')}`);
  try {
    const adding = index.addDirectory({ path: dir });
    options.onFolderSent?.();
    if (!options.late) options.onAllSent?.();
    const added = await adding;
    if (added.errors.length > 0) throw new Error(`Indexing the pages for search failed: ${added.errors.join('; ')}`);
    if (options.late) {
      // Pagefind puts a page added again under the same address in the place of the first (its `fossick_one`), so the
      // pages keep the folder's order, and their numbers in the index are a clean build's.
      const late = [...(await options.late())].map(([sourcePath, content]) => index.addHTMLFile({ sourcePath, content }));
      const lateErrors = (await Promise.all(late)).flatMap((response) => response.errors);
      if (lateErrors.length > 0) throw new Error(`Indexing the pages for search failed: ${lateErrors.join('; ')}`);
    }
    // Pagefind writes the files itself, beside the pages it read (in memory where they are): `getFiles` sends the same
    // bytes over its pipe as base64 in JSON, which took twice as long (the English pages: 0.40 s against 0.20 s on
    // this machine, 2026-11-29, with the same 144 files byte for byte).
    const outputPath = `${dir.replace(/\/+$/, '')}.index`;
    rmSync(outputPath, { recursive: true, force: true });
    try {
      const writing = index.writeFiles({ outputPath });
      if (options.late) options.onAllSent?.();
      const { errors: writeErrors } = await writing;
      if (writeErrors.length > 0) throw new Error(`The search index could not be written: ${writeErrors.join('; ')}`);
      return filesUnder(outputPath).map((path) => ({ path, content: readFileSync(join(outputPath, path)) }));
    } finally {
      rmSync(outputPath, { recursive: true, force: true });
    }
  } finally {
    await index.deleteIndex();
  }
}

// One language's search index, made by a Pagefind process of its own. Pagefind's Node API drives one process per
// module instance and that process indexes one thing at a time; a worker thread has its own module instances, so the
// build indexes each edition side by side (search-index.ts) — on 2 cores, 4.9 s instead of 6.2 s for the benchmark
// site's two languages (3,220 pages, 2026-11-24).
import * as pagefind from 'pagefind';
import { answerOnce } from './ts-worker.js';

export interface IndexedFile {
  path: string;
  content: Uint8Array;
}

/**
 * Pagefind's files for the pages in `dir` (their URLs are their paths under it). `keepService` leaves Pagefind's
 * process running for the next index made in this thread: starting it is a fifth of a one-page rebuild's indexing in
 * a build process that stays up (the editor's Publish). It does not keep Node running: Pagefind's module lets go of
 * the process between requests, and the process ends when its input closes.
 */
export async function indexFolder(dir: string, excludeSelectors: string[], keepService = false): Promise<IndexedFile[]> {
  try {
    return await indexOnce(dir, excludeSelectors);
  } catch (error) {
    if (!keepService) throw error;
    // A kept process may have ended since (killed, or the machine short of memory): once more with a new one.
    await pagefind.close();
    return await indexOnce(dir, excludeSelectors);
  } finally {
    if (!keepService) await pagefind.close();
  }
}

async function indexOnce(dir: string, excludeSelectors: string[]): Promise<IndexedFile[]> {
  const { index, errors } = await pagefind.createIndex({ excludeSelectors });
  if (!index) throw new Error(`The search index could not be created: ${errors.join('; ')}`);
  try {
    const added = await index.addDirectory({ path: dir });
    if (added.errors.length > 0) throw new Error(`Indexing the pages for search failed: ${added.errors.join('; ')}`);
    const { files, errors: writeErrors } = await index.getFiles();
    if (writeErrors.length > 0) throw new Error(`The search index could not be written: ${writeErrors.join('; ')}`);
    return files;
  } finally {
    await index.deleteIndex();
  }
}

answerOnce(({ dir, excludeSelectors }: { dir: string; excludeSelectors: string[] }) => indexFolder(dir, excludeSelectors));

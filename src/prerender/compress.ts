import { availableParallelism } from 'node:os';
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|svg|xml|json|txt|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli's top quality (11) is 3× slower than 10 for ~2% smaller files. Hashed assets are compressed once and
 * downloaded by every visitor, so they get 11; pages (one file per route, thousands on a large site) get 10.
 */
function brotliQuality(entry: string): number {
  return entry.startsWith(`assets${sep}`) ? 11 : 10;
}

export interface PrecompressResult {
  files: number;
  ms: number;
}

/**
 * Writes .br and .gz beside every text file, so the server sends them without compressing per request.
 * zlib's asynchronous calls run on libuv's thread pool, so a few files at a time use every core.
 */
export async function precompress(dir: string): Promise<PrecompressResult> {
  const started = performance.now();
  // Entries are relative to dir, so only dist's own assets/ folder counts, wherever the project lives.
  const entries = (await readdir(dir, { recursive: true, encoding: 'utf8' })).filter((entry) => COMPRESSIBLE.test(entry));
  let files = 0;
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const entry = entries[next++];
      const file = join(dir, entry);
      if (!(await stat(file)).isFile()) continue;
      const content = await readFile(file);
      if (content.length < 512) continue;
      const params = { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(entry), [constants.BROTLI_PARAM_SIZE_HINT]: content.length };
      const [br, gz] = await Promise.all([brotli(content, { params }), gzipAsync(content, { level: 9 })]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      files++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  return { files, ms: performance.now() - started };
}

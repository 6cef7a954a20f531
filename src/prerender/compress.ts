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
function brotliQuality(file: string): number {
  return file.includes(`${sep}assets${sep}`) ? 11 : 10;
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
  const candidates = (await readdir(dir, { recursive: true, encoding: 'utf8' })).map((entry) => join(dir, entry)).filter((file) => COMPRESSIBLE.test(file));
  let files = 0;
  let next = 0;
  const worker = async () => {
    while (next < candidates.length) {
      const file = candidates[next++];
      if (!(await stat(file)).isFile()) continue;
      const content = await readFile(file);
      if (content.length < 512) continue;
      const params = { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file), [constants.BROTLI_PARAM_SIZE_HINT]: content.length };
      const [br, gz] = await Promise.all([brotli(content, { params }), gzipAsync(content, { level: 9 })]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      files++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  return { files, ms: performance.now() - started };
}

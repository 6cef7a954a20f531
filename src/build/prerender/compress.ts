import { availableParallelism } from 'node:os';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|svg|xml|json|txt|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Hashed assets (assets/) change only with the code and every visitor downloads them: brotli 11. Pages and their
 * JSON are made on every content build, thousands on a large site: brotli 6 compressed the real site's HTML and JSON
 * 20× faster than 10 (153 ms against 3.1 s) for 12% more bytes (1,292 KB against 1,154 KB; README, "Build").
 * gzip 9 costs no more time than 6 on these files.
 */
export function compressionLevels(file: string) {
  return { brotli: file.startsWith('assets/') ? 11 : 6, gzip: 9 };
}

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE.test(file);
}

/**
 * Writes .br and .gz beside each given text file, so the server sends them without compressing per request.
 * zlib's asynchronous calls run on libuv's thread pool, so a few files at a time use every core.
 */
export async function precompress(dir: string, files: string[]): Promise<number> {
  const todo = files.filter(isCompressible);
  let compressed = 0;
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const file = todo[next++];
      const path = join(dir, file);
      const content = await readFile(path);
      if (content.length < 512) continue;
      const levels = compressionLevels(file);
      const params = { [constants.BROTLI_PARAM_QUALITY]: levels.brotli, [constants.BROTLI_PARAM_SIZE_HINT]: content.length };
      const [br, gz] = await Promise.all([brotli(content, { params }), gzipAsync(content, { level: levels.gzip })]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      compressed++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  return compressed;
}

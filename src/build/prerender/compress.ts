import { availableParallelism } from 'node:os';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { brotliAt, compressedByBuild, compressionLevels, SMALLEST_COMPRESSED } from '../../shared/compression.js';

const gzipAsync = promisify(gzip);

/**
 * Writes .br and .gz beside each of the given files that the build compresses (the hashed assets: see
 * src/shared/compression.ts), so the server sends them without compressing per request. zlib's asynchronous calls
 * run on libuv's thread pool, so a few files at a time use every core. `contents` gives files' bytes in memory (the
 * build's own writes of them may still be under way); the rest are read from `dir`.
 */
export async function precompress(dir: string, files: string[], contents?: ReadonlyMap<string, Buffer>): Promise<number> {
  const todo = files.filter(compressedByBuild);
  let compressed = 0;
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const file = todo[next++];
      const path = join(dir, file);
      const content = contents?.get(file) ?? (await readFile(path));
      if (content.length < SMALLEST_COMPRESSED) continue;
      const levels = compressionLevels(file);
      const [br, gz] = await Promise.all([brotliAt(content, levels.brotli), gzipAsync(content, { level: levels.gzip })]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      compressed++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  return compressed;
}

import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

/**
 * Which files are sent compressed, and how. Hashed assets (assets/) change only with the code and every visitor
 * downloads them: the build compresses them once, thoroughly (brotli 11), and writes .br/.gz copies beside them. Every
 * other text file (pages, page data, feeds, the search script) is compressed by the server the first time it is asked
 * for, and remembered (server/site/compressed-files.ts): a large site's build spent about a third of its page
 * rendering on compressing pages, most of which no visitor asks for before the next build, and static hosts compress
 * what they serve themselves.
 */
const COMPRESSIBLE = /\.(html|js|css|svg|xml|json|txt|webmanifest)$/;

/** Files smaller than this are sent as they are: compressing them saves less than the headers it needs. */
export const SMALLEST_COMPRESSED = 512;

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE.test(file);
}

/** Whether the build writes `file`'s compressed copies (else the server compresses it when it is first asked for). */
export function compressedByBuild(file: string): boolean {
  return file.startsWith('assets/') && isCompressible(file);
}

/**
 * brotli 11 for assets. Elsewhere the server answers the first request for a file at brotli 6 and meanwhile compresses
 * it again at `brotliLater` (10), which it sends from then on: 6 compressed the real site's HTML and JSON 20× faster
 * than 10 (153 ms against 3.1 s for all of them) for 12% more bytes (1,292 KB against 1,154 KB); the Arabic article
 * page is 18.3 KB at 6 and 16.1 KB at 10, which took 46 ms (2026-11-30): too long to keep a visitor waiting, nothing
 * for a thread in the background. gzip 9 costs no more time than 6 on these files.
 */
export function compressionLevels(file: string): { brotli: number; brotliLater?: number; gzip: number } {
  return file.startsWith('assets/') ? { brotli: 11, gzip: 9 } : { brotli: 6, brotliLater: 10, gzip: 9 };
}

const brotli = promisify(brotliCompress);

/** `content` in brotli at `quality`, told its size (which lets brotli size its window to the file). */
export function brotliAt(content: Buffer, quality: number): Promise<Buffer> {
  return brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } });
}

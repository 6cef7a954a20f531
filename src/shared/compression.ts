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
 * brotli 11 for assets; brotli 6 elsewhere compressed the real site's HTML and JSON 20× faster than 10 (153 ms against
 * 3.1 s) for 12% more bytes (1,292 KB against 1,154 KB). gzip 9 costs no more time than 6 on these files.
 */
export function compressionLevels(file: string) {
  return { brotli: file.startsWith('assets/') ? 11 : 6, gzip: 9 };
}

// Preloaded into a timed build by `npm run bench` (node --import): scripts/build.ts prints only its
// prerender time, so this times the precompression step from inside (every brotli and gzip call) and
// prints it on exit, to tell compression apart from the Vite builds in the remaining time.
import zlib from 'node:zlib';
import { syncBuiltinESMExports } from 'node:module';

const spent = { brotli: 0, gzip: 0, files: 0 };
const { brotliCompressSync, gzipSync } = zlib;
zlib.brotliCompressSync = ((...args: Parameters<typeof brotliCompressSync>) => {
  const started = performance.now();
  try {
    return brotliCompressSync(...args);
  } finally {
    spent.brotli += performance.now() - started;
    spent.files++;
  }
}) as typeof brotliCompressSync;
zlib.gzipSync = ((...args: Parameters<typeof gzipSync>) => {
  const started = performance.now();
  try {
    return gzipSync(...args);
  } finally {
    spent.gzip += performance.now() - started;
  }
}) as typeof gzipSync;
// `import { gzipSync } from 'node:zlib'` in the build sees the wrapped functions only after this.
syncBuiltinESMExports();

process.on('exit', () => {
  console.log(`[bench] compression: brotli ${Math.round(spent.brotli)} ms, gzip ${Math.round(spent.gzip)} ms over ${spent.files} files`);
});

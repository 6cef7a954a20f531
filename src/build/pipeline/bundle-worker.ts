// The bundler's two builds (browser and server), in a process of their own (code-build.ts). Run in the build's own
// thread, Vite and its plugins kept about 200 MB of the build's memory for the rest of the build (peak 974 MB on the
// benchmark site with 3,220 pages, 2026-11-24); in a worker thread, its native bundler still left about 400 MB of
// resident memory behind when the thread ended (2026-11-28); a process gives it all back when it exits.
import { build, type InlineConfig } from 'vite';
import { answerOnce } from '../support/ts-worker.js';

export interface BundleJob {
  root: string;
  /** Where the client build goes (`client/`) and the server build (`ssr/`). */
  outDir: string;
}

export async function bundle({ root, outDir }: BundleJob): Promise<void> {
  // The site is always bundled for production, whoever starts the build: Vite follows NODE_ENV when it is set, and a
  // build started by a test runner (vitest sets NODE_ENV=test) made a development bundle — React's development
  // build, 70 KB more for every visitor — that the next `npm run build` reused as unchanged code. This process's
  // environment is its own copy, so the build that started it is not affected.
  process.env.NODE_ENV = 'production';
  const common: InlineConfig = { root, configFile: `${root}/vite.config.ts`, logLevel: 'warn', publicDir: false };
  // Two independent builds; Vite's bundler is native and multi-threaded, so they overlap well.
  await Promise.all([
    build({ ...common, build: { outDir: `${outDir}/client`, emptyOutDir: true } }),
    build({
      ...common,
      ssr: { noExternal: true },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: { ssr: 'src/browser/app/entry-server.tsx', outDir: `${outDir}/ssr`, emptyOutDir: true, manifest: false },
    }),
  ]);
}

answerOnce(bundle);

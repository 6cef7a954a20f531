import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BundleJob } from './bundle-worker.js';
import { runOnceInProcess } from '../support/ts-worker.js';
import type { ViteManifest } from '../prerender/router-manifest.js';

/** What decides the browser and server bundles: code, styles, dependencies and configuration — never content. */
const CODE_INPUTS = [
  'src/browser',
  'src/shared',
  'src/generated/manifest-types.gen.ts',
  'package-lock.json',
  'package.json',
  'vite.config.ts',
  // The bundler's own settings (the server bundle's, among them), beside Vite's configuration.
  'src/build/pipeline/bundle-worker.ts',
  'tsconfig.json',
];
/** Builds kept in the cache: the current one and the one before (switching branches back and forth stays fast). */
const KEEP_BUILDS = 2;

export interface CodeBuild {
  /** Hash of every code input: equal keys mean byte-identical bundles. */
  key: string;
  /** Vite's client output: assets/ and .vite/manifest.json. */
  clientDir: string;
  ssrEntry: string;
  viteManifest: ViteManifest;
  /** True when the bundles came from the cache and the bundler did not run. */
  cached: boolean;
}

function filesUnder(root: string, entry: string): string[] {
  const full = join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((file) => join(entry, file))
    .filter((file) => statSync(join(root, file)).isFile())
    .sort();
}

/** A hash of every file under the given entries of `root`, names included. */
export function hashFiles(root: string, entries: string[]): string {
  const hash = createHash('sha256');
  hash.update(process.version.split('.')[0]);
  for (const file of entries.flatMap((entry) => filesUnder(root, entry))) {
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(join(root, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

export function codeKey(root: string): string {
  return hashFiles(root, CODE_INPUTS);
}

/**
 * What else decides a page's HTML besides the bundles (codeKey already covers src/shared and the dependencies): the
 * build's own code (page data, the page loader, compression). Part of every page's fingerprint with codeKey, so
 * changing the generator re-renders the pages it affects — all of them.
 */
export function generatorKey(root: string): string {
  return hashFiles(root, ['src/build']);
}

/** The build's cache (bundles, fonts, images, what dist/ holds) for the project at `root`. */
export function buildCacheDir(root: string): string {
  return join(root, 'node_modules/.cache/site-build');
}

export type StartedCodeBuild = ReturnType<typeof startCodeBuild>;

/**
 * The client and server bundles for the current code, from the cache when nothing that goes into them changed:
 * a content-only edit never runs the bundler. The bundler runs in a process of its own, so the build can go on with
 * validation and page data meanwhile; `cancel` stops it (a build whose content is invalid needs no bundles).
 */
export function startCodeBuild(root: string, cacheDir = buildCacheDir(root)): { key: string; result: Promise<CodeBuild>; cancel: () => void } {
  const key = codeKey(root);
  const dir = join(cacheDir, `code-${key}`);
  const clientDir = join(dir, 'client');
  const ssrEntry = join(dir, 'ssr', 'entry-server.js');
  const manifestFile = join(clientDir, '.vite', 'manifest.json');
  const cached = existsSync(join(dir, 'complete'));
  const done = (): CodeBuild => ({ key, clientDir, ssrEntry, viteManifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest, cached });
  if (cached) return { key, result: Promise.resolve().then(done), cancel: () => {} };
  const staging = `${dir}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  const bundler = runOnceInProcess<void>(new URL('./bundle-worker.ts', import.meta.url), { root, outDir: staging } satisfies BundleJob, 'The bundler');
  const result = bundler.result.then(() => {
    // The marker is written into the staging folder last, so an interrupted build is never taken for a complete one.
    writeFileSync(join(staging, 'complete'), key);
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
    pruneOldBuilds(cacheDir, dir);
    return done();
  });
  // A bundler error is reported when the build waits for the bundles, not as an unhandled rejection while it validates.
  result.catch(() => {});
  const cancel = () => void bundler.stop().then(() => rmSync(staging, { recursive: true, force: true }));
  return { key, result, cancel };
}

function pruneOldBuilds(cacheDir: string, current: string) {
  const builds = readdirSync(cacheDir)
    .filter((name) => name.startsWith('code-') && !name.endsWith('.tmp'))
    .map((name) => join(cacheDir, name))
    .filter((path) => path !== current)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const old of builds.slice(KEEP_BUILDS - 1)) rmSync(old, { recursive: true, force: true });
}

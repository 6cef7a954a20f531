import { spawnSync } from 'node:child_process';
import { delimiter, dirname } from 'node:path';
import { lendNewBundles, linkSharedBundles } from './shared-bundles.js';

export interface BuildRun {
  /** As the build prints it: from its first step to its last. */
  seconds: number;
  /** Including Node's and the TypeScript loader's start. */
  wallSeconds: number;
  rendered: number;
  written: number;
  peakMb: number;
  /** With the processes the build started (bundler, Pagefind), sampled; undefined where the build could not tell. */
  treePeakMb?: number;
  bundlerRan: boolean;
  /** Raster images encoded, and those whose variants came from the cache. */
  images: { encoded: number; cached: number };
}

/**
 * `npm run build` in `dir` (compiled, as npm runs it), in its own process and production mode as an editor or CI runs it;
 * its summary line parsed. `viaNpm` runs it through npm itself, whose own start counts in what a person waits for.
 */
export function runBuild(dir: string, args: string[] = [], options: { viaNpm?: boolean } = {}): BuildRun {
  const started = performance.now();
  linkSharedBundles(dir);
  // The scripts npm runs find this Node first, as they do with node_modules/.bin on PATH.
  const env = { ...process.env, NODE_ENV: 'production', PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}` };
  const result = options.viaNpm
    ? spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', ...(args.length > 0 ? ['--', ...args] : [])], {
        cwd: dir,
        encoding: 'utf8',
        env,
        shell: process.platform === 'win32',
      })
    : spawnSync(process.execPath, ['scripts/run-compiled.mjs', 'scripts/build.ts', ...args], { cwd: dir, encoding: 'utf8', env });
  const summary =
    /\((\d+) rendered in .*?, (\d+) files written, \d+ removed; bundler (ran|skipped).*\) in ([\d.]+) s; peak memory (\d+) MB(?:, (\d+) MB with the processes it started)?/.exec(
      result.stdout,
    );
  lendNewBundles(dir);
  if (result.status !== 0 || !summary) {
    throw new Error(`The build in ${dir} failed (exit ${result.status}):\n${result.stdout.slice(-3000)}\n${result.stderr.slice(-3000)}`);
  }
  const images = /images \((\d+) encoded, (\d+) cached\)/.exec(result.stdout);
  return {
    images: { encoded: Number(images?.[1] ?? 0), cached: Number(images?.[2] ?? 0) },
    rendered: Number(summary[1]),
    written: Number(summary[2]),
    bundlerRan: summary[3] === 'ran',
    seconds: Number(summary[4]),
    wallSeconds: (performance.now() - started) / 1000,
    peakMb: Number(summary[5]),
    treePeakMb: summary[6] === undefined ? undefined : Number(summary[6]),
  };
}

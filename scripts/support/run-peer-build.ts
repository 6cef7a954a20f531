import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { ELAPSED_LINE, MEMORY_LINE } from './memory-line.js';
import { PEER_CONTENT_CONFIG, peerAstroConfig, peerPages } from '../peer-site.js';

/** Astro and Starlight live here with their own lockfile: the benchmark's tools, never the site's dependencies. */
const PEER_DIR = resolve('bench/peer');

export interface PeerRun {
  /** From the process's start to its exit: Astro's build, Starlight's Pagefind run and Node's start. */
  wallSeconds: number;
  /** As Astro prints it ("N page(s) built"). */
  pages: number;
  /** Astro's own figure ("built in N s"), printed once Starlight's Pagefind run has ended; without Node's start. */
  seconds: number;
  /** Pages in Pagefind's index per language, as the index's entry file counts them. */
  indexed: Record<string, number>;
  /** Peak resident memory of Astro's process, and with the processes it started (Pagefind), sampled; MB. */
  peakMb?: number;
  treePeakMb?: number;
}

/** Installs the peer from its lockfile the first time the benchmark needs it (`npm ci`, from the npm registry). */
export function ensurePeerInstalled(): void {
  if (existsSync(join(PEER_DIR, 'node_modules/astro/package.json'))) return;
  console.log('Installing the peer (Astro and Starlight) into bench/peer/node_modules…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: PEER_DIR, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm ci in ${PEER_DIR} failed (exit ${result.status}).`);
}

/**
 * A throw-away Starlight project of `count` pages under bench/peer/sites/ (gitignored; the same disk as the project's
 * copies in the temp folder). It sits below bench/peer/ because Astro resolves its own components from the real
 * path of node_modules: a project elsewhere with node_modules linked to the peer's fails to build. Vite's and Astro's
 * caches go to the project's own node_modules/.vite and node_modules/.astro, so no run reuses another's.
 */
export function writePeerSite(label: string, count: number): string {
  const dir = join(PEER_DIR, 'sites', label);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src/content/docs'), { recursive: true });
  // Its dependencies named as the peer's: Astro bundles the packages a project lists (Starlight's components) and would
  // leave unlisted ones to Node, which cannot load them.
  const { dependencies } = JSON.parse(readFileSync(join(PEER_DIR, 'package.json'), 'utf8')) as { dependencies: object };
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `peer-${label}`, private: true, type: 'module', dependencies }));
  writeFileSync(join(dir, 'astro.config.mjs'), peerAstroConfig(count));
  writeFileSync(join(dir, 'src/content.config.ts'), PEER_CONTENT_CONFIG);
  for (const page of peerPages(count)) {
    const file = join(dir, 'src/content/docs', page.file);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page.markdown);
  }
  return dir;
}

/** Deletes what a build of the peer site leaves (its output, Astro's and Vite's caches), so the next build is clean. */
export function clearPeerOutput(dir: string): void {
  for (const output of ['dist', '.astro', 'node_modules']) rmSync(join(dir, output), { recursive: true, force: true });
}

/** `astro build` in `dir` with the same Node as the benchmark; clean when clearPeerOutput ran before it. */
export function runPeerBuild(dir: string): PeerRun {
  const started = performance.now();
  // Through measure-memory.ts, which samples its memory as the build samples its own, and times it from its own start
  // (the wrapper's start, with tsx, would otherwise count against the peer).
  const measured = ['--import', import.meta.resolve('tsx'), fileURLToPath(new URL('./measure-memory.ts', import.meta.url))];
  const result = spawnSync(process.execPath, [...measured, process.execPath, join(PEER_DIR, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: dir,
    encoding: 'utf8',
    // Telemetry would reach for the network, which this machine does not have.
    env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
  });
  const wallSeconds = (performance.now() - started) / 1000;
  const output = stripVTControlCharacters(result.stdout);
  // "218 page(s) built in 6.97s", past a minute "3237 page(s) built in 1m 4s".
  const built = /(\d+) page\(s\) built in (?:(\d+)m\s*)?([\d.]+)s/.exec(output);
  const entry = join(dir, 'dist/pagefind/pagefind-entry.json');
  if (result.status !== 0 || !built || !existsSync(entry)) {
    throw new Error(`The peer's build in ${dir} failed (exit ${result.status}):\n${output.slice(-3000)}\n${result.stderr.slice(-3000)}`);
  }
  const { languages } = JSON.parse(readFileSync(entry, 'utf8')) as { languages: Record<string, { page_count: number }> };
  const indexed = Object.fromEntries(Object.entries(languages).map(([lang, index]) => [lang, index.page_count]));
  const memory = MEMORY_LINE.exec(result.stderr);
  const elapsed = ELAPSED_LINE.exec(result.stderr);
  return {
    wallSeconds: elapsed ? Number(elapsed[1]) : wallSeconds,
    seconds: 60 * Number(built[2] ?? 0) + Number(built[3]),
    pages: Number(built[1]),
    indexed,
    peakMb: memory ? Number(memory[1]) : undefined,
    treePeakMb: memory ? Number(memory[2]) : undefined,
  };
}

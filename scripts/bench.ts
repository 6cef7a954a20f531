// `npm run bench`: the engine's cost as the site grows. In throw-away copies of the project (scripts/synthetic-site.ts)
// it builds the real site and the real site plus 1,500 synthetic service pages, and prints first-load JavaScript,
// clean and incremental build times, peak memory and validation time, each against its target (issue 10).
import { spawnSync } from 'node:child_process';
import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadManifest } from '../src/build/manifest/load.js';
import { resolveSite } from '../src/build/model/site-model.js';
import { pageScriptFiles } from '../src/build/prerender/router-manifest.js';
import { addSyntheticPages, copyProject } from './synthetic-site.js';
import { runBuild } from './support/run-build.js';

const SYNTHETIC = { services: 1500, articles: 0 };
const keep = process.argv.includes('--keep');
const load = () => loadavg()[0].toFixed(1);

/**
 * Lets the disk write out what the benchmark itself just wrote (copies of the project, the previous build) before a
 * timed build starts: on this machine writes queued by one step slowed the next by seconds, measuring the step before.
 */
function settleDisk(): void {
  spawnSync('sync');
}

/** `npm run build` in `dir`, timed, once the disk is idle. */
function build(dir: string) {
  settleDisk();
  return runBuild(dir);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** In-process, as `npm run validate` runs it: the median of warm runs (the first run loads the schema compiler). */
function validationMs(file: string, runs: number): number {
  const times: number[] = [];
  for (let run = 0; run <= runs; run++) {
    const started = performance.now();
    const { manifest, problems } = loadManifest(file, { cwd: resolve(file, '..') });
    times.push(performance.now() - started);
    if (!manifest) throw new Error(`${file} is invalid: ${problems[0]?.message}`);
  }
  return median(times.slice(1));
}

/** Gzip size of every script a page loads on a first visit, as its page loader lists them. */
function firstLoadKb(dist: string, htmlFile: string): number {
  const files = pageScriptFiles(readFileSync(join(dist, htmlFile), 'utf8'));
  if (files.length === 0) throw new Error(`${htmlFile} names no scripts.`);
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(dist, file.slice(1))), { level: 9 }).length;
  return bytes / 1024;
}

function servicePageFile(dir: string): string {
  const { manifest } = loadManifest(join(dir, 'site.yaml'), { cwd: dir });
  const model = resolveSite(manifest!, join(dir, 'content'));
  return model.pages.find((page) => page.route.template === 'service')!.htmlFile!;
}

const started = performance.now();
console.log(`Benchmark ${new Date().toISOString().slice(0, 10)}; 1-minute load average ${load()} (timings stretch when other work runs).`);

const realDir = copyProject('real');
const grownDir = copyProject('grown');
try {
  addSyntheticPages(grownDir, SYNTHETIC);
  const validateReal = validationMs(join(realDir, 'site.yaml'), 9);
  const validateGrown = validationMs(join(grownDir, 'site.yaml'), 3);

  const realClean = build(realDir);
  const realNoop = build(realDir);
  // One sentence added to one markdown body: what an editor's typical save does.
  const serviceFile = servicePageFile(realDir);
  const { manifest } = loadManifest(join(realDir, 'site.yaml'), { cwd: realDir });
  const article = manifest!.routes.find((route) => route.template === 'article')!;
  appendFileSync(join(realDir, 'content', (article as { body: string }).body), '\nOne more sentence for the benchmark.\n');
  const realEdit = build(realDir);
  console.log(`real site built (load ${load()}); building the site with ${SYNTHETIC.services} more pages…`);
  const grownClean = build(grownDir);

  const jsReal = firstLoadKb(join(realDir, 'dist'), serviceFile);
  const jsGrown = firstLoadKb(join(grownDir, 'dist'), servicePageFile(grownDir));
  const rows: [string, string, string, string, boolean][] = [
    ['pages prerendered (clean)', String(realClean.rendered), String(grownClean.rendered), '', true],
    [
      'first-load JS of a service page, KB gzip',
      jsReal.toFixed(1),
      jsGrown.toFixed(1),
      '≤ 108, within 1 KB of each other',
      jsReal <= 108 && jsGrown <= 108 && Math.abs(jsGrown - jsReal) <= 1,
    ],
    ['clean build, s', realClean.seconds.toFixed(2), grownClean.seconds.toFixed(2), '≤ 5 real, ≤ 20 grown', realClean.seconds <= 5 && grownClean.seconds <= 20],
    ['  wall clock, with Node starting, s', realClean.wallSeconds.toFixed(2), grownClean.wallSeconds.toFixed(2), '', true],
    ['peak memory of the clean build, MB', String(realClean.peakMb), String(grownClean.peakMb), '≤ 1024 grown', grownClean.peakMb <= 1024],
    ['rebuild after one markdown edit, s', realEdit.seconds.toFixed(2), '', '≤ 2', realEdit.seconds <= 2 && !realEdit.bundlerRan],
    ['  pages re-rendered by that edit', String(realEdit.rendered), '', '', true],
    ['  wall clock, with Node starting, s', realEdit.wallSeconds.toFixed(2), '', '', true],
    ['rebuild with nothing changed, s', realNoop.seconds.toFixed(2), '', '', realNoop.rendered === 0],
    ['validate site.yaml, warm median ms', validateReal.toFixed(0), validateGrown.toFixed(0), '≤ 100 real', validateReal <= 100],
  ];
  console.log(`\n| measure | real site | + ${SYNTHETIC.services} pages | target | met |\n| --- | ---: | ---: | --- | --- |`);
  for (const [name, real, grown, target, met] of rows) console.log(`| ${name} | ${real} | ${grown} | ${target} | ${target ? (met ? 'yes' : 'NO') : ''} |`);
  const missed = rows.filter(([, , , target, met]) => target && !met);
  console.log(
    `\nBench took ${((performance.now() - started) / 1000).toFixed(0)} s; load average now ${load()}. ${missed.length === 0 ? 'Every target met.' : `${missed.length} target(s) missed.`}`,
  );
  if (missed.length > 0) process.exitCode = 1;
} finally {
  if (!keep) for (const dir of [realDir, grownDir]) rmSync(dir, { recursive: true, force: true });
}

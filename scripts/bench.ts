// `npm run bench`: how long validation and the full build take, for the real site and for a synthetic
// one of 1,000 more service pages and 500 more articles, to show whether build time per page stays flat
// as the site grows. Builds run in throw-away copies (scripts/synthetic-site.ts), never in this tree.
import { spawn } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { loadManifest } from '../src/build/manifest/load.js';
import { addSyntheticPages, copyProject } from './synthetic-site.js';

const SYNTHETIC = { services: 1000, articles: 500 };
const BUILD_TIMEOUT_MS = 8 * 60_000;
const keep = process.argv.includes('--keep');
const load = () => loadavg()[0].toFixed(1);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** In-process, as `npm run validate` runs it: first (cold) run and the median of the warm ones. */
function timeValidation(file: string, runs: number) {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const { manifest, problems } = loadManifest(file, { cwd: resolve(file, '..') });
    times.push(performance.now() - started);
    if (!manifest) throw new Error(`${file} is invalid: ${problems[0]?.message}`);
  }
  return { cold: times[0], median: median(times.slice(1)) };
}

interface BuildTimes {
  pages: number;
  wallS: number;
  totalS: number;
  setupS: number;
  viteS: number;
  prerenderS: number;
  compressS: number;
  entryGzipKb: number;
}

/** Runs scripts/build.ts in `dir` as CI does and reads its phases from the lines it prints, as they arrive. */
function timeBuild(dir: string): Promise<BuildTimes> {
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: dir });
    const timer = setTimeout(() => child.kill('SIGTERM'), BUILD_TIMEOUT_MS);
    const lines: { at: number; text: string }[] = [];
    let pending = '';
    const collect = (chunk: Buffer) => {
      pending += chunk.toString();
      const parts = pending.split('\n');
      pending = parts.pop()!;
      for (const text of parts) lines.push({ at: (performance.now() - started) / 1000, text });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('close', (code) => {
      clearTimeout(timer);
      const find = (pattern: RegExp) => lines.find((line) => pattern.test(line.text));
      const generated = find(/^site\.yaml: \d+ pages/);
      const wrote = find(/^Wrote sitemap\.xml/);
      const done = find(/^Prerendered \d+ pages/)?.text.match(/Prerendered (\d+) pages in ([\d.]+) s .*total build ([\d.]+) s/);
      const compress = wrote?.text.match(/precompressed \d+ files .* in ([\d.]+) s/);
      if (code !== 0 || !generated || !wrote || !done || !compress) {
        reject(
          new Error(
            `The build in ${dir} failed (exit ${code}):\n${lines
              .slice(-30)
              .map((line) => line.text)
              .join('\n')}`,
          ),
        );
        return;
      }
      const prerenderS = Number(done[2]);
      const compressS = Number(compress[1]);
      resolvePromise({
        pages: Number(done[1]),
        wallS: (performance.now() - started) / 1000,
        totalS: Number(done[3]),
        setupS: generated.at,
        // Between generation and the "Wrote" line: client + SSR Vite builds, prerender, feeds, compression.
        viteS: wrote.at - generated.at - prerenderS - compressS,
        prerenderS,
        compressS,
        entryGzipKb: entryGzip(join(dir, 'dist/assets')) / 1024,
      });
    });
  });
}

function entryGzip(assets: string): number {
  const file = readdirSync(assets).find((name) => /^entry-client-.*\.js\.gz$/.test(name));
  return file ? statSync(join(assets, file)).size : NaN;
}

async function buildCopy(label: string, grow: boolean) {
  const dir = copyProject(label);
  try {
    if (grow) addSyntheticPages(dir, SYNTHETIC);
    const validation = timeValidation(join(dir, 'site.yaml'), grow ? 3 : 9);
    console.log(
      `${label}: validated in ${validation.median.toFixed(0)} ms (median; cold ${validation.cold.toFixed(0)} ms); building in ${dir} (load ${load()})…`,
    );
    const build = await timeBuild(dir);
    console.log(`${label}: ${build.pages} pages in ${build.totalS.toFixed(1)} s (load ${load()})`);
    return { validation, build };
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}

const started = performance.now();
console.log(`2 builds and validations; the machine's 1-minute load average is ${load()} (timings stretch when other work runs).`);
const real = await buildCopy('real', false);
const synthetic = await buildCopy('synthetic', true);

const perPage = (b: BuildTimes, seconds: number) => (seconds * 1000) / b.pages;
const rows: [string, (r: typeof real) => number, number][] = [
  ['pages prerendered', (r) => r.build.pages, 0],
  ['validate site.yaml, median ms', (r) => r.validation.median, 0],
  ['validate, first run in process ms', (r) => r.validation.cold, 0],
  ['full build s (as printed)', (r) => r.build.totalS, 1],
  ['  wall clock incl. Node start s', (r) => r.build.wallS, 1],
  ['full build ms per page', (r) => perPage(r.build, r.build.totalS), 1],
  ['  types + validate + generate s', (r) => r.build.setupS, 1],
  ['  Vite client + SSR builds s', (r) => r.build.viteS, 1],
  ['  prerender s', (r) => r.build.prerenderS, 1],
  ['  prerender ms per page', (r) => perPage(r.build, r.build.prerenderS), 1],
  ['  precompress (brotli+gzip) s', (r) => r.build.compressS, 1],
  ['  precompress ms per page', (r) => perPage(r.build, r.build.compressS), 1],
  ['shared entry chunk, KB gzip', (r) => r.build.entryGzipKb, 1],
];
console.log(`\n| measure | real | synthetic | synthetic ÷ real |\n| --- | ---: | ---: | ---: |`);
for (const [name, value, digits] of rows) {
  const a = value(real);
  const b = value(synthetic);
  console.log(`| ${name} | ${a.toFixed(digits)} | ${b.toFixed(digits)} | ${(b / a).toFixed(2)} |`);
}
console.log(
  `\nms per page ×${(perPage(synthetic.build, synthetic.build.totalS) / perPage(real.build, real.build.totalS)).toFixed(2)} from ${real.build.pages} to ${synthetic.build.pages} pages (1.00 = linear growth). ` +
    `Targets: validate the real site.yaml < 500 ms (${real.validation.median < 500 ? 'met' : 'missed'}); build ${synthetic.build.pages} pages < 90 s (${synthetic.build.totalS < 90 ? 'met' : 'missed'}). ` +
    `Bench took ${((performance.now() - started) / 1000).toFixed(0)} s; load average now ${load()}.`,
);

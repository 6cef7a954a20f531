// `npm run bench`: the engine's cost as the site grows. In throw-away copies of the project (scripts/synthetic-site.ts)
// it builds the real site and the real site plus 1,500 synthetic service pages, and prints first-load JavaScript,
// clean and incremental build times, peak memory and validation time, each against its target.
// `--runs N` repeats the clean builds, each in fresh copies, and reports each run and the median. `--peer` also builds
// an Astro + Starlight site of the same page count and shape (scripts/peer-site.ts) after each of this project's clean
// builds and prints the ratio of the two: this project should build no slower than that peer.
import { spawnSync } from 'node:child_process';
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadManifest, resolveSite } from '../src/build/index.js';
import { pageScriptFiles } from '../src/build/prerender/router-manifest.js';
import { addSyntheticPages, copyProject } from './synthetic-site.js';
import { runBuild, type BuildRun } from './support/run-build.js';
import { benchEditor } from './bench-editor.js';
import { clearPeerOutput, ensurePeerInstalled, runPeerBuild, writePeerSite, type PeerRun } from './support/run-peer-build.js';

const SYNTHETIC = { services: 1500, articles: 0 };
const keep = process.argv.includes('--keep');
const peer = process.argv.includes('--peer');
const runsArgument = process.argv.indexOf('--runs');
const runs = runsArgument === -1 ? 1 : Number(process.argv[runsArgument + 1]);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, 1 or more.');
const load = () => loadavg()[0].toFixed(1);

/**
 * Lets the disk write out what the benchmark itself just wrote (copies of the project, the previous build) before a
 * timed build starts: on this machine writes queued by one step slowed the next by seconds, measuring the step before.
 */
function settleDisk(): void {
  spawnSync('sync');
}

/** `npm run build` in `dir`, timed, once the disk is idle. */
function build(dir: string, options: { viaNpm?: boolean } = {}) {
  settleDisk();
  return runBuild(dir, [], options);
}

/** Edits of one sentence each, timed: the median is what a person who edits a page and types `npm run build` waits. */
const TYPED_EDITS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** One more sentence in `body`, rebuilt by a build process already up (scripts/support/warm-rebuild.ts). */
function warmRebuild(dir: string, body: string): { seconds: number; rendered: number } {
  settleDisk();
  // The copy's own code, as runBuild runs the copy's scripts/build.ts.
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/support/warm-rebuild.ts', '.', body], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`The warm rebuild in ${dir} failed (exit ${result.status}):\n${result.stderr.slice(-3000)}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}') as { seconds: number; rendered: number };
}

/** The manifest with the first page's heading under `routes:` changed (a different text for each `run`). */
function withEditedPage(text: string, run: number): string {
  const routes = text.indexOf('\nroutes:\n');
  return text.slice(0, routes) + text.slice(routes).replace(/^( {4}heading: )(.*)$/m, `$1$2 (edit ${run})`);
}

/**
 * In-process, as `npm run validate` runs it: the median of warm runs (the first run loads the schema compiler). With
 * `edited`, each run first changes one page's heading, as the editor validates after every keystroke: what is
 * remembered from the run before (each page's parse, each body's findings) helps only where nothing changed.
 */
function validationMs(file: string, runs: number, edited = false): number {
  const original = readFileSync(file, 'utf8');
  const times: number[] = [];
  try {
    for (let run = 0; run <= runs; run++) {
      if (edited) writeFileSync(file, withEditedPage(original, run));
      const started = performance.now();
      const { manifest, problems } = loadManifest(file, { cwd: resolve(file, '..') });
      times.push(performance.now() - started);
      if (!manifest) throw new Error(`${file} is invalid: ${problems[0]?.message}`);
    }
  } finally {
    writeFileSync(file, original);
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

/** A clean build in a fresh copy of the project (grown if `counts` is given), which is deleted afterwards. */
function cleanBuildOfCopy(label: string, counts?: typeof SYNTHETIC): BuildRun {
  const dir = copyProject(label);
  try {
    if (counts) addSyntheticPages(dir, counts);
    return build(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The peer's clean build, timed once the disk has written out the deletion of its previous output. */
function peerBuild(dir: string): PeerRun {
  clearPeerOutput(dir);
  settleDisk();
  return runPeerBuild(dir);
}

/** One figure per run: the median, then each run in order when there is more than one. */
function series(values: number[], digits = 2): string {
  const text = median(values).toFixed(digits);
  return values.length === 1 ? text : `${text} (${values.map((value) => value.toFixed(digits)).join(', ')})`;
}

/** This project's clean builds against the peer's, wall clock (Node's start included for both), run by run. */
function ratios(project: BuildRun[], peerRuns: PeerRun[]) {
  const ofMedians = median(project.map((run) => run.wallSeconds)) / median(peerRuns.map((run) => run.wallSeconds));
  const perRun = project.map((run, index) => run.wallSeconds / peerRuns[index].wallSeconds);
  return {
    ofMedians,
    text: perRun.length === 1 ? `${ofMedians.toFixed(2)}×` : `${ofMedians.toFixed(2)}× (${perRun.map((ratio) => `${ratio.toFixed(2)}×`).join(', ')})`,
  };
}

const started = performance.now();
console.log(
  `Benchmark ${new Date().toISOString().slice(0, 10)} on Node ${process.version}, ${runs} run(s)${peer ? ' with the Starlight peer' : ''}; 1-minute load average ${load()} (timings stretch when other work runs).`,
);
if (peer) ensurePeerInstalled();

const realDir = copyProject('real');
const grownDir = copyProject('grown');
const peerDirs: string[] = [];
try {
  addSyntheticPages(grownDir, SYNTHETIC);
  const validateReal = validationMs(join(realDir, 'site.yaml'), 9);
  const validateGrown = validationMs(join(grownDir, 'site.yaml'), 3);
  const validateRealEdited = validationMs(join(realDir, 'site.yaml'), 9, true);

  const realCleans = [build(realDir)];
  // The peer's site has as many pages as this project's clean build rendered; made once, built from clean each run.
  const peerReal: PeerRun[] = [];
  if (peer) peerDirs.push(writePeerSite('real', realCleans[0].rendered));
  if (peer) peerReal.push(peerBuild(peerDirs[0]));
  const realNoop = build(realDir);
  // One sentence added to one markdown body: what an editor's typical save does.
  const serviceFile = servicePageFile(realDir);
  const { manifest } = loadManifest(join(realDir, 'site.yaml'), { cwd: realDir });
  const article = manifest!.routes.find((route) => route.template === 'article') as { body: string };
  appendFileSync(join(realDir, 'content', article.body), '\nOne more sentence for the benchmark.\n');
  const realEdit = build(realDir);
  const typedEdits = Array.from({ length: TYPED_EDITS }, (_, edit) => {
    appendFileSync(join(realDir, 'content', article.body), `\nSentence ${edit + 1}, typed for the benchmark.\n`);
    return build(realDir, { viaNpm: true });
  });
  const warmEdit = warmRebuild(realDir, article.body);
  console.log(`real site built (load ${load()}); building the site with ${SYNTHETIC.services} more pages…`);
  const grownCleans = [build(grownDir)];
  const peerGrown: PeerRun[] = [];
  if (peer) peerDirs.push(writePeerSite('grown', grownCleans[0].rendered));
  if (peer) peerGrown.push(peerBuild(peerDirs[1]));
  // Turn about, so load from other work on the machine falls on both sides alike.
  for (let run = 2; run <= runs; run++) {
    console.log(`run ${run} of ${runs} (load ${load()})…`);
    realCleans.push(cleanBuildOfCopy('real'));
    if (peer) peerReal.push(peerBuild(peerDirs[0]));
    grownCleans.push(cleanBuildOfCopy('grown', SYNTHETIC));
    if (peer) peerGrown.push(peerBuild(peerDirs[1]));
  }
  const seconds = (cleans: BuildRun[]) => median(cleans.map((run) => run.seconds));
  const megabytes = <Run extends BuildRun | PeerRun>(cleans: Run[], of: (run: Run) => number | undefined = (run) => run.peakMb) =>
    cleans.every((run) => of(run) !== undefined)
      ? series(
          cleans.map((run) => of(run)!),
          0,
        )
      : 'not measured';
  const treePeak = (run: BuildRun | PeerRun) => run.treePeakMb;
  const [realClean, grownClean] = [realCleans[0], grownCleans[0]];

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
    [
      `clean build, s${runs > 1 ? ', median (runs)' : ''}`,
      series(realCleans.map((run) => run.seconds)),
      series(grownCleans.map((run) => run.seconds)),
      '≤ 5 real, ≤ 20 grown',
      seconds(realCleans) <= 5 && seconds(grownCleans) <= 20,
    ],
    ['  wall clock, with Node starting, s', series(realCleans.map((run) => run.wallSeconds)), series(grownCleans.map((run) => run.wallSeconds)), '', true],
    ['peak memory of the clean build, MB', megabytes(realCleans), megabytes(grownCleans), '≤ 1024 grown', median(grownCleans.map((run) => run.peakMb)) <= 1024],
    // The bundler and Pagefind run in processes of their own: what the machine must have, sampled by the build.
    [
      '  with the processes it starts (bundler, Pagefind), MB',
      megabytes(realCleans, treePeak),
      megabytes(grownCleans, treePeak),
      '≤ 1024 grown',
      grownCleans.every((run) => run.treePeakMb !== undefined) && median(grownCleans.map((run) => run.treePeakMb!)) <= 1024,
    ],
    ['rebuild after one markdown edit, s', realEdit.seconds.toFixed(2), '', '', !realEdit.bundlerRan],
    ['  pages re-rendered by that edit', String(realEdit.rendered), '', '', true],
    ['  wall clock, with Node starting, s', realEdit.wallSeconds.toFixed(2), '', '', true],
    [
      `  \`npm run build\` after a one-sentence edit, wall clock, median of ${TYPED_EDITS} edits (runs), s`,
      series(typedEdits.map((run) => run.wallSeconds)),
      '',
      '≤ 2',
      median(typedEdits.map((run) => run.wallSeconds)) <= 2 && typedEdits.every((run) => !run.bundlerRan),
    ],
    ['  the same in a build process already up (as Publish runs it), s', warmEdit.seconds.toFixed(2), '', '≤ 1', warmEdit.seconds <= 1],
    ['  pages it re-rendered', String(warmEdit.rendered), '', '', true],
    ['rebuild with nothing changed, s', realNoop.seconds.toFixed(2), '', '', realNoop.rendered === 0],
    ['validate site.yaml, warm median ms', validateReal.toFixed(0), validateGrown.toFixed(0), '≤ 100 real', validateReal <= 100],
    ['  after a one-line edit (as the editor validates), ms', validateRealEdited.toFixed(0), '', '≤ 100 real', validateRealEdited <= 100],
  ];
  if (peer) {
    const [real, grown] = [ratios(realCleans, peerReal), ratios(grownCleans, peerGrown)];
    const indexed = (run: PeerRun) => `${run.pages} (${Object.values(run.indexed).join(' + ')} in search)`;
    rows.push(
      ['Starlight peer: pages built', indexed(peerReal[0]), indexed(peerGrown[0]), '', true],
      [
        '  clean build, wall clock, with Node starting, s',
        series(peerReal.map((run) => run.wallSeconds)),
        series(peerGrown.map((run) => run.wallSeconds)),
        '',
        true,
      ],
      ['  as Astro prints it, s', series(peerReal.map((run) => run.seconds)), series(peerGrown.map((run) => run.seconds)), '', true],
      // Sampled from /proc the way the build samples its own (scripts/support/measure-memory.ts): Astro's process, then
      // with the processes it starts (Starlight's Pagefind among them).
      ['  peak memory of its build process, MB', megabytes(peerReal), megabytes(peerGrown), '', true],
      ['  with the processes it starts (Pagefind), MB', megabytes(peerReal, treePeak), megabytes(peerGrown, treePeak), '', true],
      ['this project ÷ peer, clean build wall clock', real.text, grown.text, '≤ 1.0× both', real.ofMedians <= 1 && grown.ofMedians <= 1],
    );
  }
  console.log(`\n| measure | real site | + ${SYNTHETIC.services} pages | target | met |\n| --- | ---: | ---: | --- | --- |`);
  for (const [name, real, grown, target, met] of rows) console.log(`| ${name} | ${real} | ${grown} | ${target} | ${target ? (met ? 'yes' : 'NO') : ''} |`);
  const missed = rows.filter(([, , , target, met]) => target && !met);
  // `--no-editor` leaves out the editor's screens (about two minutes: a publish of the whole site, then five more).
  if (!process.argv.includes('--no-editor') && !(await benchEditor())) missed.push(['the editor', '', '', 'above', false]);
  console.log(
    `\nBench took ${((performance.now() - started) / 1000).toFixed(0)} s; load average now ${load()}. ${missed.length === 0 ? 'Every target met.' : `${missed.length} target(s) missed.`}`,
  );
  if (missed.length > 0) process.exitCode = 1;
} finally {
  if (!keep) for (const dir of [realDir, grownDir, ...peerDirs]) rmSync(dir, { recursive: true, force: true });
}

// `npm run bench:server-start`: how the server starts, as `npm run serve` runs it (scripts/run-server.mjs and the
// compiled server in dist/_server/, so `npm run build` and `npm run build:server` first): the time from starting
// the process to its first answer on `/` and on `/api/health`, its resident memory after a few seconds idle, and the
// files it loaded, with any of the build's code among them (none may be: exit code 1). SERVER_START_RUNS (default 5)
// starts; the medians count. Linux only (resident memory is read from /proc).
//
/* global fetch */
// Plain JavaScript: it measures a deployment installed with `npm ci --omit=dev` too.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import console from 'node:console';
import process from 'node:process';
import { setTimeout } from 'node:timers';
import { fileURLToPath } from 'node:url';
import { isBuildCode, SERVER_DIR } from './server-bundle.mjs';

const RUNS = Number(process.env.SERVER_START_RUNS ?? 5);
const IDLE_MS = 3000;
const TARGETS = { firstAnswerMs: 1000, idleRssMb: 120 };

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Milliseconds from `started` until `url` answers 200 (asked every 5 ms). */
async function answeredAfter(url, started, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode} before answering ${url}.`);
    try {
      if ((await fetch(url)).status === 200) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    await sleep(5);
  }
}

/** The package a module's address belongs to, the project file, or the Node built-in. */
function whatIs(url) {
  if (!url.startsWith('file:')) return { kind: 'node', name: url };
  const file = relative(resolve('.'), fileURLToPath(url)).split('\\').join('/');
  const inPackages = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  return inPackages ? { kind: 'package', name: inPackages[1], file } : { kind: 'project', name: file, file };
}

/** The source files compiled into each loaded file of dist/_server/, from the compilation's record. */
function sourcesOf(compiledFiles) {
  const meta = JSON.parse(readFileSync(join(SERVER_DIR, 'meta.json'), 'utf8'));
  const byName = new Map(Object.entries(meta.outputs).map(([output, value]) => [output.split('/').pop(), Object.keys(value.inputs)]));
  return compiledFiles.flatMap((file) => byName.get(file.split('/').pop()) ?? []);
}

async function startOnce(port, dir) {
  const modulesFile = join(dir, `modules-${port}.txt`);
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', './scripts/support/record-modules.mjs', 'scripts/run-server.mjs', 'server'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_PATH: join(dir, `site-${port}.db`),
      RECORD_MODULES_FILE: modulesFile,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const [home, health] = await Promise.all([
      answeredAfter(`http://127.0.0.1:${port}/`, started, child),
      answeredAfter(`http://127.0.0.1:${port}/api/health`, started, child),
    ]);
    // Processor time to the first answer, which a busy machine stretches less than the wall-clock time: clock ticks of
    // 10 ms, user and system (fields 14 and 15 of /proc/<pid>/stat).
    const ticks = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const cpuMs = (Number(ticks[11]) + Number(ticks[12])) * 10;
    await sleep(IDLE_MS);
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]);
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
    const modules = readFileSync(modulesFile, 'utf8').split('\n').filter(Boolean).map(whatIs);
    return { home, health, cpuMs, rssMb: rssKb / 1024, modules };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

const dir = mkdtempSync(join(tmpdir(), 'server-start-'));
const runs = [];
try {
  for (let run = 0; run < RUNS; run++) runs.push(await startOnce(4600 + (process.pid % 1000) + run, dir));
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const { modules } = runs.at(-1);
const files = modules.filter((module) => module.kind !== 'node');
const packages = [...new Set(files.filter((module) => module.kind === 'package').map((module) => module.name))].sort();
const compiled = files.filter((module) => module.kind === 'project' && module.file.startsWith(`${SERVER_DIR}/`)).map((module) => module.file);
const buildCode = [...packages, ...sourcesOf(compiled)].filter(isBuildCode);
const firstAnswer = median(runs.map((run) => Math.max(run.home, run.health)));
const rss = median(runs.map((run) => run.rssMb));

console.log(`Server start-up, median of ${RUNS} starts (node ${process.version}):`);
console.log(
  `  first answer: / after ${median(runs.map((run) => run.home)).toFixed(0)} ms, /api/health after ${median(runs.map((run) => run.health)).toFixed(0)} ms (target ≤ ${TARGETS.firstAnswerMs} ms for both)`,
);
console.log(`  processor time to the first answers: ${median(runs.map((run) => run.cpuMs))} ms (load average ${loadavg()[0].toFixed(1)})`);
console.log(`  resident memory ${IDLE_MS / 1000} s after: ${rss.toFixed(0)} MB (target ≤ ${TARGETS.idleRssMb} MB)`);
console.log(
  `  files loaded: ${files.length} (${compiled.length} compiled server files holding ${sourcesOf(compiled).length} sources, ` +
    `${files.length - compiled.length - files.filter((module) => module.kind === 'package').length} other project files, ` +
    `${files.filter((module) => module.kind === 'package').length} from ${packages.length} packages), plus ${modules.length - files.length} of Node's own`,
);
console.log(`  packages: ${packages.join(', ')}`);
console.log(`  build code loaded: ${buildCode.length === 0 ? 'none' : buildCode.join(', ')}`);
const failed = buildCode.length > 0 || firstAnswer > TARGETS.firstAnswerMs || rss > TARGETS.idleRssMb;
process.exit(failed ? 1 : 0);

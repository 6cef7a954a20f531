// `npm run build`: validate → resolve the site model → bundles (only when code changed) → page data →
// prerender the pages whose inputs changed, on every core → precompress what was written. Prints each phase.
import { resolve } from 'node:path';
import { startCodeBuild } from '../src/build/pipeline/code-build.js';
import { siteDay, takeAsOf } from '../src/build/support/site-day.js';
import { sampleTreeMemory } from '../src/build/pipeline/tree-memory.js';

// `--as-of YYYY-MM-DD`: the site as it will read on that day (values of the law register that start by then, and
// deadlines passed by then reported); SITE_AS_OF carries the day to every thread and process.
const asOf = takeAsOf(process.argv.slice(2));
if (asOf.error) {
  console.error(asOf.error);
  process.exit(2);
}
if (process.env.SITE_AS_OF) console.log(`Building the site as of ${siteDay()}.`);

const treeMemory = sampleTreeMemory();
const root = resolve('.');
// The bundler's process starts first, and the rest of the build's code is loaded while it works: loading that code
// (validator, model, renderer) took a fifth of a clean build of the real site, with the bundler waiting to start.
const codeBuild = startCodeBuild(root);
// Hence the three imports above straight from their modules, and the build's entry only now.
const { buildSite, formatProblem } = await import('../src/build/index.js');
// SITE_BUILD_TIMINGS=1 also prints the start-up and the processor time of each phase: on a machine shared with other
// work the wall clock stretches, processor time much less.
const timings = process.env.SITE_BUILD_TIMINGS === '1';
const startUp = { wallMs: performance.now(), cpu: process.cpuUsage() };
const result = await buildSite({ root, codeBuild, once: true, apiBase: process.env.SITE_API_BASE || undefined, log: console.log });
if (!result.ok) {
  for (const problem of result.problems) console.error(`${formatProblem(problem)}\n`);
  console.error(`${result.problems.length} problem(s) in site.yaml: the site was not built.`);
  process.exit(1);
}
const { report } = result;
const treePeak = treeMemory.stop();
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const processorMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
if (timings) console.log(`  ${'start-up: Node, the build code'.padEnd(34)} ${seconds(startUp.wallMs)}, processor ${seconds(processorMs(startUp.cpu))}`);
for (const [name, ms] of Object.entries(report.phases))
  console.log(`  ${name.padEnd(34)} ${seconds(ms)}${timings ? `, processor ${seconds(report.phaseCpu[name])}` : ''}`);
if (timings) console.log(`  ${'all, since Node started'.padEnd(34)} ${seconds(performance.now())}, processor ${seconds(processorMs(process.cpuUsage()))}`);
console.log(
  `Built ${report.pages} pages (${report.rendered} rendered ${report.renderers <= 1 ? 'in this process' : `in ${report.renderers} processes`}, ` +
    `${report.written} files written, ${report.removed} removed; bundler ${report.bundlerRan ? 'ran' : 'skipped: code unchanged'}) in ${(report.totalMs / 1000).toFixed(2)} s; ` +
    `peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB` +
    // The bundler and Pagefind run in processes of their own, which the figure before leaves out.
    (treePeak === undefined ? '.' : `, ${treePeak} MB with the processes it started.`),
);

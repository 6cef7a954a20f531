// `npm run audit` (after a build): Lighthouse's mobile audit of key pages, served by the real server on a
// loopback port with the system Chromium (nothing is downloaded). Exits 1 when a category scores below
// its threshold, and names the audits that cost the points so they can be fixed rather than waved through.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_FLAGS, chromiumPath } from './support/chromium.js';
import { calibratedSlowdown, hostBenchmarkIndex, REFERENCE_INDEX, runningIndex } from './support/lighthouse-cpu.js';
import { freePort } from './support/free-port.js';

// The Arabic edition's home, a service page and an article too: right to left, with its own typeface, same thresholds.
// One tax calculator per language, with a result shown (the address carries its inputs).
const DEFAULT_PAGES = [
  '/',
  '/Services',
  '/services/corporate-tax-in-uae',
  '/blogs/decoding-uae-corporate-tax-law',
  '/Contact-Us',
  '/ar',
  '/ar/services/corporate-tax-in-uae',
  '/ar/blogs/decoding-uae-corporate-tax-law',
  '/tools/corporate-tax?income=500000&revenue=5000000&periodEnd=2026-12-31',
  '/ar/tools/late-payment-penalty?tax=100000&due=2026-01-28&paid=2026-06-01',
];
/** AUDIT_PAGES=/ar,/Services audits only those (while working on them); the default list is what CI holds to the thresholds. */
const PAGES = process.env.AUDIT_PAGES ? process.env.AUDIT_PAGES.split(',') : DEFAULT_PAGES;
/**
 * Performance: every key page scores 100 at Lighthouse's 4× on this machine (2026-11-30), and 84–90 when the same
 * machine ran slower (2026-11-29): Total Blocking Time is the measured time of the page's hydration and first layout
 * multiplied by the slowdown. 75 leaves room for a busy CI machine and still fails a page whose script or layout grows
 * by about a third. Keeping 100 on a slow machine means hydrating less of each page (docs/performance.md, "What is
 * slow").
 */
const THRESHOLDS: Record<string, number> = { performance: 75, accessibility: 100, 'best-practices': 100, seo: 100 };
/**
 * The page's text and images must be on screen within 1.2 s on the simulated phone, before any script is needed, in
 * either language: the Arabic pages load their typeface too, and are held to the same limit (docs/performance.md,
 * "The Arabic pages' largest paint").
 */
const LCP_LIMIT_MS = 1200;
/** Three runs give a median in CI's time; `AUDIT_RUNS=5` when a figure is to be quoted. */
const RUNS = Number(process.env.AUDIT_RUNS ?? 3);

if (!existsSync('dist/index.html')) {
  console.error('dist/ has no built site: run `npm run build` first.');
  process.exit(1);
}
if (!existsSync(chromiumPath)) {
  console.error(`No Chromium at ${chromiumPath}: install it (apt-get install -y chromium) or set CHROME_PATH.`);
  process.exit(1);
}

/** "largest-contentful-paint" → "LCP". */
function acronym(id: string): string {
  return id
    .split('-')
    .map((word) => word[0])
    .join('')
    .toUpperCase();
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
/** A run Lighthouse could not complete (NO_NAVSTART and the like) is run again, up to this many times: it measured nothing. */
const RETRIES = 2;

/** One Lighthouse run of one page, run again when Lighthouse could not score it (and said so, not hidden). */
async function auditOnce(url: string, port: number, run: number, cpuSlowdownMultiplier: number, categories: string[]): Promise<Report> {
  for (let attempt = 0; ; attempt++) {
    // Lighthouse's mobile preset: a mid-range phone on a slow 4G link (simulated), its CPU slowdown calibrated.
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
      // Neither is scored: the page's full screenshot, and the back/forward-cache check, which leaves the page and comes
      // back (about 1.3 s a run); that check runs in the round that audits every category.
      disableFullPageScreenshot: true,
      ...(categories.length === 1 ? { skipAudits: ['bf-cache'] } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    const { runtimeError, audits } = result.lhr;
    if (!runtimeError && result.lhr.categories.performance?.score !== null) return result.lhr;
    const why = runtimeError
      ? `${runtimeError.code}: ${runtimeError.message}`
      : Object.values(audits)
          .flatMap((audit) => (audit.errorMessage ? [`${audit.id}: ${audit.errorMessage}`] : []))
          .join('; ');
    const next = attempt < RETRIES ? 'running it again' : 'counted as 0';
    console.warn(`${url} run ${run + 1} of ${RUNS}: Lighthouse could not score it (${why || 'no reason given'}); ${next}`);
    if (attempt >= RETRIES) return result.lhr;
  }
}

/** The host indexes measured so far, oldest first, or the slowdown AUDIT_CPU_SLOWDOWN fixes. */
interface HostSpeed {
  indexes: number[];
  fixedSlowdown?: number;
}

/**
 * One run at the slowdown the latest host indexes call for (scripts/support/lighthouse-cpu.ts); its own index, which
 * Lighthouse measures before it throttles, joins them. AUDIT_CPU_SLOWDOWN fixes the slowdown.
 */
async function calibratedRun(url: string, port: number, run: number, host: HostSpeed, categories: string[]) {
  const multiplier = host.fixedSlowdown ?? calibratedSlowdown(runningIndex(host.indexes));
  const lhr = await auditOnce(url, port, run, multiplier, categories);
  host.indexes.push(lhr.environment.benchmarkIndex);
  return lhr;
}

const performanceOf = (lhr: Report) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

/**
 * The performance score of one run swings by ±10 on a busy 2-core machine (Total Blocking Time is the measured
 * main-thread time × 4), so each page is audited RUNS times and the run with the median performance score is kept,
 * as Lighthouse's docs advise. The runs take turns between pages (page 1, 2, …, then each again) so that a slow
 * minute of the machine costs every page one run, not one page most of its runs. The other categories do not vary
 * from run to run, so only the first round audits them (accessibility runs axe in the page): the later rounds measure
 * performance alone, which makes them shorter.
 */
async function medianRuns(urls: string[], port: number, host: HostSpeed) {
  const runs = new Map<string, Report[]>(urls.map((url) => [url, []]));
  for (let run = 0; run < RUNS; run++) {
    const categories = run === 0 ? Object.keys(THRESHOLDS) : ['performance'];
    for (const url of urls) runs.get(url)?.push(await calibratedRun(url, port, run, host, categories));
  }
  return urls.map((url) => {
    const all = runs.get(url) ?? [];
    const sorted = [...all].sort((a, b) => performanceOf(a) - performanceOf(b));
    // The paint limit is held to the median of the runs' own LCPs: the median-score run's LCP is one sample, and
    // swung 1.3–1.5 s on /ar/blogs/… in one audit whose runs all scored 92–100.
    const lcps = all.map((lhr) => lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity).sort((a, b) => a - b);
    return {
      url,
      full: all[0],
      lhr: sorted[Math.floor(sorted.length / 2)],
      performanceRuns: sorted.map(performanceOf),
      lcpRuns: lcps,
      lcp: lcps[Math.floor(lcps.length / 2)],
    };
  });
}

async function waitForServer() {
  for (let attempt = 0; attempt < 150 && server.exitCode === null; attempt++) {
    if (
      await fetch(origin).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The site server did not start.');
}

const started = performance.now();
const dataDir = mkdtempSync(join(tmpdir(), 'site-audit-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_PATH: join(dataDir, 'site.db') },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const chrome = await launch({ chromePath: chromiumPath, chromeFlags: ['--headless', ...CHROMIUM_FLAGS] });
const failures: string[] = [];

try {
  await waitForServer();
  // AUDIT_CPU_SLOWDOWN=4 uses Lighthouse's fixed default instead (to compare with reports made elsewhere).
  const hostIndex = await hostBenchmarkIndex(chrome.port);
  const slowdown = process.env.AUDIT_CPU_SLOWDOWN ? Number(process.env.AUDIT_CPU_SLOWDOWN) : calibratedSlowdown(hostIndex);
  console.log(
    `Host benchmark index ${Math.round(hostIndex)} (Lighthouse's, median of 5): CPU slowdown ${slowdown}× (4× at ${REFERENCE_INDEX}; scripts/support/lighthouse-cpu.ts)`,
  );
  const medians = await medianRuns(
    PAGES.map((path) => `${origin}${path}`),
    chrome.port,
    { indexes: [hostIndex], ...(process.env.AUDIT_CPU_SLOWDOWN ? { fixedSlowdown: slowdown } : {}) },
  );
  for (const [index, { lhr, full, performanceRuns, lcp, lcpRuns }] of medians.entries()) {
    const path = PAGES[index];
    // mkdir each time: a Playwright run started meanwhile empties test-results/.
    mkdirSync('test-results/lighthouse', { recursive: true });
    const name = path === '/' ? 'home' : path.slice(1).replace(/[/?&=]/g, '_');
    writeFileSync(`test-results/lighthouse/${name}.json`, JSON.stringify(full));
    writeFileSync(`test-results/lighthouse/${name}.performance-median.json`, JSON.stringify(lhr));
    // Performance from the median run; the other categories from the first round, the one that audited them.
    const reportOf = (id: string) => (id === 'performance' ? lhr : full);
    const scores = Object.keys(THRESHOLDS).map((id) => [id, Math.round((reportOf(id).categories[id]?.score ?? 0) * 100)] as const);
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
      .map((id) => `${acronym(id)} ${lhr.audits[id]?.displayValue ?? '?'}`)
      .join(', ');
    console.log(
      `${path}: ${scores.map(([id, score]) => `${id} ${score}`).join(', ')}  (performance runs ${performanceRuns.join(', ')}; LCP median ${(lcp / 1000).toFixed(2)} s; median run: ${metrics}; its host index ${Math.round(lhr.environment.benchmarkIndex)}, CPU slowdown ${lhr.configSettings.throttling.cpuSlowdownMultiplier}×)`,
    );
    if (lhr.runWarnings.length > 0) console.log(`  warnings: ${lhr.runWarnings.join(' | ')}`);
    if (lcp > LCP_LIMIT_MS)
      failures.push(`${path} largest contentful paint ${Math.round(lcp)} ms (median of ${lcpRuns.map(Math.round).join(', ')}) > ${LCP_LIMIT_MS} ms`);
    for (const [id, score] of scores) {
      if (score >= THRESHOLDS[id]) continue;
      failures.push(`${path} ${id} ${score} < ${THRESHOLDS[id]}`);
      // The audits that lost points, heaviest first.
      const report = reportOf(id);
      const lost = report.categories[id].auditRefs
        .map((ref) => ({ ref, audit: report.audits[ref.id] }))
        .filter(({ audit }) => audit.score !== null && audit.score < 1 && !['informative', 'manual', 'notApplicable'].includes(audit.scoreDisplayMode))
        .sort((a, b) => b.ref.weight - a.ref.weight || (a.audit.score ?? 0) - (b.audit.score ?? 0));
      for (const { ref, audit } of lost.slice(0, 6)) {
        console.log(
          `  ✗ ${id}: ${audit.id} (weight ${ref.weight}, score ${audit.score}) ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}`,
        );
      }
    }
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `Lighthouse audited ${PAGES.length} pages × ${RUNS} runs (all categories in the first, performance in the rest) in ${((performance.now() - started) / 1000).toFixed(0)} s; reports in test-results/lighthouse/.`,
);
if (failures.length > 0) {
  console.error(`${failures.length} score(s) below threshold:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}

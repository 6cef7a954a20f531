import { availableParallelism } from 'node:os';
import type { RenderJob, RenderOutcome, RenderSetup } from './render-job.js';
import { createRenderer, RENDER_PROCESS } from './render-worker.js';
import { typeScriptProcess } from '../support/ts-worker.js';

export type { RenderJob, RenderOutcome, RenderSetup } from './render-job.js';

/** Pages per message: small enough to spread the work evenly, large enough that messaging costs nothing. */
const BATCH = 16;
/** Batches a renderer holds at once: the one it renders and the next, so it never waits for the build's thread. */
const BATCHES_AHEAD = 2;
/** Below this many pages per renderer, starting one (loading React and the bundle again) costs more than it saves. */
const PAGES_PER_RENDERER = 60;

/**
 * A render process's heap: it holds React, the server bundle and one batch of pages. Left to V8's default limit, each
 * renderer let garbage pile up before collecting it, about 100 MB of the grown benchmark site's peak (~990 MB without,
 * ~890 MB with; prerender time the same within run-to-run noise, 2026-11-24). 320 MB cost a second of prerender there.
 */
const RENDERER_HEAP_MB = 512;

/** What a sent job's payload becomes (the caller keeps its jobs, not their data). */
const SENT = '';

/**
 * Renders every job on all cores, handing each result to `onResult` as it arrives. A job's `payload` is released once
 * a renderer has it.
 *
 * The renderers are processes, not worker threads: the memory a thread's JavaScript heap had used stayed with the build
 * after the thread ended (about 260 MB of the grown benchmark site's build, counted in its mappings before and after
 * the threads, 2026-11-28), up to the end of the build; a process gives it all back when it exits.
 */
export async function renderPages(jobs: RenderJob[], setup: RenderSetup, onResult: (outcome: RenderOutcome) => void): Promise<number> {
  // Nothing changed: the server bundle is not even loaded (a quarter of a second of an unchanged rebuild).
  if (jobs.length === 0) return 0;
  const renderers = Math.min(availableParallelism(), Math.floor(jobs.length / PAGES_PER_RENDERER));
  if (renderers <= 1) {
    const renderPage = await createRenderer(setup);
    for (const job of jobs) {
      onResult(await renderPage(job));
      // Lets the event loop run between pages: Pagefind's messages, finished writes and compressions wait for it, and a
      // loop that only awaits settled promises never gets to them.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return 1;
  }
  let next = 0;
  const runRenderer = () =>
    new Promise<void>((resolve, reject) => {
      const child = typeScriptProcess(new URL('./render-worker.ts', import.meta.url), {
        // React's production build, whoever started the build: `npm run build` sets no NODE_ENV, and React's development
        // build (the default then) took 1.7 times as long to render the same HTML (CPU profiles of the grown benchmark site).
        env: { ...process.env, NODE_ENV: 'production', [RENDER_PROCESS]: '1' },
        execArgv: [`--max-old-space-size=${RENDERER_HEAP_MB}`],
      });
      let inFlight = 0;
      let finished = false;
      const sendNext = () => {
        if (next >= jobs.length) {
          if (inFlight === 0 && !finished) {
            finished = true;
            child.once('exit', () => resolve());
            child.disconnect();
          }
          return;
        }
        const batch = jobs.slice(next, (next += BATCH));
        inFlight++;
        child.send(batch);
        // The renderer has its own copy of the page data: this one lets go of it at once, not when every page is done.
        for (const job of batch) if (job.payload) job.payload = SENT;
      };
      child.on('message', (message: 'ready' | RenderOutcome[]) => {
        // The renderer gets its next batch before this one's results are written, and always has one more waiting:
        // otherwise it would sit idle while the main thread writes files.
        if (message === 'ready') {
          for (let i = 0; i < BATCHES_AHEAD; i++) sendNext();
          return;
        }
        inFlight--;
        sendNext();
        for (const outcome of message) onResult(outcome);
      });
      child.on('error', reject);
      child.on('exit', (code) => {
        if (!finished) reject(new Error(`A render process stopped (exit code ${code}) before it rendered every page it was given.`));
      });
      child.send(setup);
    });
  await Promise.all(Array.from({ length: renderers }, runRenderer));
  return renderers;
}

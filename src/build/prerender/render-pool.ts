import type { ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import type { RenderJob, RenderOutcome, RenderSetup } from './render-job.js';
import { createRenderer } from './render-worker.js';
import { startRenderProcess, type StandbyRenderer } from './render-process.js';

export type { RenderJob, RenderOutcome, RenderSetup } from './render-job.js';

/** Pages per message: small enough to spread the work evenly, large enough that messaging costs nothing. */
const BATCH = 16;
/** Batches a renderer holds at once: the one it renders and the next, so it never waits for the build's thread. */
const BATCHES_AHEAD = 2;
/** Below this many pages per renderer, starting one (loading React and the bundle again) costs more than it saves. */
const PAGES_PER_RENDERER = 60;

/** What a sent job's payload becomes (the caller keeps its jobs, not their data). */
const SENT = '';

/**
 * Renders every job on all cores, handing each result to `onResult` as it arrives, and answers how many render
 * processes did it: none when the build rendered its few pages itself, or had none to render. A `standby` process
 * (render-process.ts) renders them when there are any, and is ended when there are none. A job's `payload` is released
 * once a renderer has it.
 *
 * The renderers are processes, not worker threads: the memory a thread's JavaScript heap had used stayed with the build
 * after the thread ended (about 260 MB of the grown benchmark site's build, counted in its mappings before and after
 * the threads, 2026-11-28), up to the end of the build; a process gives it all back when it exits.
 */
export async function renderPages(
  jobs: RenderJob[],
  setup: RenderSetup,
  onResult: (outcome: RenderOutcome) => void,
  standby?: StandbyRenderer,
): Promise<number> {
  // Nothing changed: the server bundle is not even loaded (a quarter of a second of an unchanged rebuild).
  if (jobs.length === 0) {
    standby?.stop();
    return 0;
  }
  // A standby render process has the bundle loaded already: it renders even a single page sooner than this one would.
  const renderers = Math.max(standby ? 1 : 0, Math.min(availableParallelism(), Math.floor(jobs.length / PAGES_PER_RENDERER)));
  if (renderers <= 1 && !standby) {
    const renderPage = await createRenderer(setup);
    for (const job of jobs) {
      onResult(await renderPage(job));
      // Lets the event loop run between pages: Pagefind's messages, finished writes and compressions wait for it, and a
      // loop that only awaits settled promises never gets to them.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return 0;
  }
  let next = 0;
  const runRenderer = (child: ChildProcess) =>
    new Promise<void>((resolve, reject) => {
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
  await Promise.all(Array.from({ length: renderers }, (_, index) => runRenderer(index === 0 && standby ? standby.adopt() : startRenderProcess())));
  return renderers;
}

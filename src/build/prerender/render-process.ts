import type { ChildProcess } from 'node:child_process';
import { RENDER_PROCESS, type RenderPreload } from './render-worker.js';
import { typeScriptProcess } from '../support/ts-worker.js';

/**
 * A render process's heap: it holds React, the server bundle and one batch of pages. Left to V8's default limit, each
 * renderer let garbage pile up before collecting it, about 100 MB of the grown benchmark site's peak (~990 MB without,
 * ~890 MB with; prerender time the same within run-to-run noise, 2026-11-24). 320 MB cost a second of prerender there.
 */
const RENDERER_HEAP_MB = 512;

/** A process that renders the batches of pages it is sent (render-worker.ts), once it has been sent its setup. */
export function startRenderProcess(): ChildProcess {
  return typeScriptProcess(new URL('./render-worker.ts', import.meta.url), {
    // React's production build, whoever started the build: `npm run build` sets no NODE_ENV, and React's development
    // build (the default then) took 1.7 times as long to render the same HTML (CPU profiles of the grown benchmark site).
    env: { ...process.env, NODE_ENV: 'production', [RENDER_PROCESS]: '1' },
    execArgv: [`--max-old-space-size=${RENDERER_HEAP_MB}`],
  });
}

/** A render process started before the build knows which pages it will render (`startStandbyRenderer`). */
export interface StandbyRenderer {
  /** The process, for the pool to send it pages: a fresh one if the standby has ended. */
  adopt(): ChildProcess;
  /** Ends it: no page changed. */
  stop(): void;
}

/**
 * A render process started with a build whose server bundle comes from the cache: it loads React and the bundle on the
 * other core while this one validates and makes the page data. After a one-sentence edit the build itself loaded them
 * to render the one page, a quarter of a second on the build's path; a build that renders nothing ends it unused.
 */
export function startStandbyRenderer(ssrEntry: string): StandbyRenderer {
  const child = startRenderProcess();
  child.send({ preload: ssrEntry } satisfies RenderPreload);
  // Until it is given pages it does not keep the build's process alive: a build that stops at a problem ends without
  // waiting for it, and the process ends when its channel closes (render-worker.ts).
  child.unref();
  child.channel?.unref();
  return {
    adopt() {
      if (!child.connected) return startRenderProcess();
      child.ref();
      child.channel?.ref();
      return child;
    },
    stop: () => void child.kill(),
  };
}

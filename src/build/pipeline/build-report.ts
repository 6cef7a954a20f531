import type { Problem } from '../manifest/problem.js';

/** What `buildSite` answers: the report of a finished build, or the problems that stopped it. */
export type BuildResult = { ok: true; report: BuildReport } | { ok: false; problems: Problem[] };

export interface BuildReport {
  pages: number;
  rendered: number;
  /** Processor time of this process per phase (all its threads), in milliseconds: what the phase cost on a busy machine. */
  phaseCpu: Record<string, number>;
  /** Milliseconds per phase, in the order they ran. */
  phases: Record<string, number>;
  totalMs: number;
  bundlerRan: boolean;
  /** Render processes the build started (render-pool.ts): 0 when it rendered the pages itself, or rendered none. */
  renderers: number;
  written: number;
  removed: number;
  /** Raster images encoded by this build, and those whose variants came from the cache. */
  images: { encoded: number; reused: number };
  /** Pages whose data this build wrote (changed since the build before into the same folder), by path. */
  changedPages: string[];
}

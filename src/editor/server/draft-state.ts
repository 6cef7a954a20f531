// What a draft tells its tab, and what it changed (draft.ts).
import type { Problem } from '../../build/manifest/problem.js';
import type { RouteSummary } from '../shared/route-summary.js';

export interface DraftState {
  routes: RouteSummary[];
  problems: Problem[];
  dirty: boolean;
  /** site.yaml or a page text this tab read was changed since, by another tab or on disk. */
  stale: boolean;
  /** For each page or setting this draft changed, the version it started from: a save carries them. */
  versions: Record<string, string>;
}

/** A page, setting or page text this draft changed: its value as the tab started from it, and as it is now. */
export interface Change {
  unit: string;
  label: string;
  base: unknown;
  mine: unknown;
}

import { useSyncExternalStore } from 'react';

/**
 * Edits typed but not yet applied by the server. Fields send their edits a moment after typing stops; until then
 * (and while one is on its way) what the screen shows is not what the draft holds, so the status must not say
 * "saved", and Save first sends them (`flushAll`). An edit that failed to send stays here to be sent again.
 */
interface Job {
  timer?: ReturnType<typeof setTimeout>;
  run: () => Promise<void>;
}

const jobs = new Map<string, Job>();
const running = new Set<Promise<void>>();
const listeners = new Set<() => void>();
let failure: string | undefined;
let snapshot = { pending: false, failure };

function notify() {
  snapshot = { pending: jobs.size > 0 || running.size > 0, failure };
  for (const listener of listeners) listener();
}

function start(key: string): void {
  const job = jobs.get(key);
  if (!job) return;
  clearTimeout(job.timer);
  jobs.delete(key);
  const promise = job.run().then(
    () => {
      failure = undefined;
    },
    (error: unknown) => {
      failure = error instanceof Error ? error.message : String(error);
      // Kept to be sent again by the next edit or by Save, unless a newer edit of the same field replaced it.
      if (!jobs.has(key)) jobs.set(key, { run: job.run });
    },
  );
  const tracked = promise.finally(() => {
    running.delete(tracked);
    notify();
  });
  running.add(tracked);
  notify();
}

/** Sends `run` after `delay` ms, replacing an edit of the same field still waiting. */
export function schedule(key: string, run: () => Promise<void>, delay: number): void {
  clearTimeout(jobs.get(key)?.timer);
  jobs.set(key, { run, timer: setTimeout(() => start(key), delay) });
  notify();
}

/** Whether an edit is waiting to be sent or on its way (outside React: what a callback sees when an answer comes). */
export function hasPendingEdits(): boolean {
  return snapshot.pending;
}

/** Sends every waiting edit now and waits for all of them; true when each one reached the server. */
export async function flushAll(): Promise<boolean> {
  for (const key of [...jobs.keys()]) start(key);
  while (running.size > 0) await Promise.allSettled([...running]);
  return jobs.size === 0;
}

/** Forgets waiting edits and lets those on their way land (Discard): the draft then starts again from what is stored. */
export async function dropAll(): Promise<void> {
  for (const job of jobs.values()) clearTimeout(job.timer);
  jobs.clear();
  failure = undefined;
  notify();
  while (running.size > 0) await Promise.allSettled([...running]);
}

export function usePending(): { pending: boolean; failure?: string } {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
  );
}

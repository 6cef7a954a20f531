import { publishedDirOf } from '../../../shared/releases.js';
import { publishSite, type PublishResult } from './publish.js';
import { claim, dueEntries, readSchedule, settleScheduled, type ScheduledPublish } from './schedule.js';
import type { PublishSettings } from './settings.js';

export interface SchedulerOptions {
  root: string;
  siteRoot: string;
  settings: PublishSettings;
  /** The clock (tests set it). */
  now?: () => Date;
  /** How often to look for a publish whose time has come: well under the minute promised. */
  intervalMs?: number;
  /** Told each outcome (the server's audit log). */
  onPublished?: (entry: ScheduledPublish, result: PublishResult) => void;
}

export const SCHEDULER_INTERVAL_MS = 15_000;

/**
 * Runs scheduled publishes when their time comes. A server that was down at that time publishes the entry when it
 * starts again (late is better than never; the history shows when it went live).
 */
export function startScheduler(options: SchedulerOptions) {
  const now = options.now ?? (() => new Date());
  const publishedDir = publishedDirOf(options.siteRoot);
  let running: Promise<void> | undefined;

  const publishDue = async () => {
    for (const entry of dueEntries(readSchedule(publishedDir), now())) {
      const release = claim(publishedDir, entry.id);
      if (!release) continue;
      const result = await publishSite({
        root: options.root,
        siteRoot: options.siteRoot,
        actor: { name: `${entry.by} (scheduled)`, role: 'publisher' },
        settings: options.settings,
        reviewed: entry.reviewed,
      });
      if (!result.ok && result.reason === 'busy') {
        release(); // Someone is publishing by hand: the next look tries again.
        continue;
      }
      settleScheduled(publishedDir, entry.id, result.ok ? 'published' : 'failed', result.ok ? `Published ${result.record.at}` : result.message);
      release();
      options.onPublished?.(entry, result);
    }
  };
  const tick = () => (running ??= publishDue().finally(() => (running = undefined)));
  const timer = setInterval(() => void tick(), options.intervalMs ?? SCHEDULER_INTERVAL_MS);
  timer.unref();
  void tick();
  return {
    /** Looks now (tests call it after moving the clock). */
    tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

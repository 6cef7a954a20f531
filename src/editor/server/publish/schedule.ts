import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { writeAtomically } from '../files.js';
import type { ScheduledPublish } from '../../shared/publish-records.js';

export type { ScheduledPublish };

const scheduleFile = (publishedDir: string) => join(publishedDir, 'schedule.json');

export function readSchedule(publishedDir: string): ScheduledPublish[] {
  const file = scheduleFile(publishedDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { scheduled: ScheduledPublish[] }).scheduled : [];
}

function writeSchedule(publishedDir: string, scheduled: ScheduledPublish[]): void {
  writeAtomically(scheduleFile(publishedDir), `${JSON.stringify({ scheduled }, null, 2)}\n`);
}

export function addScheduled(publishedDir: string, entry: Omit<ScheduledPublish, 'id' | 'status' | 'scheduledAt'>, now = new Date()): ScheduledPublish {
  const scheduled: ScheduledPublish = { id: randomUUID(), status: 'waiting', scheduledAt: now.toISOString(), ...entry };
  writeSchedule(
    publishedDir,
    [...readSchedule(publishedDir), scheduled].sort((a, b) => a.at.localeCompare(b.at)),
  );
  return scheduled;
}

/** Sets an entry's status (and what happened); false when there is no such entry. */
export function settleScheduled(publishedDir: string, id: string, status: ScheduledPublish['status'], outcome?: string): boolean {
  const entries = readSchedule(publishedDir);
  const entry = entries.find((each) => each.id === id);
  if (!entry) return false;
  Object.assign(entry, { status, ...(outcome === undefined ? {} : { outcome }) });
  writeSchedule(publishedDir, entries);
  return true;
}

/** The waiting entries whose time has come, oldest first. */
export const dueEntries = (entries: ScheduledPublish[], now: Date) =>
  entries.filter((entry) => entry.status === 'waiting' && Date.parse(entry.at) <= now.getTime());

/**
 * Claims an entry for this process: creating a folder is atomic, so when two servers share the site folder only one
 * publishes it. The claim is released if the publish could not start (someone else was publishing).
 */
export function claim(publishedDir: string, id: string, now = Date.now()): (() => void) | undefined {
  const folder = join(publishedDir, 'schedule-claims', id);
  mkdirSync(join(publishedDir, 'schedule-claims'), { recursive: true });
  // A claim left by a process that died mid-publish is taken over after a while.
  if (existsSync(folder) && now - statSync(folder).mtimeMs > STALE_CLAIM_MS) rmSync(folder, { recursive: true, force: true });
  try {
    mkdirSync(folder);
  } catch {
    return undefined;
  }
  return () => rmSync(folder, { recursive: true, force: true });
}

const STALE_CLAIM_MS = 30 * 60_000;

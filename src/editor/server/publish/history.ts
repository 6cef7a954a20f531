import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeAtomically } from '../files.js';

/** One publish, as the history lists it. */
export interface PublishRecord {
  /** The release it made live. */
  id: string;
  /** ISO date and time. */
  at: string;
  by: string;
  /** Pages whose content changed, by address (both editions). */
  pages: string[];
  /** The first publish (or one after the releases were deleted): the whole site went live, not a list of pages. */
  whole?: boolean;
  /** Its git commit, when the site folder is a repository and files changed. */
  commit?: string;
  /** The publish this one undid. */
  undoes?: string;
  /** What the publisher reviewed and published, a line each (review.ts `summarizeReview`); an undo names the undone list. */
  changes?: string[];
}

const historyFile = (publishedDir: string) => join(publishedDir, 'history.json');

/** Newest first. */
export function readHistory(publishedDir: string): PublishRecord[] {
  const file = historyFile(publishedDir);
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as { publishes: PublishRecord[] }).publishes;
}

export function recordPublish(publishedDir: string, record: PublishRecord): void {
  writeAtomically(historyFile(publishedDir), `${JSON.stringify({ publishes: [record, ...readHistory(publishedDir)] }, null, 2)}\n`);
}

/** A commit message naming what changed and who published it: `git log` reads as the history. */
export function commitMessage(record: Pick<PublishRecord, 'by' | 'pages' | 'whole' | 'changes'>, undone?: PublishRecord): string {
  const what = describePages(record);
  const subject = undone ? `Undo the publish of ${undone.at.slice(0, 16).replace('T', ' ')} by ${undone.by}: ${what}` : `Publish ${what} (by ${record.by})`;
  const lines = [subject, ''];
  if (record.changes && record.changes.length > 0) lines.push(undone ? 'Changes undone:' : 'Changes:', ...record.changes.map((line) => `- ${line}`), '');
  else if (!record.whole && record.pages.length > 0) lines.push('Pages changed:', ...record.pages.map((page) => `- ${page}`), '');
  if (undone?.commit) lines.push(`This reverts commit ${undone.commit}.`, '');
  lines.push(`Published-by: ${record.by}`);
  return `${lines.join('\n')}\n`;
}

/** The pages a publish changed, in a few words: up to four addresses, then how many more. */
export function describePages(record: Pick<PublishRecord, 'pages' | 'whole'>): string {
  if (record.whole) return 'the whole site';
  if (record.pages.length === 0) return 'site settings';
  return record.pages.slice(0, 4).join(', ') + (record.pages.length > 4 ? ` and ${record.pages.length - 4} more` : '');
}

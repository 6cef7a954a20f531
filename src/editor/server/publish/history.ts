import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeAtomically } from '../files.js';
import type { PublishRecord } from '../../shared/publish-records.js';

export type { PublishRecord };

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

// `npm run publish`: validate and build the saved site into a new release, commit it (when the site folder is a git
// repository), swap it in whole for the running server, push and run the deploy command if configured.
// `npm run publish -- --history` lists past publishes; `npm run publish -- --undo ID` reverts one and publishes that.
import { userInfo } from 'node:os';
import { resolve } from 'node:path';
import { formatProblem } from '../src/build/index.js';
import { publishedDirOf } from '../src/shared/releases.js';
import { describePages, readHistory } from '../src/editor/server/publish/history.js';
import { publishSite } from '../src/editor/server/publish/publish.js';
import { publishSettingsFrom } from '../src/editor/server/publish/settings.js';

const args = process.argv.slice(2);
const siteRoot = resolve(process.env.SITE_ROOT?.trim() || '.');
const undoAt = args.indexOf('--undo');
const unknown = args.filter((arg, index) => !['--history', '--undo'].includes(arg) && index !== undoAt + 1);
if (unknown.length > 0 || (undoAt >= 0 && !args[undoAt + 1])) {
  console.error('Usage: npm run publish [-- --history] [-- --undo ID]');
  process.exit(2);
}

if (args.includes('--history')) {
  const history = readHistory(publishedDirOf(siteRoot));
  if (history.length === 0) console.log('Nothing has been published yet.');
  for (const record of history) {
    const undone = history.find((other) => other.undoes === record.id);
    const notes = `${record.undoes ? '  (an undo)' : ''}${undone ? '  (undone)' : ''}`;
    console.log(`${record.id}  ${record.at.slice(0, 16).replace('T', ' ')}  ${record.by}${notes}\n    ${describePages(record)}`);
  }
  process.exit(0);
}

const result = await publishSite({
  root: resolve('.'),
  siteRoot,
  actor: { name: userInfo().username, role: 'publisher' },
  settings: publishSettingsFrom(),
  undo: undoAt >= 0 ? args[undoAt + 1] : undefined,
  log: console.log,
});
if (!result.ok) {
  if (result.reason === 'invalid') for (const problem of result.problems) console.error(`${formatProblem(problem)}\n`);
  console.error(result.message);
  process.exit(result.reason === 'nothing' ? 0 : 1);
}
const { record } = result;
console.log(`✓ Live: release ${record.id}${record.commit ? `, commit ${record.commit.slice(0, 10)}` : ''}.`);
for (const [name, step] of [
  ['git push', result.push],
  ['PUBLISH_COMMAND', result.command],
] as const) {
  if (!step) continue;
  console.log(`${name} ${step.ok ? 'succeeded' : 'FAILED'}${step.output ? `:\n${step.output}` : '.'}`);
}
if ((result.push && !result.push.ok) || (result.command && !result.command.ok)) process.exitCode = 1;

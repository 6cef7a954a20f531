// `node --import tsx scripts/support/warm-rebuild.ts DIR BODY`: the rebuild after a one-sentence edit in a build process
// that is already up, as the editor's Publish runs it (src/editor/server/publish/publish.ts calls buildSite in the
// server's process). Builds DIR, then again after a first edit of content/BODY (as an earlier publish would have), then
// times the build after a second edit and prints it as JSON: { seconds, rendered, phases }. Used by `npm run bench`.
import { appendFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSite } from '../../src/build/pipeline/build-site.js';

const [dirArgument, body] = process.argv.slice(2);
if (!dirArgument || !body) throw new Error('Usage: warm-rebuild.ts DIR BODY (BODY under DIR/content).');
const root = resolve(dirArgument);
const quiet = () => {};

const save = (sentence: string) => appendFileSync(join(root, 'content', body), `\n${sentence}\n`);
// The editor's server has published before: its code, caches and server bundle are loaded. So is this process after a
// first build and a first edit, which the second edit, timed, then finds.
for (const warmUp of ['', 'A first sentence, saved and published earlier.']) {
  if (warmUp) save(warmUp);
  const built = await buildSite({ root, log: quiet });
  if (!built.ok) throw new Error(`The site in ${root} does not build: ${built.problems[0]?.message}`);
}
save('One more sentence, saved while the editor was open.');
const started = performance.now();
const second = await buildSite({ root, log: quiet });
const seconds = (performance.now() - started) / 1000;
if (!second.ok) throw new Error(`The edited site does not build: ${second.problems[0]?.message}`);
console.log(JSON.stringify({ seconds, rendered: second.report.rendered, phases: second.report.phases }));
// Render threads and the bundler's may keep the event loop alive; the measurement is done.
process.exit(0);

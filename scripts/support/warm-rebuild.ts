// `node --import tsx scripts/support/warm-rebuild.ts DIR BODY`: the rebuild after a one-sentence edit in a build process
// that is already up, as the editor's Publish runs it (src/editor/server/publish/publish.ts calls buildSite in the
// server's process). Builds DIR once to load the code and caches, appends a sentence to content/BODY, builds again
// and prints that second build as JSON: { seconds, rendered }. Used by `npm run bench` (issue 28).
import { appendFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSite } from '../../src/build/pipeline/build-site.js';

const [dirArgument, body] = process.argv.slice(2);
if (!dirArgument || !body) throw new Error('Usage: warm-rebuild.ts DIR BODY (BODY under DIR/content).');
const root = resolve(dirArgument);
const quiet = () => {};

const first = await buildSite({ root, log: quiet });
if (!first.ok) throw new Error(`The site in ${root} does not build: ${first.problems[0]?.message}`);
appendFileSync(join(root, 'content', body), '\nOne more sentence, saved while the editor was open.\n');
const started = performance.now();
const second = await buildSite({ root, log: quiet });
const seconds = (performance.now() - started) / 1000;
if (!second.ok) throw new Error(`The edited site does not build: ${second.problems[0]?.message}`);
console.log(JSON.stringify({ seconds, rendered: second.report.rendered }));
// Render threads and the bundler's may keep the event loop alive; the measurement is done.
process.exit(0);

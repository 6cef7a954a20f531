// `npm run validate [-- path/to/site.yaml]`: prints every problem as file:line:col and exits 1 if any.
import { resolve } from 'node:path';
import { loadManifest } from '../src/build/manifest/load.js';
import { formatProblem } from '../src/build/manifest/problem.js';

const file = resolve(process.argv[2] ?? 'site.yaml');
const started = performance.now();
const { manifest, problems } = loadManifest(file);
if (problems.length > 0) {
  for (const problem of problems) console.error(`${formatProblem(problem)}\n`);
  console.error(`${problems.length} problem${problems.length === 1 ? '' : 's'} found. Fix them and run \`npm run validate\` again.`);
  process.exitCode = 1;
} else {
  const ms = Math.round(performance.now() - started);
  console.log(`✓ ${process.argv[2] ?? 'site.yaml'} is valid: ${manifest?.routes.length ?? 0} pages (checked in ${ms} ms).`);
}

// `npm run validate [-- path/to/site.yaml] [-- --release] [-- --as-of YYYY-MM-DD]`: prints every problem as
// file:line:col and exits 1 if any. Warnings are printed but do not fail; `--release` (going live) also fails on every
// placeholder still in the content and every gap in the Arabic edition; `--as-of` reads the law register as of that
// day, so the deadlines a page quotes that will have passed by then are listed now.
import { resolve } from 'node:path';
import { formatProblem, githubAnnotation, inGitHubActions, loadManifest, siteDay, takeAsOf, type Problem } from '../src/build/index.js';

const asOf = takeAsOf(process.argv.slice(2));
if (asOf.error) {
  console.error(asOf.error);
  process.exit(2);
}
const args = asOf.args;
const release = args.includes('--release');
const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--release');
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(', ')}. Usage: npm run validate [-- FILE] [-- --release] [-- --as-of YYYY-MM-DD]`);
  process.exit(2);
}
const shownFile = args.find((arg) => !arg.startsWith('--')) ?? 'site.yaml';
const started = performance.now();
const { manifest, problems, warnings, placeholders, translationGaps } = loadManifest(resolve(shownFile), {
  release,
  asOf: siteDay(),
  ...(process.env.SITE_AS_OF ? { today: new Date(`${siteDay()}T12:00:00Z`) } : {}),
});
const asOfNote = process.env.SITE_AS_OF ? ` as of ${siteDay()}` : '';
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const annotate = inGitHubActions();
const print = (list: Problem[], level: 'error' | 'warning') => {
  for (const problem of list) {
    // In GitHub Actions each problem also marks its line in the pull request (the runner reads commands on stdout).
    if (annotate) console.log(githubAnnotation(problem, level));
    console.error(`${level === 'warning' ? 'warning: ' : ''}${formatProblem(problem)}\n`);
  }
};

print(warnings, 'warning');
if (problems.length > 0) {
  print(problems, 'error');
  const releaseOnly = [
    placeholders.length > 0 ? `${plural(placeholders.length, 'placeholder')} the firm must still supply or confirm` : '',
    translationGaps.length > 0 ? `${plural(translationGaps.length, 'gap')} in the Arabic edition` : '',
  ].filter(Boolean);
  const why = release && releaseOnly.length > 0 ? ` (${releaseOnly.join('; ')})` : '';
  console.error(`${plural(problems.length, 'problem')} found${why}. Fix them and run \`npm run validate${release ? ' -- --release' : ''}\` again.`);
  process.exitCode = 1;
} else {
  const ms = Math.round(performance.now() - started);
  const notes = [
    warnings.length > 0 ? plural(warnings.length, 'warning') : '',
    placeholders.length > 0 ? `${plural(placeholders.length, 'placeholder')} left before going live (\`npm run validate -- --release\` lists them)` : '',
    translationGaps.length > 0 ? `${plural(translationGaps.length, 'gap')} in the Arabic edition (\`--release\` lists them too)` : '',
  ]
    .filter(Boolean)
    .join('; ');
  console.log(`✓ ${shownFile} is valid${asOfNote}: ${manifest?.routes.length ?? 0} pages (checked in ${ms} ms)${notes ? `; ${notes}` : ''}.`);
}

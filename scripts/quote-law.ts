// `npm run quote-law [-- FILE]`: rewrites every hand-written copy of a law-register value that the validator can
// settle by itself — a value in force, which no other cited rule shares — into its reference (`AED 375,000` →
// `{{ct-zero-band}}`), in site.yaml and the pages' markdown, English and Arabic. The page reads the same today and
// follows the register from now on. Copies it cannot settle (two rules with the same value, an older value) stay
// as warnings for a person to decide. Review the diff before committing.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { loadManifest, takeAsOf, type Problem } from '../src/build/index.js';

const { args, error } = takeAsOf(process.argv.slice(2));
if (error) {
  console.error(error);
  process.exit(2);
}
const manifestFile = resolve(args.find((arg) => !arg.startsWith('--')) ?? 'site.yaml');
const root = dirname(manifestFile);
const { warnings, problems } = loadManifest(manifestFile, { cwd: root });
if (problems.length > 0) {
  console.error(`site.yaml has ${problems.length} problem(s): run \`npm run validate\` and fix them first.`);
  process.exit(1);
}

/** A plain YAML value cannot start with `{`: a reference there would turn the text into a mapping. */
function startsPlainScalar(line: string, col: number): boolean {
  return /^\s*(?:-\s+)?(?:[\w-]+:\s+)?$/.test(line.slice(0, col - 1)) || /^\s*-\s+[\w-]+:\s+$/.test(line.slice(0, col - 1));
}

const byFile = new Map<string, Problem[]>();
for (const warning of warnings) if (warning.fix) byFile.set(warning.file, [...(byFile.get(warning.file) ?? []), warning]);

let applied = 0;
let skipped = 0;
for (const [file, fixes] of byFile) {
  const path = join(root, file);
  const lines = readFileSync(path, 'utf8').split('\n');
  // From the end of each line backwards, so earlier columns stay where they were.
  for (const warning of [...fixes].sort((a, b) => b.line - a.line || b.col - a.col)) {
    const line = lines[warning.line - 1];
    const { find, replace } = warning.fix!;
    const at = warning.col - 1;
    if (line?.slice(at, at + find.length) !== find || (file.endsWith('.yaml') && startsPlainScalar(line, warning.col))) {
      skipped++;
      continue;
    }
    lines[warning.line - 1] = line.slice(0, at) + replace + line.slice(at + find.length);
    applied++;
  }
  writeFileSync(path, lines.join('\n'));
}
const left = warnings.filter((warning) => warning.message.includes('copies the law register')).length - applied;
console.log(
  `Quoted the register in ${applied} place(s) in ${byFile.size} file(s); ${skipped} skipped; ${left} copy warning(s) left for a person to settle (npm run validate lists them).`,
);

// What the guides and the code's comments name — repository paths, npm scripts, environment variables — found in
// their text, so a test can check each still exists: a guide that names a moved file or a removed script sends its
// reader nowhere.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export const ROOT = join(dirname(new URL(import.meta.url).pathname), '..', '..');

/** A piece of prose to check: a guide's whole text, or one file's comments. */
export interface Prose {
  file: string;
  text: string;
}

/** Top-level folders a guide or comment names by path. */
const CHECKED_FOLDERS = ['src', 'server', 'scripts', 'tests', 'docs', 'schemas', 'bench', '.github', '.ci'];
const CODE_FILE = /\.(ts|tsx|mts|mjs|js|css)$/;
const IGNORED_FOLDERS = new Set(['node_modules', 'generated', 'sites', 'fixtures', '__snapshots__']);

export function listFiles(folder: string, keep: (path: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!IGNORED_FOLDERS.has(entry.name)) out.push(...listFiles(path, keep));
    } else if (keep(path)) out.push(path);
  }
  return out;
}

/** The guides: README, CONTRIBUTING, every page of docs/ and the README of each folder of src/ and server/. */
export function guides(): Prose[] {
  const folderReadmes = ['src', 'server'].flatMap((folder) => listFiles(folder, (path) => path.endsWith('README.md')));
  const files = ['README.md', 'CONTRIBUTING.md', ...listFiles('docs', (path) => path.endsWith('.md')), ...folderReadmes];
  return files.map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }));
}

/** Line and block comments of a source file; `//` only at a line's start or after a space, so URLs are not comments. */
export function commentsOf(source: string): string {
  const blocks = source.match(/\/\*[\s\S]*?\*\//g) ?? [];
  const lines = source.match(/(?:^|\s)\/\/.*$/gm) ?? [];
  return [...blocks, ...lines].join('\n');
}

/** The comments of every source file under src/, server/ and scripts/ (tests/ too: its comments are read alike). */
export function codeComments(folders = ['src', 'server', 'scripts', 'tests']): Prose[] {
  return folders
    .flatMap((folder) => listFiles(folder, (path) => CODE_FILE.test(path)))
    .map((file) => ({ file, text: commentsOf(readFileSync(join(ROOT, file), 'utf8')) }));
}

/** Every source file's whole text, strings included: what a printed line or a comment says. */
export function sourceTexts(folders = ['src', 'server', 'scripts', 'tests']): Prose[] {
  return folders.flatMap((folder) => listFiles(folder, (path) => CODE_FILE.test(path))).map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }));
}

/** The `$comment`s of the JSON Schemas. */
export function schemaComments(): Prose[] {
  return listFiles('schemas', (path) => path.endsWith('.json')).map((file) => {
    const comments = [...readFileSync(join(ROOT, file), 'utf8').matchAll(/"\$comment":\s*"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]);
    return { file, text: comments.join('\n') };
  });
}

/** Code with its comments taken out: where a variable counts as read. */
export function codeWithoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(?:^|\s)\/\/.*$/gm, '');
}

const PATH = new RegExp(`(?<![\\w./-])((?:${CHECKED_FOLDERS.map((folder) => folder.replace('.', '\\.')).join('|')})/[\\w./*-]*)`, 'g');

/** Repository paths named in the text: placeholders (`<id>`, `{name}`, `…`) and globs are left out or cut at them. */
export function pathsIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(PATH)) {
    const after = text[match.index + match[0].length] ?? '';
    if ('<{…$'.includes(after) && after !== '') continue;
    const path = match[1].replace(/[.:,]+$/, '').replace(/\/\*.*$/, '/');
    if (path.includes('*')) continue;
    found.add(path);
  }
  return [...found];
}

/** Whether a named path exists: as written from the repository's root, or, in a comment, from the file's own folders. */
export function pathExists(path: string, namedIn: string): boolean {
  if (existsSync(join(ROOT, path)) || madeByTheTools(path)) return true;
  for (let folder = dirname(namedIn); folder !== '.' && folder !== '/'; folder = dirname(folder)) {
    if (existsSync(join(ROOT, folder, path))) return true;
  }
  return false;
}

/** A folder .gitignore lists (src/generated/, bench/peer/sites/): made by the commands, so it may not be there yet. */
function madeByTheTools(path: string): boolean {
  const ignored = readFileSync(join(ROOT, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.endsWith('/') && !line.startsWith('#'));
  return ignored.some((folder) => path.startsWith(folder));
}

/** `npm run X`, `npm start` and `npm test` in the text: the scripts they name. */
export function scriptsIn(text: string): string[] {
  const runs = [...text.matchAll(/npm run (?:--silent )?([a-z][\w:.-]*[\w])/g)].map((match) => match[1]);
  const builtIns = [...text.matchAll(/\bnpm (start|test)\b/g)].map((match) => match[1]);
  return [...new Set([...runs, ...builtIns])];
}

export function packageScripts(): Set<string> {
  return new Set(Object.keys(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts));
}

/** Backticked environment variables: `NAME` or `NAME=value`, upper case with at least one underscore or a known name. */
export function envVarsIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|PORT|HOST)(?:=[^`]*)?`/g)) found.add(match[1]);
  return [...found];
}

/** Every variable the code reads by name: the whole text of the code, comments left out. */
export function codeText(): string {
  const folders = ['src', 'server', 'scripts', 'tests', '.ci', '.github'];
  const files = [
    ...folders.flatMap((folder) => listFiles(folder, (path) => CODE_FILE.test(path) || /\.(ya?ml|sh)$/.test(path) || path.endsWith('/run'))),
    ...readdirSync(ROOT).filter((name) => /\.config\.ts$/.test(name)),
  ];
  return files
    .filter((file) => statSync(join(ROOT, file)).isFile())
    .map((file) => {
      const source = readFileSync(join(ROOT, file), 'utf8');
      return /\.(ya?ml|sh)$|\/run$/.test(file) ? source.replace(/(?:^|\s)#.*$/gm, '') : codeWithoutComments(source);
    })
    .join('\n');
}

/** Relative Markdown links of a guide (`[text](other.md#part)`), resolved from its folder. */
export function markdownLinks(guide: Prose): string[] {
  return [...guide.text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z]+:/.test(target) && !target.startsWith('/'))
    .map((target) => relative(ROOT, join(ROOT, dirname(guide.file), target)));
}

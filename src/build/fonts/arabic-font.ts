// The Arabic edition's typeface: IBM Plex Sans Arabic (SIL Open Font License, from @fontsource), cut down to the
// characters the Arabic pages actually use. The full Arabic files are 43-44 KB a weight; the pages use fewer than a
// hundred distinct Arabic characters, and a subset of both weights stays well inside the 40 KB a first visit may
// spend on fonts. Latin text keeps the site's own font stack: the faces only cover Arabic (`unicode-range`).
//
// The subsets carry no TrueType hinting, as Google Fonts serves its files to every system but Windows: the
// instructions were a quarter of each file, and a file of 14 KB or more no longer arrives within the first round trip
// of a connection (docs/performance.md, "The Arabic pages' largest paint"). Android, iOS and macOS draw text without
// them anyway; on Windows, small Arabic text may look slightly softer.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const ARABIC_FAMILY = 'Plex Arabic';
/** The code points these faces are used for: Arabic and its presentation forms, the Arabic comma, semicolon and question mark included. */
const ARABIC_RANGES: readonly (readonly [number, number])[] = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x08a0, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfeff],
  [0x200c, 0x200f],
];
const WEIGHTS = [400, 700] as const;
const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
/** The same ranges as CSS's `unicode-range`. */
export const ARABIC_UNICODE_RANGE = ARABIC_RANGES.map(([first, last]) => `U+${hex(first)}-${hex(last)}`).join(', ');
/** One flag per UTF-16 code unit: every range is in the Basic Multilingual Plane. */
const IS_ARABIC = new Uint8Array(0x10000);
for (const [first, last] of ARABIC_RANGES) IS_ARABIC.fill(1, first, last + 1);

/**
 * The distinct Arabic characters of `texts`, sorted so the same texts give the same subset (and the same file name).
 * A loop over code units, not a regular expression: it reads every page's data of the edition on each build, and
 * `matchAll` over those few megabytes was the slowest step of a one-page rebuild.
 */
export function arabicCharacters(texts: Iterable<string>): string {
  const found = new Uint8Array(0x10000);
  for (const text of texts) {
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      if (IS_ARABIC[code] === 1) found[code] = 1;
    }
  }
  // Punctuation and digits a translation may add later without a rebuild of the font being noticed.
  for (const char of '،؛؟٪') found[char.charCodeAt(0)] = 1;
  let characters = '';
  for (let code = 0; code < found.length; code++) if (found[code] === 1) characters += String.fromCharCode(code);
  return characters;
}

export interface FontFile {
  /** Named after what it is made from (see `subsetFileNames`), so it can be cached for a year. */
  fileName: string;
  weight: number;
  bytes: Buffer;
}

const require = createRequire(import.meta.url);
const source = (weight: number) => readFileSync(require.resolve(`@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`));

/** The packages whose code decides a subset's bytes: a new version of any of them must give the files new names. */
const SUBSETTERS = ['subset-font', 'harfbuzzjs', 'fontverter', 'wawoff2'];
/** How the subsets are cut; part of their names, as the characters and the source are. */
const SUBSET_OPTIONS = { targetFormat: 'woff2', noHinting: true } as const;

/** The installed versions of the subsetting packages, from the project's lockfile (what `npm ci` installs). */
let versions: string | undefined;
function subsetterVersions(): string {
  return (versions ??= readSubsetterVersions());
}

function readSubsetterVersions(): string {
  try {
    const lock = JSON.parse(readFileSync(new URL('../../../package-lock.json', import.meta.url), 'utf8')) as { packages: Record<string, { version?: string }> };
    return SUBSETTERS.map((name) => `${name}@${lock.packages[`node_modules/${name}`]?.version}`).join(' ');
  } catch {
    // No lockfile: the subsetter's own version at least.
    return `subset-font@${(require('subset-font/package.json') as { version: string }).version}`;
  }
}

/**
 * The files' names for a subset to `characters`, known before the subset is made: a hash of the characters, the
 * weight's source file, the subsetters' versions and options — everything the bytes are made from (subsetting is
 * deterministic). So every page can name its font while the subset is still being made in a thread of its own
 * (edition-data.ts), and a changed subset, source or subsetter always gets a new name.
 */
export function subsetFileNames(characters: string): Omit<FontFile, 'bytes'>[] {
  const tools = subsetterVersions();
  return WEIGHTS.map((weight) => {
    const hash = createHash('sha256')
      .update(characters)
      .update('\0')
      .update(tools)
      .update('\0')
      .update(JSON.stringify(SUBSET_OPTIONS))
      .update('\0')
      .update(source(weight))
      .digest('hex')
      .slice(0, 10);
    return { fileName: `plex-arabic-${weight}-${hash}.woff2`, weight };
  });
}

/** Both weights, subset to `characters`, as WOFF2, named by `subsetFileNames`. */
export async function subsetArabicFont(characters: string): Promise<FontFile[]> {
  const { default: subsetFont } = (await import('subset-font')) as {
    default: (font: Buffer, text: string, options: typeof SUBSET_OPTIONS) => Promise<Buffer>;
  };
  return Promise.all(subsetFileNames(characters).map(async (file) => ({ ...file, bytes: await subsetFont(source(file.weight), characters, SUBSET_OPTIONS) })));
}

/**
 * Both weights whole, as @fontsource ships them: what `npm run dev` serves, so Arabic pages show their typeface
 * while editing without subsetting on every save (the production build serves the subset).
 */
export function wholeArabicFont(): FontFile[] {
  return WEIGHTS.map((weight) => ({ fileName: `plex-arabic-${weight}-whole.woff2`, weight, bytes: source(weight) }));
}

/** The @font-face rules for the files, served from `urlPrefix` (e.g. `/assets/fonts/`). */
export function arabicFontFaces(files: Omit<FontFile, 'bytes'>[], urlPrefix: string): string {
  return files
    .map(
      (file) =>
        `@font-face{font-family:'${ARABIC_FAMILY}';font-style:normal;font-weight:${file.weight};font-display:swap;` +
        `src:url('${urlPrefix}${file.fileName}') format('woff2');unicode-range:${ARABIC_UNICODE_RANGE}}`,
    )
    .join('\n');
}

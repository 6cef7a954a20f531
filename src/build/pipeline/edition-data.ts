// Each edition's data as the build writes it: the layout every page shares, each page's payload, and for an
// edition in Arabic script the typeface cut down to the characters those files contain.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { arabicCharacters, arabicFontFaces, subsetFileNames, type FontFile } from '../fonts/arabic-font.js';
import { runOnce } from '../support/ts-worker.js';
import { pagePayload, siteLayoutData } from '../model/page-data.js';
import type { ServedPage, SiteModel } from '../model/site-model.js';
import { layoutDataFile } from '../../shared/locales.js';
import type { SiteLayout } from '../../shared/site-data.js';
import type { OutputTree } from '../support/output-tree.js';

/** Where the fonts go in dist/: under assets/, so they are cached for a year like the bundles (names are content-hashed). */
const FONT_DIR = 'assets/fonts/';

export interface EditionData {
  model: SiteModel;
  layout: SiteLayout;
  layoutJson: string;
  pages: { page: ServedPage; payload: string }[];
}

/**
 * Puts every edition's layout and page payloads into `tree`. An Arabic edition's layout carries its font: the
 * @font-face rules (inlined into each page's head, so no stylesheet request waits for them) and the files to preload.
 * The subset is made from the edition's own words, so it is as small as they allow; its files are named before they
 * are made; `writeFonts` makes and writes them when the build has a core to spare (see build-site.ts).
 */
export function writeEditionData(
  editions: SiteModel[],
  tree: OutputTree,
  cacheDir: string,
  apiBase?: string,
): { data: EditionData[]; writeFonts: () => Promise<void> } {
  const fonts: (() => Promise<void>)[] = [];
  const data = editions.map((model) => {
    const pages = model.pages.map((page) => ({ page, payload: JSON.stringify(pagePayload(page, model)) }));
    let layout = siteLayoutData(model, apiBase);
    if (model.locale.script === 'Arab') {
      const characters = arabicCharacters([JSON.stringify(layout), ...pages.map(({ payload }) => payload)]);
      const files = subsetFileNames(characters);
      fonts.push(() => writeFonts(characters, files, tree, join(cacheDir, 'fonts')));
      layout = { ...layout, font: { faces: arabicFontFaces(files, `/${FONT_DIR}`), preload: files.map((file) => `/${FONT_DIR}${file.fileName}`) } };
    }
    const layoutJson = JSON.stringify(layout);
    tree.put(layoutDataFile(model.locale.code), layoutJson);
    for (const { page, payload } of pages) tree.put(page.dataFile, payload);
    return { model, layout, layoutJson, pages };
  });
  return { data, writeFonts: () => Promise.all(fonts.map((write) => write())).then(() => {}) };
}

/**
 * Declares the font's files in `tree` and writes those it lacks: from the cache, or made in a thread of its own
 * (about a second: the WOFF2 compression) and then kept in the cache — an edit rarely brings a character the edition
 * did not use before. A file's name says what it is made from, so a cached file of that name is the right one.
 */
async function writeFonts(characters: string, files: Omit<FontFile, 'bytes'>[], tree: OutputTree, cacheDir: string): Promise<void> {
  const missing = files.filter((file) => tree.needs(`${FONT_DIR}${file.fileName}`, file.fileName));
  if (missing.length === 0) return;
  const cached = (file: { fileName: string }) => join(cacheDir, file.fileName);
  let made: { fileName: string; bytes: Uint8Array }[];
  if (missing.every((file) => existsSync(cached(file)))) {
    made = missing.map((file) => ({ fileName: file.fileName, bytes: readFileSync(cached(file)) }));
  } else {
    made = await runOnce<FontFile[]>(new URL('../fonts/subset-worker.ts', import.meta.url), { characters }, 'Subsetting the Arabic font').result;
    mkdirSync(cacheDir, { recursive: true });
    for (const file of made) {
      // Written under another name first: a build stopped mid-write must not leave a short file under the real name.
      writeFileSync(`${cached(file)}.${process.pid}.tmp`, file.bytes);
      renameSync(`${cached(file)}.${process.pid}.tmp`, cached(file));
    }
  }
  for (const file of made) if (missing.some((wanted) => wanted.fileName === file.fileName)) tree.write(`${FONT_DIR}${file.fileName}`, file.bytes);
}

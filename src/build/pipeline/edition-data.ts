// Each edition's data as the build writes it: the layout every page shares, each page's payload, and for an
// edition in Arabic script the typeface cut down to the characters those files contain.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { arabicCharacters, arabicFontFaces, subsetArabicFont, type FontFile } from '../fonts/arabic-font.js';
import { fingerprint } from './output-tree.js';
import { pagePayload, siteLayoutData } from '../model/page-data.js';
import type { ServedPage, SiteModel } from '../model/site-model.js';
import { layoutDataFile } from '../../shared/locales.js';
import type { SiteLayout } from '../../shared/site-data.js';
import type { OutputTree } from './output-tree.js';

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
 * @font-face rules (inlined into each page's head, so no stylesheet request waits for them) and the files to preload. The subset is made from the edition's own words, so it is as small as they allow.
 */
export async function writeEditionData(editions: SiteModel[], tree: OutputTree, cacheDir: string, apiBase?: string): Promise<EditionData[]> {
  return Promise.all(
    editions.map(async (model) => {
      const pages = model.pages.map((page) => ({ page, payload: JSON.stringify(pagePayload(page, model)) }));
      let layout = siteLayoutData(model, apiBase);
      if (model.locale.script === 'Arab') {
        const files = await cachedSubset(arabicCharacters([JSON.stringify(layout), ...pages.map(({ payload }) => payload)]), join(cacheDir, 'fonts'));
        for (const file of files) tree.put(`${FONT_DIR}${file.fileName}`, file.bytes);
        layout = { ...layout, font: { faces: arabicFontFaces(files, `/${FONT_DIR}`), preload: files.map((file) => `/${FONT_DIR}${file.fileName}`) } };
      }
      const layoutJson = JSON.stringify(layout);
      tree.put(layoutDataFile(model.locale.code), layoutJson);
      for (const { page, payload } of pages) tree.put(page.dataFile, payload);
      return { model, layout, layoutJson, pages };
    }),
  );
}

/**
 * The subset for these characters, made once: subsetting takes about a second, and an edit rarely brings a character
 * the edition did not use before. Kept under the characters' fingerprint; the file names carry the weight and hash.
 */
async function cachedSubset(characters: string, dir: string): Promise<FontFile[]> {
  const folder = join(dir, fingerprint(characters));
  if (existsSync(join(folder, 'complete'))) {
    return readdirSync(folder)
      .filter((name) => name.endsWith('.woff2'))
      .map((fileName) => ({ fileName, weight: Number(/-(\d+)-/.exec(fileName)![1]), bytes: readFileSync(join(folder, fileName)) }))
      .sort((a, b) => a.weight - b.weight);
  }
  const files = await subsetArabicFont(characters);
  mkdirSync(folder, { recursive: true });
  for (const file of files) writeFileSync(join(folder, file.fileName), file.bytes);
  writeFileSync(join(folder, 'complete'), '');
  return files;
}

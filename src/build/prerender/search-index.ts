import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import type { ServedPage, SiteModel } from '../model/site-model.js';
import { SEARCH_INDEX_DIR } from '../../shared/search.js';

/**
 * Parts of <main> that are repeated on many pages or are not reading matter: they would crowd the excerpts, and an
 * article's summary on the home page or the blog index would compete with the article itself.
 */
const NOT_INDEXED = [
  '.not-advice',
  '.post-card',
  '.sidebar',
  '.article-byline',
  '.card-action',
  'form',
  '.toast',
  '[aria-hidden="true"]',
  '.visually-hidden',
  'noscript',
];

/** Pagefind's ready-made interfaces: the site has its own search dialog, so only the engine and the index are served. */
const UNUSED_FILES = /(^|\/)pagefind-(component-ui|modular-ui|ui|highlight)\.|^wasm\.unknown\./;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The label a result carries: its service group, "Articles", "Services", or the firm for everything else. */
export function searchSection(page: ServedPage, model: SiteModel): string {
  const { manifest } = model;
  const group = manifest.navigation.groups.find((candidate) => candidate.contents.some((item) => model.canonicalLink(item.link) === page.path));
  if (group) return group.title;
  const { template } = page.route;
  if (template === 'article') return manifest.routes.find((route) => route.template === 'blog-index')?.title ?? 'Articles';
  if (template === 'service') return 'Services';
  return manifest.site.name;
}

/**
 * What the index reads of a page: its <main> only (menus, footer and the closing banner are on every page), with
 * the section it belongs to. The served HTML is not changed.
 */
function indexedHtml(html: string, section: string): string {
  return html.replace(/<main\b/, `<main data-pagefind-body data-pagefind-meta="section:${escapeAttribute(section)}"`);
}

/**
 * The Pagefind index of every page the sitemap lists (so pages marked noindex, aliases and job pages are left out),
 * as files to write under dist/pagefind/. The browser loads it only when a visitor first searches; a static host
 * serves it as it serves the pages.
 */
export async function buildSearchIndex(model: SiteModel, outDir: string): Promise<{ path: string; content: Uint8Array }[]> {
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: NOT_INDEXED, forceLanguage: 'en' });
  if (!index) throw new Error(`The search index could not be created: ${errors.join('; ')}`);
  try {
    for (const page of model.indexablePages) {
      if (!page.htmlFile) continue;
      const html = readFileSync(join(outDir, page.htmlFile), 'utf8');
      const added = await index.addHTMLFile({ url: page.path, content: indexedHtml(html, searchSection(page, model)) });
      if (added.errors.length > 0) throw new Error(`Indexing ${page.path} for search failed: ${added.errors.join('; ')}`);
    }
    const { files, errors: writeErrors } = await index.getFiles();
    if (writeErrors.length > 0) throw new Error(`The search index could not be written: ${writeErrors.join('; ')}`);
    return files.filter((file) => !UNUSED_FILES.test(file.path)).map((file) => ({ path: `${SEARCH_INDEX_DIR}/${file.path}`, content: file.content }));
  } finally {
    await index.deleteIndex();
    await pagefind.close();
  }
}

import { join } from 'node:path';
import { loadManifest } from '../../../build/validate/load.js';
import type { Problem } from '../../../build/manifest/problem.js';
import { modelSource } from '../../../build/model/model-source.js';
import { siteLayoutData } from '../../../build/model/page-data.js';
import { resolveEditions, type SiteModel } from '../../../build/model/site-model.js';
import { arabicFontFaces, wholeArabicFont } from '../../../build/fonts/arabic-font.js';
import { localeOfPath } from '../../../shared/locales.js';
import type { SiteLayout, SiteSource } from '../../../shared/site-data.js';
import { PREVIEW_PREFIX } from '../../shared/preview-address.js';
import { savedState } from '../publish/saved-state.js';
import { savedManifestOf } from './saved-manifests.js';

/** Where the preview serves the Arabic typeface: whole, as the dev server does (the build's subset follows the published words). */
export const PREVIEW_FONT_DIR = `${PREVIEW_PREFIX}/_fonts/`;
export const previewFontFiles = wholeArabicFont();

export interface PreviewEdition {
  model: SiteModel;
  layout: SiteLayout;
}

export type PreviewSite = { ok: true; editions: PreviewEdition[]; pagePaths: Set<string> } | { ok: false; problems: Problem[] };

/** How many folders' sites are kept: the saved site and the drafts of the tabs that previewed last. */
const KEPT = 6;

/**
 * The site as the files in `root` (site.yaml and content/) say it, every edition resolved as `npm run dev` resolves
 * it: checked by the project's validator, pages marked `draft` included, images as they are (unencoded). Nothing is
 * written: unlike the build, no types or law snippets are generated.
 */
export function resolvePreviewSite(root: string, state = savedState(root)): PreviewSite {
  const contentDir = join(root, 'content');
  const noted = savedManifestOf(root);
  const { manifest, problems } =
    noted?.state === state ? { manifest: noted.manifest, problems: [] } : loadManifest(join(root, 'site.yaml'), { cwd: root, contentDir });
  if (!manifest) return { ok: false, problems };
  const models = resolveEditions(manifest, contentDir);
  const editions = models.map((model) => ({ model, layout: withPreviewFont(model, siteLayoutData(model)) }));
  return { ok: true, editions, pagePaths: new Set(models.flatMap((model) => model.pages.map((page) => page.path.toLowerCase()))) };
}

function withPreviewFont(model: SiteModel, layout: SiteLayout): SiteLayout {
  if (model.locale.script !== 'Arab') return layout;
  return { ...layout, font: { faces: arabicFontFaces(previewFontFiles, PREVIEW_FONT_DIR), preload: [] } };
}

/**
 * The page data of `path` from its edition, marked to be kept out of search engines (the head's robots meta): the
 * same source the dev server renders from.
 */
export function previewSource(editions: PreviewEdition[], path: string): SiteSource {
  const { code } = localeOfPath(path, editions[0].model.locales);
  const edition = editions.find(({ model }) => model.locale.code === code) ?? editions[0];
  const source = modelSource(edition.model, edition.layout);
  return {
    layout: source.layout,
    page: async (pagePath, layout) => {
      const page = await source.page(pagePath, layout);
      return page && { ...page, head: { ...page.head, noindex: true } };
    },
  };
}

/**
 * Resolved sites by folder, each resolved again only when its files changed (names, sizes and times of site.yaml and
 * content/, as the publish engine fingerprints them): a preview right after a save pays for one resolution, every
 * later one for a look at the files' times.
 */
export class PreviewSites {
  private readonly sites = new Map<string, { state: string; site: PreviewSite }>();

  constructor(private readonly resolve: (root: string, state: string) => PreviewSite = resolvePreviewSite) {}

  of(root: string): PreviewSite {
    const state = savedState(root);
    const known = this.sites.get(root);
    this.sites.delete(root);
    const site = known?.state === state ? known.site : this.resolve(root, state);
    this.sites.set(root, { state, site });
    if (this.sites.size > KEPT) this.sites.delete(this.sites.keys().next().value!);
    return site;
  }
}

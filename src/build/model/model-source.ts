import { loadPage, type PagePayload, type SiteLayout, type SiteSource } from '../../shared/site-data.js';
import { pagePayload } from './page-data.js';
import type { SiteModel } from './site-model.js';

/** The payload the build would write to `dataFile` (a dist-relative `_data/….json`), computed from the model. */
export function payloadAt(model: SiteModel, dataFile: string): PagePayload | undefined {
  const page = model.pages.find((candidate) => candidate.dataFile === dataFile);
  return page && pagePayload(page, model);
}

/** Page data straight from the resolved model: what the dev server renders, always current. */
export function modelSource(model: SiteModel, layout: SiteLayout): SiteSource {
  return {
    layout: async () => layout,
    page: (path) => loadPage(path, layout, async (file) => payloadAt(model, file)),
  };
}

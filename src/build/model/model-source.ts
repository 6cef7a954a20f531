import { matchDynamicPage, type SiteLayout, type SiteSource } from '../../shared/site-data.js';
import { pagePayload } from './page-data.js';
import type { SiteModel } from './site-model.js';

/** Page data straight from the resolved model: what the dev server renders, always current. */
export function modelSource(model: SiteModel, layout: SiteLayout): SiteSource {
  return {
    layout: async () => layout,
    async page(path) {
      const dynamic = matchDynamicPage(layout.dynamicPages, path);
      const page = dynamic ? model.pages.find((candidate) => candidate.path === dynamic.page.pattern) : model.pageAt(path);
      return page && { ...pagePayload(page, model), params: dynamic?.params ?? {} };
    },
  };
}

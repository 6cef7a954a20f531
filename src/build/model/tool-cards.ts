// The calculators as a page lists them (`toolCards` on a page route, e.g. /tools): each card made from the tool's own
// page (its heading, intro and badge), so a new calculator appears on the list without an editor touching it.
import type { Route, ToolRoute } from '../../generated/manifest-types.gen.js';
import type { ToolCard } from '../../shared/page-data.js';
import { inEnglish } from '../manifest/translation/english-marks.js';

/** `routes`: the edition's pages in manifest order; `english`: the language an untranslated card is marked as. */
export function toolCards(routes: readonly Route[], english: string): ToolCard[] {
  return routes
    .filter((route): route is ToolRoute => route.template === 'tool' && !route.draft)
    .map((tool) => {
      const untranslated = inEnglish(tool);
      return {
        path: tool.path,
        heading: tool.heading,
        intro: tool.intro,
        ...(tool.image ? { image: tool.image, alt: tool.alt ?? '' } : {}),
        ...(untranslated.includes('heading') || untranslated.includes('intro') ? { lang: english } : {}),
        ...(untranslated.includes('alt') ? { altLang: english } : {}),
      };
    });
}

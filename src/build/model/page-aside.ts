// A service or article page's side column as its data carries it: the enquiry link with the page's subject begun and
// the related services and tools (related-pages.ts), each named by its heading. The phone, WhatsApp and e-mail are
// the layout's (`site`), shown from there, so they are written once.
import type { ArticleRoute, Route, ServiceRoute } from '../../generated/manifest-types.gen.js';
import { aboutHref } from '../../shared/enquiry-link.js';
import { fillText } from '../../shared/fill-text.js';
import type { PageAsideData, RelatedPage } from '../../shared/page-data.js';
import { TOOLS } from '../../shared/law/tools/index.js';
import { inEnglish } from '../manifest/translation/english-marks.js';
import { relatedServices, relatedTools, type RelatedSource } from './related-pages.js';
import type { SiteModel } from './site-model.js';

/** The side column's data, or undefined where the site has no words for it (`pageAside` in site.yaml). */
/** Where a page's rendered body links to: its internal links, canonical already (the renderer wrote them so). */
function internalLinks(bodyHtml: string): string[] {
  return [...bodyHtml.matchAll(/<a href="(\/[^"#?]*)/g)].map((match) => match[1]);
}

/** `bodyHtml`: the page's body as rendered, whose links name the pages its text points to. */
export function pageAsideData(route: ServiceRoute | ArticleRoute, model: SiteModel, bodyHtml = ''): PageAsideData | undefined {
  const words = model.manifest.pageAside;
  if (!words) return undefined;
  const source: RelatedSource = {
    routes: model.manifest.routes,
    groups: model.manifest.navigation.groups,
    routeAt: (link) => model.pageAt(link)?.route,
    quotedRules: model.quotedRules,
    linkedFrom: (other) => (other === route ? internalLinks(bodyHtml).flatMap((link) => model.pageAt(link)?.route ?? []) : []),
    toolRules: (tool) => TOOLS[tool].rules,
  };
  // A name still in English on a translated page is marked as English.
  const named = (other: Route): RelatedPage => ({
    path: other.path,
    title: 'heading' in other ? other.heading : other.title,
    ...(inEnglish(other).includes('heading') ? { lang: model.locales[0].code } : {}),
  });
  const contact = model.manifest.routes.find((other) => other.template === 'contact');
  return {
    ...(contact ? { enquiry: aboutHref(contact.path, fillText(words.enquiryMessage, { subject: route.heading })) } : {}),
    services: relatedServices(route, source).map(named),
    tools: relatedTools(route, source).map(named),
  };
}

import { createRootRouteWithContext, createRoute, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '../templates/NotFoundPage.js';
import { RootDocument } from './RootDocument.js';
import { pageHeadTags, rootHeadTags } from './head.js';
import type { SiteLayout, SiteSource } from '../../shared/site-data.js';
import { loadedTemplate, loadTemplate } from './templates.js';
import { useSiteLayout } from './site-layout.js';
import { NotAdviceNotice, PageSources } from '../components/PageSources.js';
import { DraftRibbon } from '../components/DraftRibbon.js';
import { Breadcrumbs } from '../components/Breadcrumbs.js';
import { PageImages } from '../components/SiteImage.js';
import type { ImageFacts } from '../../shared/images.js';

export interface RouterContext {
  source: SiteSource;
  /**
   * The edition's shared layout (menus, footer, strings), loaded before the router starts. It is router context, not
   * a loader's data, so it is not written into every page's hydration script: the browser fetches it once, as one
   * file every page of the edition shares.
   */
  layout: SiteLayout;
}

/** The document and the shared layout. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  head: ({ match }) => rootHeadTags(match.context.layout),
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});

/** The path the page route's loader reads, from the route's parameters. */
export const pagePath = (params: { _splat?: string }) => `/${params._splat ?? ''}`;

/**
 * Every page of the site, whatever site.yaml declares: the route tree has these two routes however many pages
 * there are. The loader resolves the path (any letter case) to its data and its template's code; an unknown
 * path is the root's not-found page.
 */
export const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  loader: async ({ context, params }) => {
    const page = await context.source.page(pagePath(params), context.layout);
    if (!page) throw notFound();
    await loadTemplate(page.template);
    return page;
  },
  head: ({ loaderData }) => (loaderData ? pageHeadTags(loaderData.head) : {}),
  component: function PageView() {
    const page = pageRoute.useLoaderData();
    const { strings } = useSiteLayout();
    const Template = loadedTemplate(page.template);
    return (
      <>
        {page.data.route.draft && <DraftRibbon />}
        <Breadcrumbs trail={page.head.breadcrumbs ?? []} />
        <PageImages.Provider value={page.data.images ?? NO_IMAGES}>
          <Template data={page.data} params={page.params} />
        </PageImages.Provider>
        <PageSources sources={page.data.sources ?? []} heading={strings.sources ?? 'Sources'} />
        {strings.notAdvice && NOT_ADVICE_TEMPLATES.has(page.template) && <NotAdviceNotice text={strings.notAdvice} />}
      </>
    );
  },
});

const NO_IMAGES: ImageFacts = {};

/** Pages that explain rules carry the "general information, not advice" notice. */
const NOT_ADVICE_TEMPLATES = new Set(['service', 'article', 'tool']);

export const routeTree = rootRoute.addChildren([pageRoute]);

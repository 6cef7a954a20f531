import { createRootRouteWithContext, createRoute, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '../templates/NotFoundPage';
import { RootDocument } from './RootDocument';
import { pageHeadTags, rootHeadTags } from './head';
import type { SiteSource } from '../../shared/site-data';
import { loadedTemplate, loadTemplate } from './templates';
import { useSiteLayout } from './site-layout';
import { NotAdviceNotice, PageSources } from '../components/PageSources';
import { DraftRibbon } from '../components/DraftRibbon';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { PageImages } from '../components/SiteImage';
import type { ImageFacts } from '../../shared/images';

export interface RouterContext {
  source: SiteSource;
}

/** The document and the shared layout; its loader gives every page the layout data (menus, footer, strings). */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  loader: ({ context }) => context.source.layout(),
  head: ({ loaderData }) => (loaderData ? rootHeadTags(loaderData) : {}),
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});

/**
 * Every page of the site, whatever site.yaml declares: the route tree has these two routes however many pages
 * there are. The loader resolves the path (any letter case) to its data and its template's code; an unknown
 * path is the root's not-found page.
 */
export const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  loader: async ({ context, params, parentMatchPromise }) => {
    const layout = (await parentMatchPromise).loaderData;
    if (!layout) throw new Error('The site layout did not load.');
    const page = await context.source.page(`/${params._splat ?? ''}`, layout);
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
const NOT_ADVICE_TEMPLATES = new Set(['service', 'article']);

export const routeTree = rootRoute.addChildren([pageRoute]);

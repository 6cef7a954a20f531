import type { Route } from '../manifest/types.gen.js';
import { GENERATED_HEADER } from './write-if-changed.js';

/** Which component in src/templates renders each template. */
export const TEMPLATE_COMPONENTS: Record<Route['template'], string> = {
  home: 'HomePage',
  listing: 'ListingPage',
  'blog-index': 'BlogIndexPage',
  service: 'ServicePage',
  article: 'ArticlePage',
  page: 'RichPage',
  team: 'TeamPage',
  contact: 'ContactPage',
  careers: 'CareersPage',
  'career-details': 'CareerDetailsPage',
  landing: 'LandingPage',
  thankyou: 'ThankYouPage',
  'layout-only': 'LayoutOnlyPage',
};

/** `/careers/{careerId}/x` → `/careers/$careerId/x`, TanStack Router's spelling of a path parameter. */
export function routerPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, '$$$1');
}

/** File (relative to the routes folder) whose location gives the router this path. */
export function routeFileFor(path: string): string {
  if (path === '/') return 'index.tsx';
  return `${routerPath(path).slice(1)}.tsx`;
}

/** Name of the page-data module for a path: `/services/vat` → `services--vat`. */
export function pageModuleName(path: string): string {
  if (path === '/') return 'index';
  return path
    .slice(1)
    .replace(/\{([^}]+)\}/g, '$1')
    .replace(/\//g, '--');
}

export interface RouteHeadMeta {
  path: string;
  canonicalPath: string;
  title: string;
  description: string;
  reviewed: string;
  /** JSON-LD blocks for this page: breadcrumbs, article, FAQ. */
  jsonLd: Record<string, unknown>[];
}

/**
 * Source of one file route. The page's head metadata is returned by its loader, which the router plugin splits
 * into the page's own lazy chunk together with the component (router-config.ts): a hundred pages' titles,
 * descriptions and JSON-LD would otherwise weigh on the shared bundle every visitor downloads. Server rendering
 * dehydrates the loader's result into the page, so hydration computes the same head without refetching.
 */
export function routeFileSource(options: {
  routePath: string;
  route: Route;
  canonicalPath: string;
  pageModule: string;
  depth: number;
  jsonLd: Record<string, unknown>[];
}): string {
  const { routePath, route, canonicalPath, pageModule, depth, jsonLd } = options;
  const up = '../'.repeat(depth + 2);
  const component = TEMPLATE_COMPONENTS[route.template];
  const meta: RouteHeadMeta = { path: routePath, canonicalPath, title: route.title, description: route.description, reviewed: route.reviewed, jsonLd };
  return `${GENERATED_HEADER}import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '${up}app/head';
import type { RouteHeadMeta } from '${up}generator/route-files';
import { ${component} } from '${up}templates/${component}';
import { page } from '${'../'.repeat(depth + 1)}pages/${pageModule}';

export const Route = createFileRoute('${routerPath(routePath)}')({
  loader: (): RouteHeadMeta => (${JSON.stringify(meta)}),
  head: routeHead,
  component: function RoutePage() {
    return <${component} data={page} />;
  },
});
`;
}

export function rootRouteSource(): string {
  return `${GENERATED_HEADER}import { createRootRoute } from '@tanstack/react-router';
import { rootHead } from '../../app/head';
import { RootDocument } from '../../app/RootDocument';
import { NotFoundPage } from '../../templates/NotFoundPage';

export const Route = createRootRoute({
  head: rootHead,
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});
`;
}

export function pageModuleSource(template: Route['template'], data: unknown): string {
  return `${GENERATED_HEADER}import type { PageDataFor } from '../../templates/page-data';

export const page: PageDataFor<'${template}'> = ${JSON.stringify(data, null, 2)};
`;
}

import { createRouter } from '@tanstack/react-router';
import type { TemplateName } from '../../shared/site-data.js';
import { PageLoadError } from '../components/PageLoadError.js';
import { pageRoute, routeTree } from './routes.js';
import type { SiteLayout, SiteSource } from '../../shared/site-data.js';
import { loadTemplate } from './templates.js';
import { fetchHandedOffPages } from './page-data-handoff.js';

/** What the server's HTML tells the browser beyond the loaders' data: which template's code to load first. */
interface Dehydrated {
  template?: TemplateName;
}

export function createAppRouter(source: SiteSource, layout: SiteLayout) {
  // The first render is the hydration of the server's HTML: a visitor on a slow phone may already have scrolled by
  // then, and restoring (to the top, for a page seen for the first time) would throw them back up the page.
  let hydrating = true;
  const restoreScroll = () => {
    // On the server this decides only whether the page carries the router's inline restoring script: it does not.
    // The router hands restoring back to the browser whenever the page is left (history.scrollRestoration 'auto' on
    // pagehide), so a reload or a return to this document opens where it was without it, and the script was a
    // tenth of a service page's compressed HTML.
    if (typeof window === 'undefined') return false;
    if (!hydrating) return true;
    hydrating = false;
    return window.scrollY === 0;
  };
  const router = createRouter({
    routeTree,
    context: { source, layout },
    // New pages open at the top; back/forward returns to where the visitor was.
    scrollRestoration: restoreScroll,
    defaultPreload: 'intent',
    // A page's data never changes while the site is open: back and forward do not refetch it.
    defaultStaleTime: Infinity,
    defaultPreloadStaleTime: Infinity,
    // Editors and visitors type /contact-us as often as /Contact-Us.
    caseSensitive: false,
    defaultErrorComponent: PageLoadError,
    // Loaders do not run again on hydration, so the template's code must be loaded before the first render.
    dehydrate: (): Dehydrated => {
      const match = router.state.matches.find((candidate) => candidate.routeId === pageRoute.id);
      return { template: (match?.loaderData as { template?: TemplateName } | undefined)?.template };
    },
    hydrate: async (dehydrated: Dehydrated) => {
      // If the code cannot load (a newer deploy removed it, or the connection dropped), the page renders the
      // router's error component, which offers a reload, instead of leaving a page whose menus do not work.
      await Promise.all([dehydrated.template && loadTemplate(dehydrated.template).catch(() => undefined), fetchHandedOffPages(source, layout)]);
    },
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

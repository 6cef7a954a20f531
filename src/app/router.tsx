import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../generated/routeTree.gen';
import { PageLoadError } from '../components/PageLoadError';

export function createAppRouter() {
  return createRouter({
    routeTree,
    // New pages open at the top; back/forward returns to where the visitor was.
    scrollRestoration: true,
    defaultPreload: 'intent',
    // Editors and visitors type /contact-us as often as /Contact-Us.
    caseSensitive: false,
    defaultErrorComponent: PageLoadError,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

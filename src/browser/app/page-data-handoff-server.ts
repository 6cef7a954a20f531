// The server's half of page-data-handoff.ts: the hydration script names the page's path instead of holding its data.
import type { AnySerializationAdapter } from '@tanstack/react-router';
import type { createAppRouter } from './router.js';
import { pagePath, pageRoute } from './routes.js';
import { pageDataReader, setPageDataAdapter } from './page-data-handoff.js';

/** Has `router` write its page's path, not its data, into the hydration script: for pages the browser can fetch. */
export function handOffPageData(router: ReturnType<typeof createAppRouter>): void {
  const pageMatch = () => router.state.matches.find((match) => match.routeId === pageRoute.id);
  setPageDataAdapter(router, {
    ...pageDataReader,
    test: (value: unknown) => value !== undefined && value === pageMatch()?.loaderData,
    toSerializable: () => pagePath(pageMatch()?.params ?? {}),
  } as unknown as AnySerializationAdapter);
}

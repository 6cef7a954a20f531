import { useRouteContext } from '@tanstack/react-router';
import type { SiteLayout } from '../../shared/site-data.js';

/** The shared layout data (menus, footer, contact details, interface strings): the router's context. */
export function useSiteLayout(): SiteLayout {
  return useRouteContext({ from: '__root__', select: (context) => context.layout });
}

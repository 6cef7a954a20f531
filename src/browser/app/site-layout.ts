import { useLoaderData } from '@tanstack/react-router';
import type { SiteLayout } from '../../shared/site-data';

/** The shared layout data (menus, footer, contact details, interface strings): the root route's loader data. */
export function useSiteLayout(): SiteLayout {
  return useLoaderData({ from: '__root__' });
}

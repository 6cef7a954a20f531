import type { PageDataFor } from '../../shared/page-data';
import { useSiteLayout } from '../app/site-layout';
import { languageOf, partLanguage } from '../components/language';

/** Header and footer only; the heading is for assistive technology, which expects one per page. */
export function LayoutOnlyPage({ data }: { data: PageDataFor<'layout-only'> }) {
  const english = languageOf(partLanguage(data, 'title'), useSiteLayout());
  return (
    <h1 className="visually-hidden" {...english}>
      {data.route.title}
    </h1>
  );
}

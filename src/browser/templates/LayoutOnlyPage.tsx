import type { PageDataFor } from '../../shared/page-data';
import { usePartLanguage } from '../components/language';

/** Header and footer only; the heading is for assistive technology, which expects one per page. */
export function LayoutOnlyPage({ data }: { data: PageDataFor<'layout-only'> }) {
  const english = usePartLanguage(data);
  return (
    <h1 className="visually-hidden" {...english('title')}>
      {data.route.title}
    </h1>
  );
}

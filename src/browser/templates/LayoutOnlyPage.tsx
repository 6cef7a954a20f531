import type { PageDataFor } from '../../shared/page-data.js';
import { usePartLanguage } from '../components/language.js';

/** Header and footer only; the heading is for assistive technology, which expects one per page. */
export function LayoutOnlyPage({ data }: { data: PageDataFor<'layout-only'> }) {
  const english = usePartLanguage(data);
  return (
    <h1 className="visually-hidden" {...english('title')}>
      {data.route.title}
    </h1>
  );
}

import type { PageDataFor } from '../../shared/page-data';

/** Header and footer only; the heading is for assistive technology, which expects one per page. */
export function LayoutOnlyPage({ data }: { data: PageDataFor<'layout-only'> }) {
  return <h1 className="visually-hidden">{data.route.title}</h1>;
}

import type { Breadcrumb } from '../../shared/site-data.js';
import { useSiteLayout } from '../app/site-layout.js';
import { SiteLink } from './SiteLink.js';
import { languageOf } from './language.js';

/**
 * The page's place in the site (Home › section › page): the trail the build computed once, which is also the page's
 * BreadcrumbList JSON-LD. The last step is the page itself: named, marked current, not linked.
 */
export function Breadcrumbs({ trail }: { trail: Breadcrumb[] }) {
  const layout = useSiteLayout();
  const { strings } = layout;
  if (trail.length === 0) return null;
  return (
    <nav aria-label={strings.breadcrumb} className="breadcrumbs">
      <ol className="container">
        {trail.map((step, index) =>
          index === trail.length - 1 || step.path === undefined ? (
            <li key={step.name} className="breadcrumb-current">
              <span aria-current="page" {...languageOf(step.lang, layout)}>
                {step.name}
              </span>
            </li>
          ) : (
            <li key={step.path}>
              <SiteLink href={step.path} {...languageOf(step.lang, layout)}>
                {step.name}
              </SiteLink>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

import { Link } from '@tanstack/react-router';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { SitePath } from '../../generated/site-paths.gen.js';
import { isInternal } from '../../shared/paths.js';
import { localizedPath } from '../../shared/locales.js';
import { useSiteLayout } from '../app/site-layout.js';

type AnchorProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { children: ReactNode };

/**
 * `to`: a page of this site named in code, checked against every path site.yaml declares (a renamed page fails
 * the typecheck), and led to the same page in the edition being shown (`/Contact-Us` → `/ar/Contact-Us`). `href`: a link from site.yaml, which the validator has checked and the build has spelled as
 * its route declares.
 */
type SiteLinkProps = AnchorProps & ({ to: SitePath; href?: never } | { href: string; to?: never });

/**
 * One link component: site pages go through the router's Link (client-side navigation, preloading on intent,
 * active state); everything else is a plain anchor, and outside sites open in a new tab without access to this page.
 */
export function SiteLink({ to, href, children, ...rest }: SiteLinkProps) {
  const { locale, strings } = useSiteLayout();
  const target: string = to === undefined ? href : localizedPath(to, locale.prefix);
  const [path, hash] = target.split('#', 2);
  if (isInternal(target) && !path.includes('?')) {
    return (
      <Link
        to="/$"
        params={{ _splat: path.slice(1) }}
        hash={hash}
        activeProps={{ 'aria-current': 'page' }}
        activeOptions={{ exact: true, includeHash: false }}
        {...rest}
      >
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(target);
  return (
    <a href={target} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
      {external && <span className="visually-hidden"> {strings.opensInNewTab}</span>}
    </a>
  );
}

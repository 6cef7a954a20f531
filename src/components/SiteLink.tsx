import { Link } from '@tanstack/react-router';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

type RegisteredPath = ComponentPropsWithoutRef<typeof Link>['to'];

interface SiteLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  to: string;
  children: ReactNode;
}

/**
 * One link component for manifest links: site pages go through the router's Link (client-side
 * navigation, preloading, active state); everything else is a plain anchor, and outside sites open
 * in a new tab without access to this page.
 */
export function SiteLink({ to, children, ...rest }: SiteLinkProps) {
  if (to.startsWith('/') && !to.startsWith('//')) {
    // The validator has proved every manifest link names a declared route, and the generator
    // rewrote it to the route's own spelling, so it is one of the router's registered paths.
    return (
      <Link to={to as RegisteredPath} activeProps={{ 'aria-current': 'page' }} activeOptions={{ exact: true }} {...rest}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(to);
  return (
    <a href={to} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
      {external && <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  );
}

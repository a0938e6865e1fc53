import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { RouteKey } from '../config/routes';
import { useRoutePath } from '../hooks/build-data';

/** Props of {@link RouteLink}. */
export interface RouteLinkProps {
  /** Route key of the target page (src/config/routes.ts). */
  route: RouteKey;
  children: ReactNode;
  className?: string;
  /** Rendered instead of the link while the target page is not built (default: nothing). */
  fallback?: ReactNode;
  'aria-label'?: string;
  onClick?: () => void;
}

/**
 * A link to a page of the route map in the current locale. Renders
 * `fallback` while the page is not built, so no link ever points at a route
 * that does not exist (`onBrokenLinks: 'throw'`).
 */
export default function RouteLink({ route, children, fallback = null, ...rest }: RouteLinkProps) {
  const to = useRoutePath(route);
  if (!to) return <>{fallback}</>;
  return (
    <Link to={to} {...rest}>
      {children}
    </Link>
  );
}

import type { ReactNode } from 'react';
import type { RouteKey } from '../config/routes';
import RouteLink from './RouteLink';

/** Props of {@link ActionLink}. */
export interface ActionLinkProps {
  /** Route key of the page the action leads to (a form page). */
  route: RouteKey;
  /** Where the action leads while that page is not built: a `mailto:` or WhatsApp address. */
  href: string;
  className: string;
  children: ReactNode;
}

/**
 * A call to action that never disappears: a {@link RouteLink} to `route`,
 * or, while that page is not built, a link to `href` with the same class and
 * text (`rel="noopener noreferrer"` when it leaves the site).
 */
export default function ActionLink({ route, href, className, children }: ActionLinkProps) {
  const external = /^https?:/.test(href);
  return (
    <RouteLink
      route={route}
      className={className}
      fallback={
        <a className={className} href={href} rel={external ? 'noopener noreferrer' : undefined}>
          {children}
        </a>
      }
    >
      {children}
    </RouteLink>
  );
}

import type { ReactNode } from 'react';
import type { RouteKey } from '../config/routes';
import RouteLink from './RouteLink';

/** Props of {@link ActionLink}: where the action leads while its page is not built, another page's route or an address. */
export type ActionLinkProps = {
  /** Route key of the page the action leads to (a form page). */
  route: RouteKey;
  className: string;
  children: ReactNode;
} & (
  | {
      /** A `mailto:` or WhatsApp address. */
      href: string;
    }
  | {
      /** Another page of the site (the contact page). */
      fallbackRoute: RouteKey;
    }
);

/**
 * A call to action that never disappears: a {@link RouteLink} to `route`,
 * or, while that page is not built, a link with the same class and text to
 * `fallbackRoute` or to `href` (`rel="noopener noreferrer"` when it leaves the site).
 */
export default function ActionLink({ route, className, children, ...fallback }: ActionLinkProps) {
  const external = 'href' in fallback && /^https?:/.test(fallback.href);
  return (
    <RouteLink
      route={route}
      className={className}
      fallback={
        'href' in fallback ? (
          <a className={className} href={fallback.href} rel={external ? 'noopener noreferrer' : undefined}>
            {children}
          </a>
        ) : (
          <RouteLink route={fallback.fallbackRoute} className={className}>
            {children}
          </RouteLink>
        )
      }
    >
      {children}
    </RouteLink>
  );
}

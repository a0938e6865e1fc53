import type { ReactNode } from 'react';
import RouteLink from '@site/src/components/RouteLink';
import type { RouteKey } from '@site/src/config/routes';

/** Props of {@link PageLink}. */
export interface PageLinkProps {
  /** Route key of `src/config/routes.ts`, e.g. `dataRecovery`. */
  to: RouteKey;
  children: ReactNode;
}

/**
 * `<PageLink to="dataRecovery">recuperación de datos</PageLink>` in a post:
 * a link to a page of the route map in the post's language (Spanish and
 * English paths differ, the key is the same). While the page is not built
 * the words stay as plain text, so a post never carries a broken link.
 */
export default function PageLink({ to, children }: PageLinkProps): ReactNode {
  return (
    <RouteLink route={to} fallback={children}>
      {children}
    </RouteLink>
  );
}

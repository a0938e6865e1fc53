/**
 * Links to related services, as
 * a compact list of a label and one line each. Targets that this build does
 * not serve are left out ({@link useBuiltCrossLinks}); the page leaves the
 * section out when none is left, so it never shows an empty heading.
 */
import type { ReactNode } from 'react';
import RouteLink from '@site/src/components/RouteLink';
import { useBuiltRoutes } from '@site/src/hooks/build-data';
import type { ServiceLandingContent } from '@site/src/schemas/serviceLanding';
import ArrowLabel from '@site/src/components/ArrowLabel';
import styles from './styles.module.css';

type CrossLink = ServiceLandingContent['crossLinks']['items'][number];

/** The cross links whose target page this build serves. */
export function useBuiltCrossLinks(items: readonly CrossLink[]): CrossLink[] {
  const built = useBuiltRoutes();
  return items.filter((item) => built.has(item.to));
}

/** The list of links to other pages, by route key. */
export default function CrossLinks({ items }: { items: readonly CrossLink[] }): ReactNode {
  return (
    <ul className={styles.links}>
      {items.map((item) => (
        <li key={item.to}>
          <RouteLink route={item.to} className={styles.link}>
            <span className={styles.label}>
              <ArrowLabel label={item.label} />
            </span>
            <span className={styles.text}>{item.text}</span>
          </RouteLink>
        </li>
      ))}
    </ul>
  );
}

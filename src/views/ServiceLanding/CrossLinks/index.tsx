/**
 * Links to related services (docs/product.md §3 "cross links {label, to}"). Targets
 * that this build does not serve are left out, and the section disappears
 * when none is left, so it never shows an empty heading.
 */
import type { ReactNode } from 'react';
import RouteLink from '@site/src/components/RouteLink';
import Section from '@site/src/components/Section';
import { useBuiltRoutes } from '@site/src/hooks/build-data';
import type { ServiceLandingContent } from '@site/src/schemas/serviceLanding';
import ArrowLabel from '../ArrowLabel';
import styles from './styles.module.css';

/** Props of {@link CrossLinks}. */
export interface CrossLinksProps {
  crossLinks: ServiceLandingContent['crossLinks'];
  tone: 'plain' | 'surface';
}

/** A section of link cards to other pages, by route key. */
export default function CrossLinks({ crossLinks, tone }: CrossLinksProps): ReactNode {
  const built = useBuiltRoutes();
  const items = crossLinks.items.filter((item) => built.has(item.to));
  if (items.length === 0) return null;
  return (
    <Section id="related" tone={tone} title={crossLinks.title}>
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
    </Section>
  );
}

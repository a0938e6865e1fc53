/**
 * The four 90-day indicators, the company's own averages
 * over its automation projects' first 90 days: a titled panel beside the
 * hero's text on a desktop, under it on a phone, with the note that says
 * what the figures are. This page is the only one that shows them.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Stats from '@site/src/components/Stats';
import type { ServicesOverviewContent } from '@site/src/schemas/servicesOverview';
import ui from '@site/src/components/ui.module.css';
import styles from './styles.module.css';

/** The indicators panel; its heading is `#indicators-title`. */
export default function Indicators({ indicators }: { indicators: ServicesOverviewContent['indicators'] }): ReactNode {
  return (
    <section id="indicators" aria-labelledby="indicators-title" className={clsx(ui.panel, styles.panel)}>
      <h2 id="indicators-title" className={styles.title}>
        {indicators.title}
      </h2>
      <Stats items={indicators.items} variant="plain" />
      <p className={styles.note}>{indicators.note}</p>
    </section>
  );
}

/**
 * The hero's price at a glance (formatted from the price table), one line on
 * what it includes and the link down to the pricing section (`#pricing`): a
 * card beside the hero's text on a wide screen, a compact block under the
 * button on phones and tablets, so the price shows on the first screen
 * everywhere.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { BadgeEuro } from 'lucide-react';
import ArrowLabel from '@site/src/components/ArrowLabel';
import ui from '@site/src/components/ui.module.css';
import styles from './styles.module.css';

/** Props of {@link PriceCard}. */
export interface PriceCardProps {
  /** Caption above the amount (the pricing section's title). */
  caption: string;
  /** The formatted price, e.g. `0,14 €/min + 100 €/mes`. */
  price: string;
  /** One line under the amount (shown from 900 px; the pricing section says it on phones). */
  detail: ReactNode;
  /** Label of the link to `#pricing` ("Ver precio"). */
  linkLabel: string;
}

/** A card with a caption, a large price, one line of detail and the link to the pricing section. */
export default function PriceCard({ caption, price, detail, linkLabel }: PriceCardProps): ReactNode {
  return (
    <div className={clsx(ui.panel, styles.card)} data-price-glance>
      <BadgeEuro aria-hidden="true" size={28} className={styles.icon} />
      <p className={styles.caption}>{caption}</p>
      <p className={styles.amount}>{price}</p>
      <p className={styles.detail}>{detail}</p>
      <a href="#pricing" className={clsx(ui.arrowText, styles.link)}>
        <ArrowLabel label={linkLabel} />
      </a>
    </div>
  );
}

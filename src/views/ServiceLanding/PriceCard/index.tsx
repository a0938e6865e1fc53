/**
 * The hero's side card: the service's price at a glance (formatted from the
 * price table) with the first point of what it includes.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { BadgeEuro } from 'lucide-react';
import ui from '@site/src/components/ui.module.css';
import styles from './styles.module.css';

/** Props of {@link PriceCard}. */
export interface PriceCardProps {
  /** Caption above the amount (the pricing section's title). */
  caption: string;
  /** The formatted price, e.g. `0,14 €/min + 100 €/mes`. */
  price: string;
  /** One line under the amount. */
  detail: string;
}

/** A card with a caption, a large price and one line of detail. */
export default function PriceCard({ caption, price, detail }: PriceCardProps): ReactNode {
  return (
    <div className={clsx(ui.panel, styles.card)}>
      <BadgeEuro aria-hidden="true" size={28} className={styles.icon} />
      <p className={styles.caption}>{caption}</p>
      <p className={styles.amount}>{price}</p>
      <p className={styles.detail}>{detail}</p>
    </div>
  );
}

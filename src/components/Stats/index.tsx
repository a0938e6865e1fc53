import clsx from 'clsx';
import type { Stat } from '../../schemas/common';
import ui from '../ui.module.css';
import styles from './styles.module.css';

/** A figure longer than this, in characters ("10:00–16:00"), sets its whole row smaller so it stays on one line in a quarter-width card (a half-width one on phones). */
const longFigureChars = 8;

/**
 * Figures with their labels, as a description list, each figure above its
 * label (the label stays first in the markup). `cards` (default; home stats,
 * app metrics, a case study's results): a white card each, four a row on a
 * desktop, two on tablets and phones. `plain` (the services overview's
 * indicators, inside a panel): two a row without cards, a size smaller.
 */
export default function Stats({ items, variant = 'cards' }: { items: readonly Stat[]; variant?: 'cards' | 'plain' }) {
  return (
    <dl className={clsx(styles.stats, styles[variant], items.some((item) => item.value.length > longFigureChars) && styles.compact)}>
      {items.map((item) => (
        <div key={item.label} className={styles.stat}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={clsx(ui.figure, styles.value)}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

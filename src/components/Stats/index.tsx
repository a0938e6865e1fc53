import clsx from 'clsx';
import type { Stat } from '../../schemas/common';
import styles from './styles.module.css';

/** A figure longer than this, in characters ("10:00–16:00"), sets its whole row smaller so it stays on one line in a quarter-width card. */
const longFigureChars = 8;

/** Figures with their labels (home stats, service indicators), as a description list. */
export default function Stats({ items }: { items: readonly Stat[] }) {
  return (
    <dl className={clsx(styles.stats, items.some((item) => item.value.length > longFigureChars) && styles.compact)}>
      {items.map((item) => (
        <div key={item.label} className={styles.stat}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

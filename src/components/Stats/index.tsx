import type { Stat } from '../../schemas/common';
import styles from './styles.module.css';

/** Figures with their labels (home stats, service indicators), as a description list. */
export default function Stats({ items }: { items: readonly Stat[] }) {
  return (
    <dl className={styles.stats}>
      {items.map((item) => (
        <div key={item.label} className={styles.stat}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

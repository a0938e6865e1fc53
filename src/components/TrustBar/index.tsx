import { CheckCircle2 } from 'lucide-react';
import styles from './styles.module.css';

/**
 * Short facts in a row (docs/product.md §20: the trust bar states facts — service
 * area, response times, free quote — never invented reviews).
 */
export default function TrustBar({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul className={styles.bar} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <CheckCircle2 aria-hidden="true" size={20} className={styles.icon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

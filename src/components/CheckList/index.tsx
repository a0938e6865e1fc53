import { CheckCircle2 } from 'lucide-react';
import styles from './styles.module.css';

/**
 * Short statements, each behind a check mark, in two columns (one on phones):
 * the about page's commitments, a sponsor's impact.
 */
export default function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>
          <CheckCircle2 aria-hidden="true" size={22} className={styles.icon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

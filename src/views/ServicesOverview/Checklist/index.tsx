/** A list of short statements with check marks, in two columns on wide screens. */
import type { ReactNode } from 'react';
import { CheckCircle2 } from 'lucide-react';
import styles from './styles.module.css';

/** Renders `items` as a `ul` with a check icon before each entry. */
export default function Checklist({ items }: { items: readonly string[] }): ReactNode {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <CheckCircle2 aria-hidden="true" size={22} className={styles.icon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

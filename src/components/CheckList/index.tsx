import clsx from 'clsx';
import { CheckCircle2 } from 'lucide-react';
import ui from '../ui.module.css';
import styles from './styles.module.css';

/**
 * Short statements, each behind a check mark, in two columns (one on phones,
 * and in a column of a section pair). `strong` (default; the about page's
 * commitments, a sponsor's impact): bold, in the heading colour, brand-teal
 * marks. `plain` (the services overview's deliverables): body text, green
 * marks, columns further apart, one column from 768 px down.
 */
export default function CheckList({ items, variant = 'strong' }: { items: readonly string[]; variant?: 'strong' | 'plain' }) {
  return (
    <ul className={clsx(ui.plainList, ui.columns, styles.list, styles[variant])}>
      {items.map((item) => (
        <li key={item} className={clsx(ui.marked, styles.item)}>
          <CheckCircle2 aria-hidden="true" size={22} className={ui.marker} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

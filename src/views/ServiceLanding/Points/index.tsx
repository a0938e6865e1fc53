/**
 * A landing page's titled points folded for a page read on a phone: one row
 * per point, its line icon and title (`h3`) in the summary of a native
 * `<details>` (it opens without JavaScript), its text one tap away. The rows
 * sit between rules, with a plus that becomes a minus. A row's body may be any
 * block (the tools and security lists ride along as rows of their own).
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import ui from '@site/src/components/ui.module.css';
import styles from './styles.module.css';

/** One folded point. */
export interface FoldedPoint {
  /** Anchor id of the row (links to `#id` land on it). */
  id?: string;
  title: string;
  icon: LucideIcon;
  /** What opens under the title. */
  body: ReactNode;
  /** Shown open at first (a reader may still fold it). */
  open?: boolean;
}

/** The points as a `ul` of disclosures (closed unless a point says `open`), in the order given. */
export default function Points({ items }: { items: readonly FoldedPoint[] }): ReactNode {
  return (
    <ul className={clsx(ui.plainList, styles.points)}>
      {items.map(({ id, title, icon: Icon, body, open }) => (
        <li key={title} className={styles.point}>
          <details id={id} className={styles.fold} open={open}>
            <summary className={styles.summary}>
              <Icon aria-hidden="true" size={20} className={styles.icon} />
              <h3 className={styles.title}>{title}</h3>
            </summary>
            <div className={styles.body}>{body}</div>
          </details>
        </li>
      ))}
    </ul>
  );
}

/** A point's sentence, as the body of its row. */
export function PointText({ children }: { children: ReactNode }): ReactNode {
  return <p className={styles.text}>{children}</p>;
}

/**
 * A titled block that opens on demand (a native `<details>`, so it works
 * without JavaScript): the summary shows the title and a one-line hint, the
 * body what a visitor who wants the detail reads. Used where a page would
 * otherwise lay out a full section a buyer reads only when it matters to
 * them (tools, security).
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** Props of {@link Disclosure}. */
export interface DisclosureProps {
  /** Anchor id of the block (links to `#id` still land on it). */
  id?: string;
  /** Shown in the summary as an `h3`-sized label. */
  title: ReactNode;
  /** One line under the title, in the summary. */
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A closed disclosure with a title and a hint; its children show when opened. */
export default function Disclosure({ id, title, hint, children, className }: DisclosureProps): ReactNode {
  return (
    <details id={id} className={clsx(styles.disclosure, className)}>
      <summary className={styles.summary}>
        <span className={styles.label}>
          <span className={styles.title}>{title}</span>
          {hint && <span className={styles.hint}>{hint}</span>}
        </span>
      </summary>
      <div className={styles.body}>{children}</div>
    </details>
  );
}

/** Disclosures side by side on wide screens, stacked on a phone. */
export function DisclosureGroup({ children }: { children: ReactNode }): ReactNode {
  return <div className={styles.group}>{children}</div>;
}

/**
 * A short link-sized toggle ("Más detalles") that opens on demand: a native
 * `<details>`, so it works without JavaScript, its browser triangle replaced
 * by a chevron that turns when open, its summary focusable with the site's
 * focus ring; for the folded part of a card or a section.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** Props of {@link Disclosure}. */
export interface DisclosureProps {
  /** The summary's label, text-sized. */
  title: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A closed disclosure; its children show when opened. */
export default function Disclosure({ title, children, className }: DisclosureProps): ReactNode {
  return (
    <details className={clsx(styles.disclosure, className)}>
      <summary className={styles.summary}>
        <span>{title}</span>
      </summary>
      <div className={styles.body}>{children}</div>
    </details>
  );
}

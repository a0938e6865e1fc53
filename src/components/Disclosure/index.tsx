/**
 * A block that opens on demand (a native `<details>`, so it works without
 * JavaScript), its browser triangle replaced by a drawn marker, its summary
 * focusable with the site's focus ring. Two looks:
 * `block` (default): a bordered box whose summary shows a title and a
 * one-line hint, with a plus that becomes a minus; used where a page would
 * otherwise lay out a full section a buyer reads only when it matters to
 * them (tools, security, what each job leaves you).
 * `inline`: a short link-sized toggle ("Más detalles") with a chevron that
 * turns when open, for the folded part of a card.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** Props of {@link Disclosure}. */
export interface DisclosureProps {
  /** Anchor id of the block (links to `#id` still land on it). */
  id?: string;
  /** The summary's label: `h3`-sized in a `block`, text-sized in an `inline` toggle. */
  title: ReactNode;
  /** One line under the title, in the summary (`block` only). */
  hint?: ReactNode;
  /** `block` (default) or `inline`, see the module comment. */
  variant?: 'block' | 'inline';
  children: ReactNode;
  className?: string;
}

/** A closed disclosure; its children show when opened. */
export default function Disclosure({ id, title, hint, variant = 'block', children, className }: DisclosureProps): ReactNode {
  if (variant === 'inline') {
    return (
      <details id={id} className={clsx(styles.inline, className)}>
        <summary className={styles.inlineSummary}>
          <span>{title}</span>
        </summary>
        <div className={styles.inlineBody}>{children}</div>
      </details>
    );
  }
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

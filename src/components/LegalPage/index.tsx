/**
 * The layout of a legal text (the privacy policy, the legal notice): a table
 * of contents beside the text on wide screens and above it on phones,
 * sections whose headings are the contents' link targets, and a list of facts
 * (the holder or controller: term beside value, stacked on phones).
 */
import type { ReactNode } from 'react';
import styles from './styles.module.css';

/** The table of contents (`tocLabel` names it; each entry a section's `id` and heading) and the text (`children`: {@link LegalSection}s). */
export default function LegalPage({
  tocLabel,
  toc,
  children,
}: {
  tocLabel: string;
  toc: readonly { id: string; title: string }[];
  children: ReactNode;
}): ReactNode {
  return (
    <div className={`container ${styles.layout}`}>
      <nav className={styles.toc} aria-label={tocLabel}>
        <p className={styles.tocTitle} aria-hidden="true">
          {tocLabel}
        </p>
        <ol>
          {toc.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`}>{entry.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.text}>{children}</div>
    </div>
  );
}

/** One section of a legal text: its `h2` (`{id}-title`) labels it, and `id` is its link target. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }): ReactNode {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** A description list of facts (`dt`/`dd` pairs as children). */
export function FactList({ children }: { children: ReactNode }): ReactNode {
  return <dl className={styles.facts}>{children}</dl>;
}

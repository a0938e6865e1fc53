import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** Props of {@link Section}. */
export interface SectionProps {
  /** Anchor id; the heading gets `${id}-title` and labels the section. */
  id: string;
  title?: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  /** Background: white, pale brand surface, or dark brand band. */
  tone?: 'plain' | 'surface' | 'dark';
  /** Less vertical space, for pages of many short sections (the service landing pages, the overview). */
  compact?: boolean;
  children?: ReactNode;
  className?: string;
}

/**
 * A page section: vertical rhythm, optional eyebrow/heading (`h2`)/intro and
 * a tone. Every page is a list of these.
 */
export default function Section({ id, title, eyebrow, intro, tone = 'plain', compact, children, className }: SectionProps) {
  const titleId = title ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={titleId} className={clsx(styles.section, styles[tone], compact && styles.compact, className)}>
      <div className="container">
        {(title || eyebrow || intro) && (
          <div className={styles.header}>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            {title && (
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            )}
            {intro && <p className={styles.intro}>{intro}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}

/**
 * Two page sections side by side on a wide screen, one after the other on a
 * phone, on one band of background: for short sections a reader compares or
 * reads together (who it is for and what you get; price and what it is built
 * with). Each keeps its own anchor id and `h2`, as a {@link Section} would.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** One of the two sections of a {@link SectionPair}. */
export interface PairedSection {
  /** Anchor id; the heading gets `${id}-title` and labels the section. */
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  body: ReactNode;
}

/** Props of {@link SectionPair}. */
export interface SectionPairProps {
  sections: readonly [PairedSection, PairedSection];
  tone?: 'plain' | 'surface';
}

/** Two sections on one band, spaced as compact sections: two columns from 997 px, stacked below. */
export default function SectionPair({ sections, tone = 'plain' }: SectionPairProps): ReactNode {
  return (
    <div className={clsx(styles.section, styles[tone], styles.compact)}>
      <div className={clsx('container', styles.pair)}>
        {sections.map(({ id, title, intro, body }) => (
          <section key={id} id={id} aria-labelledby={`${id}-title`} className={styles.pairItem}>
            <div className={styles.header}>
              <h2 id={`${id}-title`} className={styles.title}>
                {title}
              </h2>
              {intro && <p className={styles.intro}>{intro}</p>}
            </div>
            {body}
          </section>
        ))}
      </div>
    </div>
  );
}

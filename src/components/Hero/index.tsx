import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** Props of {@link Hero}. */
export interface HeroProps {
  eyebrow?: ReactNode;
  /** The page's only `h1`. */
  title: ReactNode;
  lead?: ReactNode;
  /** Buttons under the lead. */
  actions?: ReactNode;
  /** Optional right-hand column (illustration, facts card); stacks under the text on phones. */
  aside?: ReactNode;
  /** Extra content under the hero grid (e.g. a trust bar). */
  children?: ReactNode;
}

/** The top block of every page: eyebrow, `h1`, lead paragraph and actions. */
export default function Hero({ eyebrow, title, lead, actions, aside, children }: HeroProps) {
  return (
    <header className={styles.hero}>
      <div className={clsx('container', styles.grid, aside && styles.withAside)}>
        <div className={styles.text}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
      {children && <div className="container">{children}</div>}
    </header>
  );
}

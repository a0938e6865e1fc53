import type { ReactNode } from 'react';
import clsx from 'clsx';
import HeroArt, { type HeroArtName } from '../HeroArt';
import styles from './styles.module.css';

/** Props of {@link Hero}. */
export interface HeroProps {
  eyebrow?: ReactNode;
  /** The page's only `h1`. */
  title: ReactNode;
  lead?: ReactNode;
  /** Buttons under the lead. */
  actions?: ReactNode;
  /** A short line under the buttons (e.g. when the phone of a call button is answered). */
  actionsNote?: ReactNode;
  /** Optional right-hand column (facts card, price); stacks under the text on phones. */
  aside?: ReactNode;
  /** The page family's illustration, for heroes without an `aside`: fills the right half on desktop, hidden on narrow screens. */
  art?: HeroArtName;
  /** Extra content under the hero grid (e.g. a trust bar). */
  children?: ReactNode;
}

/** The top block of every page: eyebrow, `h1`, lead paragraph, actions and a note under them. */
export default function Hero({ eyebrow, title, lead, actions, actionsNote, aside, art, children }: HeroProps) {
  const side = aside ?? (art ? <HeroArt name={art} className={styles.art} /> : undefined);
  return (
    <header className={styles.hero}>
      <div className={clsx('container', styles.grid, side !== undefined && styles.withAside)}>
        <div className={styles.text}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
          {actions && <div className={styles.actions}>{actions}</div>}
          {actionsNote && <div className={styles.actionsNote}>{actionsNote}</div>}
        </div>
        {side !== undefined && <div className={clsx(styles.aside, !aside && styles.artColumn)}>{side}</div>}
      </div>
      {children && <div className="container">{children}</div>}
    </header>
  );
}

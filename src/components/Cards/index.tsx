import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** A grid of cards: 3 columns on desktop (or `columns`), 1 on phones. */
export function CardGrid({ children, columns = 3, className }: { children: ReactNode; columns?: 2 | 3 | 4; className?: string }) {
  return <ul className={clsx(styles.grid, styles[`cols${columns}`], className)}>{children}</ul>;
}

/** Props of {@link Card}. */
export interface CardProps {
  icon?: ReactNode;
  title: ReactNode;
  /** Heading level of the title (default `h3`, under a section's `h2`). */
  as?: 'h2' | 'h3';
  children?: ReactNode;
  /** Bottom row: a link, a price. */
  footer?: ReactNode;
  id?: string;
  className?: string;
}

/** A card inside a {@link CardGrid}: icon, title, text and a footer row. */
export function Card({ icon, title, as: Heading = 'h3', children, footer, id, className }: CardProps) {
  return (
    <li id={id} className={clsx(styles.card, className)}>
      {icon && <div className={styles.icon}>{icon}</div>}
      <Heading className={styles.title}>{title}</Heading>
      {children && <div className={styles.body}>{children}</div>}
      {footer && <div className={styles.footer}>{footer}</div>}
    </li>
  );
}

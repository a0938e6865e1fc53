import { Children, type ComponentType, type ReactNode } from 'react';
import clsx from 'clsx';
import { withoutLoneLastWord } from '../../utils/typography';
import styles from './styles.module.css';

/** Columns a card grid may have on desktop. */
type GridColumns = 2 | 3 | 4;

/**
 * A grid of cards: 3 columns on desktop (or `columns`), 2 on tablets, 1 on phones. The desktop columns are balanced to the
 * number of cards: a count that fills its rows with one column more or less takes it (4 cards in 2 × 2 or 4, not 3 + 1; 8 in
 * 4 + 4); otherwise the asked number, and the stylesheet widens the cards of a short last row so no row is left half empty.
 */
export function CardGrid({ children, columns = 3, className }: { children: ReactNode; columns?: GridColumns; className?: string }) {
  const count = Children.count(children);
  const candidates = [columns, columns + 1, columns - 1].filter((c) => c >= 2 && c <= 4);
  const cols = count > 0 && count <= columns ? Math.max(2, count) : (candidates.find((c) => count % c === 0) ?? columns);
  return <ul className={clsx(styles.grid, styles[`cols${cols}`], className)}>{children}</ul>;
}

/** Props of {@link Card}. */
export interface CardProps {
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  /** Bottom row: a link, a price. */
  footer?: ReactNode;
  className?: string;
}

/** A card inside a {@link CardGrid}: icon, `h3` title (a text title never ends on a lone word), text and a footer row. */
export function Card({ icon, title, children, footer, className }: CardProps) {
  return (
    <li className={clsx(styles.card, className)}>
      {icon && <div className={styles.icon}>{icon}</div>}
      <h3 className={styles.title}>{typeof title === 'string' ? withoutLoneLastWord(title) : title}</h3>
      {children && <div className={styles.body}>{children}</div>}
      {footer && <div className={styles.footer}>{footer}</div>}
    </li>
  );
}

/** An icon component as lucide-react exports them. */
type CardIcon = ComponentType<{ 'aria-hidden'?: 'true'; size?: number }>;

/**
 * A grid of titled short texts (principles, values, pillars, what we do):
 * one {@link Card} per item with the icon of its position in `icons`
 * (repeating when there are more items than icons), content files naming no
 * icons. Four items take four columns, any other count three, balanced by
 * {@link CardGrid}.
 */
export function IconCardGrid({ items, icons }: { items: readonly { title: string; text: string }[]; icons: readonly CardIcon[] }) {
  return (
    <CardGrid columns={items.length === 4 ? 4 : 3}>
      {items.map((item, i) => {
        const Icon = icons[i % icons.length];
        return (
          <Card key={item.title} icon={<Icon aria-hidden="true" size={24} />} title={item.title}>
            <p>{item.text}</p>
          </Card>
        );
      })}
    </CardGrid>
  );
}

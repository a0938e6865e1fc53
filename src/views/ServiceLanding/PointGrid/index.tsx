/**
 * The titled points of a section (for whom, deliverables, security): each
 * with its own icon from the section's set, a title and a sentence, in two
 * columns (one on phones), separated by rules rather than boxed as cards so
 * the page reads quickly.
 */
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import RichText from '@site/src/components/RichText';
import type { MarkerHrefOptions } from '@site/src/utils/inlineMarkers';
import styles from './styles.module.css';

/** Props of {@link PointGrid}. */
export interface PointGridProps {
  items: ReadonlyArray<{ title: string; text: string }>;
  /** The section's icons, taken in turn so each point has its own (no more points than icons in practice). */
  icons: readonly LucideIcon[];
  /** Prefilled WhatsApp text and e-mail subject of the links in the texts. */
  hrefOptions?: MarkerHrefOptions;
}

export default function PointGrid({ items, icons, hrefOptions }: PointGridProps): ReactNode {
  return (
    <ul className={styles.list}>
      {items.map((item, i) => {
        const Icon = icons[i % icons.length];
        return (
          <li key={item.title} className={styles.item}>
            <Icon aria-hidden="true" size={22} className={styles.icon} />
            <div>
              <h3 className={styles.itemTitle}>{item.title}</h3>
              <RichText as="p" className={styles.itemText} text={item.text} {...hrefOptions} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

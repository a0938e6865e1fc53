/**
 * Titled points in one column, each behind its own line icon: a title (`h3`)
 * and a sentence, which may carry the content's link markers.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import RichText from '../RichText';
import type { MarkerHrefOptions } from '../../utils/inlineMarkers';
import ui from '../ui.module.css';
import styles from './styles.module.css';

/** Props of {@link PointList}. */
export interface PointListProps {
  items: ReadonlyArray<{ title: string; text: string }>;
  /** The icons, taken in turn, so each point has its own when there are as many icons as points. */
  icons: readonly LucideIcon[];
  /** Prefilled WhatsApp text and e-mail subject of the links in the texts. */
  hrefOptions?: MarkerHrefOptions;
}

/** The points as a `ul`, in the order given. */
export default function PointList({ items, icons, hrefOptions }: PointListProps): ReactNode {
  return (
    <ul className={clsx(ui.plainList, styles.stack)}>
      {items.map((item, i) => {
        const Icon = icons[i % icons.length];
        return (
          <li key={item.title} className={clsx(ui.marked, styles.item)}>
            <Icon aria-hidden="true" size={22} className={ui.marker} />
            <div>
              <h3 className={styles.title}>{item.title}</h3>
              <RichText as="p" className={styles.text} text={item.text} {...hrefOptions} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Titled points, each behind its own line icon: a title (`h3`) and a
 * sentence, which may carry the content's link markers. The layouts:
 * `grid` (default; a service page's points: two columns, one in a narrow
 * column or on phones, separated by rules rather than boxed as cards so the
 * page reads quickly), `stack` (the overview's promise: one column, no
 * rules) and `tiles` (a service's tools: as many columns of about 17rem as
 * fit, each under a thicker rule, with a smaller icon and a larger title).
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
  layout?: 'grid' | 'stack' | 'tiles';
  /** Prefilled WhatsApp text and e-mail subject of the links in the texts. */
  hrefOptions?: MarkerHrefOptions;
}

/** The points as a `ul`, in the order given. */
export default function PointList({ items, icons, layout = 'grid', hrefOptions }: PointListProps): ReactNode {
  return (
    <ul className={clsx(ui.plainList, layout === 'grid' && ui.columns, styles[layout])}>
      {items.map((item, i) => {
        const Icon = icons[i % icons.length];
        return (
          <li key={item.title} className={clsx(ui.marked, styles.item)}>
            <Icon aria-hidden="true" size={layout === 'tiles' ? 20 : 22} className={ui.marker} />
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

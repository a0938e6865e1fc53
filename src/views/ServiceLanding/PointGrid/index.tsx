/**
 * A grid of titled points (for whom, deliverables, security): each a card
 * with its own icon from the section's set, a title and a sentence.
 */
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardGrid } from '@site/src/components/Cards';
import RichText from '@site/src/components/RichText';
import type { MarkerHrefOptions } from '@site/src/utils/inlineMarkers';
import styles from './styles.module.css';

/** Props of {@link PointGrid}. */
export interface PointGridProps {
  items: ReadonlyArray<{ title: string; text: string }>;
  /** The section's icons, taken in turn so each card has its own (no more cards than icons in practice). */
  icons: readonly LucideIcon[];
  /** Prefilled WhatsApp text and e-mail subject of the links in the texts. */
  hrefOptions?: MarkerHrefOptions;
}

/** Two columns for four points or fewer, three otherwise (one on phones). */
export default function PointGrid({ items, icons, hrefOptions }: PointGridProps): ReactNode {
  return (
    <CardGrid columns={items.length <= 4 ? 2 : 3}>
      {items.map((item, i) => {
        const Icon = icons[i % icons.length];
        return (
          <Card key={item.title} className={styles.point} icon={<Icon aria-hidden="true" size={24} />} title={item.title}>
            <RichText as="p" text={item.text} {...hrefOptions} />
          </Card>
        );
      })}
    </CardGrid>
  );
}

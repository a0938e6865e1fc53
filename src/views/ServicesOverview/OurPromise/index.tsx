/**
 * The company's promise on every job (docs/product.md §2 "promise"), with the
 * documented commitments (docs/product.md §9): free quote, no repair no charge,
 * 24 h diagnosis, express and same-day repairs, courtesy computers over 48 h.
 */
import type { ReactNode } from 'react';
import { BadgeEuro, Clock, Laptop, UserRound } from 'lucide-react';
import { IconCardGrid, type CardIcon } from '@site/src/components/Cards';
import type { ServicesOverviewContent } from '@site/src/schemas/servicesOverview';

/** Icons taken in turn by the promise cards. */
const icons: readonly CardIcon[] = [BadgeEuro, UserRound, Clock, Laptop];

/** The promise cards: four across on wide screens. */
export default function OurPromise({ items }: { items: ServicesOverviewContent['promise']['items'] }): ReactNode {
  return <IconCardGrid items={items} icons={icons} />;
}

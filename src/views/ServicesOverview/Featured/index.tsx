/**
 * The three featured AI services (docs/product.md, "three service cards with price
 * and link"): each card shows the price formatted from the price table, so it
 * always matches the landing page's pricing anchor.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import ServiceCards from '@site/src/components/ServiceCards';
import RouteLink from '@site/src/components/RouteLink';
import { usePriceFormatter } from '@site/src/hooks/build-data';
import type { ServicesOverviewContent } from '@site/src/schemas/servicesOverview';
import ArrowLabel from '@site/src/components/ArrowLabel';
import ui from '@site/src/components/ui.module.css';
import styles from './styles.module.css';

/** Cards with icon, title, text, price and a link to the landing page. */
export default function Featured({ cards }: { cards: ServicesOverviewContent['featured']['cards'] }): ReactNode {
  const formatPrice = usePriceFormatter();
  return (
    <ServiceCards
      cards={cards}
      footer={(card) => (
        <RouteLink route={card.route} className={styles.arrowLink}>
          <ArrowLabel label={card.linkLabel} />
        </RouteLink>
      )}
      more={(card) => (
        <p className={clsx(ui.figure, styles.price)} data-price-key={card.priceKey}>
          {formatPrice(card.priceKey)}
        </p>
      )}
    />
  );
}

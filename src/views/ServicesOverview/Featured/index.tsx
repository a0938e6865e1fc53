/**
 * The three featured AI services: each card has its service's icon beside
 * its title, a short text, the price in large dark type (formatted from the
 * price table, so it always matches the landing page's pricing anchor) and
 * the link to the landing page. These cards are the only place on the
 * overview that shows the three AI prices; the catalogue links here.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import RouteLink from '@site/src/components/RouteLink';
import { cardIcon } from '@site/src/components/icons';
import { usePriceFormatter } from '@site/src/hooks/build-data';
import type { RouteKey } from '@site/src/config/routes';
import type { ServicesOverviewContent } from '@site/src/schemas/servicesOverview';
import ArrowLabel from '@site/src/components/ArrowLabel';
import ui from '@site/src/components/ui.module.css';
import styles from './styles.module.css';

/** Anchor of the featured card of a service page (`featured-switchboard`), the target of the catalogue's links. */
export function featuredCardId(route: RouteKey): string {
  return `featured-${route}`;
}

/** The featured cards as a list: one column on phones, three side by side from 997 px. */
export default function Featured({ cards }: { cards: ServicesOverviewContent['featured']['cards'] }): ReactNode {
  const formatPrice = usePriceFormatter();
  return (
    <ul className={clsx(ui.plainList, styles.grid)}>
      {cards.map((card, i) => {
        const Icon = cardIcon(card.route, i);
        return (
          <li key={card.route} id={featuredCardId(card.route)} className={clsx(ui.panel, styles.card)}>
            <div className={styles.head}>
              <span className={styles.icon}>
                <Icon aria-hidden="true" size={22} />
              </span>
              <h3 className={styles.title}>{card.title}</h3>
            </div>
            <p className={styles.text}>{card.text}</p>
            <p className={styles.price} data-price-key={card.priceKey}>
              {formatPrice(card.priceKey)}
            </p>
            <RouteLink route={card.route} className={styles.link}>
              <ArrowLabel label={card.linkLabel} />
            </RouteLink>
          </li>
        );
      })}
    </ul>
  );
}

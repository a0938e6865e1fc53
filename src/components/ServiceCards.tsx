import type { ReactNode } from 'react';
import type { RouteKey } from '../config/routes';
import { Card, CardGrid } from './Cards';
import RouteLink from './RouteLink';
import { cardIcon } from './icons';

/** What a service card's content gives: the service's page, a title and a short text. */
export interface ServiceCardContent {
  route: RouteKey;
  title: string;
  text: string;
}

/**
 * The home page's service cards: a {@link CardGrid} of one {@link Card} per
 * service, with the icon of its page (`cardIcon`: the service's own, else the
 * rotating one for its position), its title as the link to that page, its
 * text, then `more(card)` under the text (a price).
 */
export default function ServiceCards<T extends ServiceCardContent>({
  cards,
  more,
  className,
}: {
  cards: readonly T[];
  /** Extra class of the grid (a page's own card layout). */
  className?: string;
  more: (card: T) => ReactNode;
}): ReactNode {
  return (
    <CardGrid className={className}>
      {cards.map((card, i) => {
        const Icon = cardIcon(card.route, i);
        return (
          <Card
            key={card.route}
            icon={<Icon aria-hidden="true" size={26} />}
            title={<RouteLink route={card.route}>{card.title}</RouteLink>}
          >
            <p>{card.text}</p>
            {more(card)}
          </Card>
        );
      })}
    </CardGrid>
  );
}

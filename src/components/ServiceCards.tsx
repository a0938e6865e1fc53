import type { ReactNode } from 'react';
import type { RouteKey } from '../config/routes';
import { Card, CardGrid } from './Cards';
import { cardIcon } from './icons';

/** What a service card's content gives: the service's page, a title, a short text and the link's label. */
export interface ServiceCardContent {
  route: RouteKey;
  title: string;
  text: string;
  linkLabel: string;
}

/**
 * The service cards of the home page and the services overview: a
 * {@link CardGrid} of one {@link Card} per service, with the icon of its page
 * (`cardIcon`: the service's own, else the rotating one for its position), its
 * title and text, then `more(card)` under the text (a price) and
 * `footer(card)`, the link to the service's page.
 */
export default function ServiceCards<T extends ServiceCardContent>({
  cards,
  footer,
  more,
  className,
}: {
  cards: readonly T[];
  /** Extra class of the grid (a page's own card layout). */
  className?: string;
  footer: (card: T) => ReactNode;
  more?: (card: T) => ReactNode;
}): ReactNode {
  return (
    <CardGrid className={className}>
      {cards.map((card, i) => {
        const Icon = cardIcon(card.route, i);
        return (
          <Card key={card.route} icon={<Icon aria-hidden="true" size={26} />} title={card.title} footer={footer(card)}>
            <p>{card.text}</p>
            {more?.(card)}
          </Card>
        );
      })}
    </CardGrid>
  );
}

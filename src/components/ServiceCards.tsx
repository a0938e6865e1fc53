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
 * The service cards of the home page and the services overview: a
 * {@link CardGrid} of one {@link Card} per service, with the icon of its page
 * (`cardIcon`: the service's own, else the rotating one for its position), its
 * title and text, then `more(card)` under the text (a price) and
 * `footer(card)`, the link to the service's page; or, with `linkTitles`, the
 * title itself is that link.
 */
export default function ServiceCards<T extends ServiceCardContent>({
  cards,
  footer,
  more,
  className,
  linkTitles = false,
}: {
  cards: readonly T[];
  /** Extra class of the grid (a page's own card layout). */
  className?: string;
  /** Each title links to its service's page. */
  linkTitles?: boolean;
  footer?: (card: T) => ReactNode;
  more?: (card: T) => ReactNode;
}): ReactNode {
  return (
    <CardGrid className={className}>
      {cards.map((card, i) => {
        const Icon = cardIcon(card.route, i);
        return (
          <Card
            key={card.route}
            icon={<Icon aria-hidden="true" size={26} />}
            title={linkTitles ? <RouteLink route={card.route}>{card.title}</RouteLink> : card.title}
            footer={footer?.(card)}
          >
            <p>{card.text}</p>
            {more?.(card)}
          </Card>
        );
      })}
    </CardGrid>
  );
}

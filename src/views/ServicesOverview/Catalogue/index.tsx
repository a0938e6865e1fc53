/**
 * The catalogue (docs/product.md §2 "catalogue entries with title, items, link,
 * optional cta"), covering every service of docs/product.md §1. Entries marked
 * `requiresFlag` are shown only when that flag is on (docs/product.md §14); an
 * entry's link appears once its page is built, and prices are formatted from
 * the price table.
 */
import type { ReactNode } from 'react';
import { MessageCircle } from 'lucide-react';
import { Card, CardGrid } from '@site/src/components/Cards';
import RouteLink from '@site/src/components/RouteLink';
import { whatsappLink } from '@site/src/config/company';
import { useBuiltRoutes, usePriceFormatter, useSiteFlags } from '@site/src/hooks/build-data';
import type { CatalogueEntry } from '@site/src/schemas/servicesOverview';
import ArrowLabel from '../../ServiceLanding/ArrowLabel';
import styles from './styles.module.css';

/** The catalogue grid; each entry gets the anchor `catalogue-<id>`. */
export default function Catalogue({ entries }: { entries: readonly CatalogueEntry[] }): ReactNode {
  const formatPrice = usePriceFormatter();
  const flags = useSiteFlags();
  const built = useBuiltRoutes();
  const shown = entries.filter((entry) => !entry.requiresFlag || flags[entry.requiresFlag]);
  return (
    <CardGrid className={styles.grid}>
      {shown.map((entry) => {
        const hasLink = built.has(entry.link.route);
        return (
          <Card
            key={entry.id}
            id={`catalogue-${entry.id}`}
            className={styles.entry}
            title={entry.title}
            footer={
              hasLink || entry.cta ? (
                <div className={styles.actions}>
                  {hasLink && (
                    <RouteLink route={entry.link.route} className={styles.arrowLink}>
                      <ArrowLabel label={entry.link.label} />
                    </RouteLink>
                  )}
                  {entry.cta && (
                    <a className={styles.whatsapp} href={whatsappLink(entry.cta.whatsappMessage)} rel="noopener noreferrer">
                      <MessageCircle aria-hidden="true" size={18} /> {entry.cta.label}
                    </a>
                  )}
                </div>
              ) : undefined
            }
          >
            <ul className={styles.items}>
              {entry.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            {entry.prices && (
              <dl className={styles.prices}>
                {entry.prices.map((price) => (
                  <div key={price.priceKey} className={styles.price}>
                    <dt>{price.label}</dt>
                    <dd data-price-key={price.priceKey}>{formatPrice(price.priceKey)}</dd>
                  </div>
                ))}
              </dl>
            )}
          </Card>
        );
      })}
    </CardGrid>
  );
}

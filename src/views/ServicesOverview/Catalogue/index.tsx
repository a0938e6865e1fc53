/**
 * The catalogue (docs/product.md, "catalogue entries with title, items, link,
 * optional cta"), covering every service of docs/product.md, laid out so
 * prices compare at a glance: one row per service with its name, the link to
 * its page and every price of the entry (or its free-quote note), and the
 * entry's items and WhatsApp question in a disclosure («Qué incluye»).
 * Entries marked `requiresFlag` are shown only when that flag is on
 *; an entry's link appears once its page is built, and
 * prices are formatted from the price table.
 */
import type { ReactNode } from 'react';
import { MessageCircle } from 'lucide-react';
import RouteLink from '@site/src/components/RouteLink';
import { whatsappLink } from '@site/src/config/company';
import { useBuiltRoutes, usePriceFormatter, useSiteFlags } from '@site/src/hooks/build-data';
import type { CatalogueEntry } from '@site/src/schemas/servicesOverview';
import ArrowLabel from '@site/src/components/ArrowLabel';
import styles from './styles.module.css';

/** Props of {@link Catalogue}. */
export interface CatalogueProps {
  entries: readonly CatalogueEntry[];
  /** Summary of each entry's disclosure (its items and WhatsApp question). */
  detailsLabel: string;
}

/** The catalogue as rows; each entry gets the anchor `catalogue-<id>`. */
export default function Catalogue({ entries, detailsLabel }: CatalogueProps): ReactNode {
  const formatPrice = usePriceFormatter();
  const flags = useSiteFlags();
  const built = useBuiltRoutes();
  const shown = entries.filter((entry) => !entry.requiresFlag || flags[entry.requiresFlag]);
  return (
    <ul className={styles.list}>
      {shown.map((entry) => {
        const hasLink = built.has(entry.link.route);
        return (
          <li key={entry.id} id={`catalogue-${entry.id}`} className={styles.row}>
            <div className={styles.main}>
              <h3 className={styles.title}>{entry.title}</h3>
              <details className={styles.details}>
                <summary className={styles.summary}>{detailsLabel}</summary>
                <ul className={styles.items}>
                  {entry.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                {entry.cta && (
                  <a className={styles.whatsapp} href={whatsappLink(entry.cta.whatsappMessage)} rel="noopener noreferrer">
                    <MessageCircle aria-hidden="true" size={18} /> {entry.cta.label}
                  </a>
                )}
              </details>
              {hasLink && (
                <RouteLink route={entry.link.route} className={styles.arrowLink}>
                  <ArrowLabel label={entry.link.label} />
                </RouteLink>
              )}
            </div>
            <div className={styles.priceColumn}>
              {entry.priceNote && <p className={styles.priceNote}>{entry.priceNote}</p>}
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
            </div>
          </li>
        );
      })}
    </ul>
  );
}

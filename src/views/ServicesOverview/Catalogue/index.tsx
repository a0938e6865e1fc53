/**
 * The catalogue as price cards, covering every service the company offers:
 * each card has the service's name, its first price in large dark type
 * (formatted from the price table; `priceNote` in body text where no price is
 * published, such as a free quote), the first three items and one link to the
 * service's page. Whatever else the entry holds — its other prices, further
 * items, the quick WhatsApp question — folds under «Más detalles». A service
 * featured above shows no price here: it comes last, as a short row whose
 * link leads to the featured card (its items folded), so each price appears
 * once on the page. Entries marked `requiresFlag` are
 * shown only when that flag is on; an entry's page link appears once its page
 * is built.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { ArrowUp, MessageCircle } from 'lucide-react';
import RouteLink from '@site/src/components/RouteLink';
import Disclosure from '@site/src/components/Disclosure';
import { whatsappLink } from '@site/src/config/company';
import type { RouteKey } from '@site/src/config/routes';
import { useBuiltRoutes, usePriceFormatter, useSiteFlags } from '@site/src/hooks/build-data';
import type { CatalogueEntry, ServicesOverviewContent } from '@site/src/schemas/servicesOverview';
import ArrowLabel from '@site/src/components/ArrowLabel';
import ui from '@site/src/components/ui.module.css';
import { featuredCardId } from '../Featured';
import styles from './styles.module.css';

/** How many of an entry's items its card shows; the rest fold. */
export const VISIBLE_ITEMS = 3;

/** A price of the table with its label above it; `lead` sets it in large type. */
function Price({ label, priceKey, lead }: NonNullable<CatalogueEntry['prices']>[number] & { lead?: boolean }): ReactNode {
  const formatPrice = usePriceFormatter();
  return (
    <div className={clsx(styles.price, lead && styles.leadPrice)}>
      <dt>{label}</dt>
      <dd data-price-key={priceKey}>{formatPrice(priceKey)}</dd>
    </div>
  );
}

/** The catalogue's content: its title, intro and entries, the summary of each card's disclosure and the label of a link to a featured card. */
type CatalogueContent = ServicesOverviewContent['catalogue'];

/** One entry as a price card, with the anchor `catalogue-<id>`. */
function EntryCard({
  entry,
  featured,
  hasLink,
  labels: { detailsLabel, featuredLinkLabel },
}: {
  entry: CatalogueEntry;
  featured: boolean;
  hasLink: boolean;
  labels: Pick<CatalogueContent, 'detailsLabel' | 'featuredLinkLabel'>;
}): ReactNode {
  const [leadPrice, ...otherPrices] = featured ? [] : (entry.prices ?? []);
  // A featured service's points are on its card above: here they fold with the rest.
  const shownItems = featured ? [] : entry.items.slice(0, VISIBLE_ITEMS);
  const foldedItems = featured ? entry.items : entry.items.slice(VISIBLE_ITEMS);
  const folds = otherPrices.length > 0 || foldedItems.length > 0 || entry.cta !== undefined;
  return (
    <li id={`catalogue-${entry.id}`} className={clsx(styles.card, featured && styles.featuredEntry)}>
      <h3 className={styles.title}>{entry.title}</h3>
      {entry.priceNote && !featured && <p className={styles.priceNote}>{entry.priceNote}</p>}
      {leadPrice && (
        <dl className={styles.prices}>
          <Price {...leadPrice} lead />
        </dl>
      )}
      {shownItems.length > 0 && (
        <ul className={styles.points}>
          {shownItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      <div className={styles.foot}>
        {featured ? (
          <a href={`#${featuredCardId(entry.link.route)}`} className={styles.link}>
            {featuredLinkLabel} <ArrowUp aria-hidden="true" size={18} className={styles.upArrow} />
          </a>
        ) : (
          hasLink && (
            <RouteLink route={entry.link.route} className={styles.link}>
              <ArrowLabel label={entry.link.label} />
            </RouteLink>
          )
        )}
        {folds && (
          <Disclosure title={detailsLabel} className={styles.details}>
            {otherPrices.length > 0 && (
              <dl className={styles.prices}>
                {otherPrices.map((price) => (
                  <Price key={price.priceKey} {...price} />
                ))}
              </dl>
            )}
            {foldedItems.length > 0 && (
              <ul className={styles.moreItems}>
                {foldedItems.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {entry.cta && (
              <a className={styles.whatsapp} href={whatsappLink(entry.cta.whatsappMessage)} rel="noopener noreferrer">
                <MessageCircle aria-hidden="true" size={18} /> {entry.cta.label}
              </a>
            )}
          </Disclosure>
        )}
      </div>
    </li>
  );
}

/**
 * The catalogue: a price card per shown entry, one column on phones, two or three side by side on wider screens; the
 * entries of the services featured above (`featuredRoutes`, whose cards carry their prices) after them, as short rows
 * that link to their featured cards.
 */
export default function Catalogue({
  catalogue,
  featuredRoutes,
}: {
  catalogue: CatalogueContent;
  featuredRoutes: readonly RouteKey[];
}): ReactNode {
  const flags = useSiteFlags();
  const built = useBuiltRoutes();
  const shown = catalogue.entries.filter((entry) => !entry.requiresFlag || flags[entry.requiresFlag]);
  const isFeatured = (entry: CatalogueEntry) => featuredRoutes.includes(entry.link.route);
  const card = (entry: CatalogueEntry) => (
    <EntryCard key={entry.id} entry={entry} featured={isFeatured(entry)} hasLink={built.has(entry.link.route)} labels={catalogue} />
  );
  const featured = shown.filter(isFeatured);
  return (
    <>
      <ul className={clsx(ui.plainList, styles.grid)}>{shown.filter((entry) => !isFeatured(entry)).map(card)}</ul>
      {featured.length > 0 && <ul className={clsx(ui.plainList, styles.grid, styles.featuredList)}>{featured.map(card)}</ul>}
    </>
  );
}

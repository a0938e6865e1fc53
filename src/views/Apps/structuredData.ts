/**
 * The apps page's own JSON-LD (the apps page also emits an
 * item-list block): an `ItemList` whose items are the catalogue's apps as
 * `SoftwareApplication`s, each pointing at its card anchor. Pure, so it is
 * unit tested without rendering.
 */
import type { AppContent } from '../../schemas/apps';
import { slugify } from '../../utils/slugify';

/** Inputs of {@link appsItemList}. */
export interface AppsItemListInput {
  /** The apps, in catalogue order. */
  apps: readonly AppContent[];
  /** Absolute URL of the apps page in the current locale, without fragment. */
  pageUrl: string;
  listName: string;
  /** Description of the free-trial offer, placeholders already filled. */
  offerDescription: string;
  /** Trial length, in days. */
  trialDays: number;
  /** BCP 47 language of the texts (`es`, `en`). */
  inLanguage: string;
}

/** Builds the schema.org `ItemList` object (serialise with `JSON.stringify`). */
export function appsItemList({ apps, pageUrl, listName, offerDescription, trialDays, inLanguage }: AppsItemListInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: listName,
    numberOfItems: apps.length,
    itemListElement: apps.map((app, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'SoftwareApplication',
        name: app.name,
        description: app.description,
        applicationCategory: 'BusinessApplication',
        // Web apps used in the browser (the catalogue says so).
        operatingSystem: 'Web',
        inLanguage,
        url: `${pageUrl}#${slugify(app.name)}`,
        offers: {
          '@type': 'Offer',
          // The trial itself costs nothing for its duration.
          price: '0',
          priceCurrency: 'EUR',
          description: offerDescription,
          eligibleDuration: { '@type': 'QuantitativeValue', value: trialDays, unitCode: 'DAY' },
        },
      },
    })),
  };
}

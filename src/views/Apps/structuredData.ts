/**
 * The apps page's own JSON-LD (the apps page also emits an
 * item-list block): an `ItemList` whose items are the catalogue's apps as
 * `SoftwareApplication`s, each pointing at its card anchor. Pure, so it is
 * unit tested without rendering.
 */
import { limits } from '../../config/limits';
import type { AppsContent } from '../../schemas/apps';
import { slugify } from '../../utils/slugify';

/**
 * Builds the schema.org `ItemList` object (serialise with `JSON.stringify`) from the page's content (placeholders
 * filled: its apps in catalogue order, the list name and the trial offer's description), the absolute URL of the apps
 * page without fragment and the BCP 47 language of the texts (`es`, `en`); each trial lasts `limits.appTrialDays` days.
 */
export function appsItemList(content: Pick<AppsContent, 'products' | 'structuredData'>, pageUrl: string, inLanguage: string) {
  const { products: apps, structuredData } = content;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: structuredData.listName,
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
          description: structuredData.offerDescription,
          eligibleDuration: { '@type': 'QuantitativeValue', value: limits.appTrialDays, unitCode: 'DAY' },
        },
      },
    })),
  };
}

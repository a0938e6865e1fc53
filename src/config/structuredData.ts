/**
 * The site's JSON-LD (docs/product.md §2 "Layout", "Service landing pages",
 * "Generic content-driven service page"): the site-wide graph
 * (ProfessionalService, WebSite, Organization and Person, built from the
 * company module, as one `@graph` so the nodes can reference each other by
 * `@id`) and the one `Service` node of every service page, whose offers come
 * from the prices module (docs/product.md §15).
 */
import { plainText } from '../utils/inlineMarkers';
import { company, mapUrl } from './company';
import { localeInfo, type Locale } from './locales';
import { offerOf, type PriceKey } from './prices';
import { pathOf } from './routes';

/** schema.org day names by ISO weekday (index 0 = Monday). */
const schemaDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The site-wide graph for a locale.
 * @param siteUrl origin without trailing slash (from `SITE_URL`).
 * @param description the company's one-line description in that locale.
 */
export function siteJsonLd(locale: Locale, siteUrl: string, description: string): Record<string, unknown> {
  const home = `${siteUrl}${pathOf('home', locale)}`;
  const orgId = `${siteUrl}/#organization`;
  const personId = `${siteUrl}/#founder`;
  const logo = `${siteUrl}/img/logo.svg`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': orgId,
        name: company.name,
        url: `${siteUrl}/`,
        logo,
        email: company.email,
        telephone: company.phoneE164,
        taxID: company.taxId.replace(/^NIF\s*/, ''),
        founder: { '@id': personId },
        sameAs: [company.whatsappUrl],
      },
      {
        '@type': 'ProfessionalService',
        '@id': `${siteUrl}/#business`,
        name: company.name,
        description,
        url: home,
        image: `${siteUrl}/img/social-card.jpg`,
        logo,
        email: company.email,
        telephone: company.phoneE164,
        parentOrganization: { '@id': orgId },
        address: {
          '@type': 'PostalAddress',
          streetAddress: company.address.street,
          postalCode: company.address.postalCode,
          addressLocality: company.address.locality,
          addressRegion: company.address.region,
          addressCountry: company.address.country,
        },
        geo: { '@type': 'GeoCoordinates', latitude: company.geo.latitude, longitude: company.geo.longitude },
        hasMap: mapUrl,
        areaServed: company.areaServed.map((name) => ({ '@type': 'Place', name })),
        openingHoursSpecification: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: schemaDays.slice(company.hours.days.first - 1, company.hours.days.last),
          opens: company.hours.workshop.opens,
          closes: company.hours.workshop.closes,
        },
      },
      {
        '@type': 'WebSite',
        '@id': `${siteUrl}/#website`,
        name: company.name,
        url: home,
        inLanguage: localeInfo[locale].htmlLang,
        publisher: { '@id': orgId },
      },
      {
        '@type': 'Person',
        '@id': personId,
        name: company.founder.name,
        jobTitle: company.founder.jobTitle[locale],
        worksFor: { '@id': orgId },
      },
    ],
  };
}

/** A price a service page shows and the heading it is shown under. */
export interface PricedItem {
  key: PriceKey;
  /** Heading carrying the price (section title, tariff name, group label or the service's name), content syntax allowed. */
  name: string;
}

/** What {@link serviceJsonLd} needs of a service page, whichever kind of page it is. */
export interface ServiceJsonLdInput {
  /** The service's name in `locale` (content syntax allowed: markers are dropped). */
  name: string;
  /** The page's one-line description (its meta description). */
  description: string;
  locale: Locale;
  /** Origin without trailing slash (`SITE_URL`). */
  siteUrl: string;
  /** Root-relative path of the page in `locale`. */
  path: string;
  /** Every price the page shows, in reading order; each becomes one `Offer`. */
  prices: readonly PricedItem[];
}

/**
 * The `Service` JSON-LD node of a service page — the same shape for the
 * landing pages and the generic service pages: `@id` (`<url>#service`),
 * `name`, `description`, `url`, `inLanguage`, `provider` (the site-wide
 * Organization by `@id`), `areaServed` (places) and, when the page shows a
 * price, `offers`: one `Offer` per price with `price` (euros, two decimals,
 * the lowest amount of the price table's entry), `priceCurrency` `EUR`,
 * `name` and the page's `url`. Pure, never throws.
 */
export function serviceJsonLd({ name, description, locale, siteUrl, path, prices }: ServiceJsonLdInput): Record<string, unknown> {
  const url = `${siteUrl}${path}`;
  const offers = prices.map(({ key, name: offerName }) => ({ ...offerOf(key), name: plainText(offerName), url }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: plainText(name),
    description: plainText(description),
    url,
    inLanguage: localeInfo[locale].htmlLang,
    provider: { '@id': `${siteUrl}/#organization` },
    areaServed: company.areaServed.map((place) => ({ '@type': 'Place', name: place })),
    ...(offers.length ? { offers } : {}),
  };
}

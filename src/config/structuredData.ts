/** The site's JSON-LD: the site-wide `@graph` from the company module and each service page's `Service` node with its offers. */
import { plainText } from '../utils/inlineMarkers';
import { company, mapUrl } from './company';
import { localeInfo, type Locale } from './locales';
import type { PriceKey } from './prices';
import { pathOf } from './routes';

/** By ISO weekday, index 0 = Monday. */
const schemaDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The site-wide graph for a locale; `siteUrl` without trailing slash. */
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

/** What {@link serviceJsonLd} needs: texts in `locale` (markers dropped), origin without trailing slash, root-relative path. */
export interface ServiceJsonLdInput {
  name: string;
  description: string;
  locale: Locale;
  siteUrl: string;
  path: string;
  /** Every price the page shows, in reading order; each becomes one `Offer`. */
  prices: readonly PricedItem[];
  /** The `Offer` price of a price key: its lowest amount in euros (`"40.00"`), as the build computed it. */
  offerPriceOf: (key: PriceKey) => string;
}

/** The `Service` node of a service page (`@id` `<url>#service`), one `Offer` per price shown (its lowest amount). */
export function serviceJsonLd({
  name,
  description,
  locale,
  siteUrl,
  path,
  prices,
  offerPriceOf,
}: ServiceJsonLdInput): Record<string, unknown> {
  const url = `${siteUrl}${path}`;
  const offers = prices.map(({ key, name: offerName }) => ({
    '@type': 'Offer',
    price: offerPriceOf(key),
    priceCurrency: 'EUR',
    name: plainText(offerName),
    url,
  }));
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

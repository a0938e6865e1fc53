/**
 * The site's JSON-LD: the site-wide `@graph`
 * (ProfessionalService, WebSite, Organization, Person, from the company
 * module) and the `Service` node of every service page, its offers from the
 * prices module.
 */
import { plainText } from '../utils/inlineMarkers';
import { company, mapUrl } from './company';
import { localeInfo, type Locale } from './locales';
import { offerOf, type PriceKey } from './prices';
import { pathOf } from './routes';

/** schema.org day names by ISO weekday (index 0 = Monday). */
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
 * The `Service` node of any service page (`@id` `<url>#service`, provider the
 * site's Organization), with one `Offer` per price shown (the entry's lowest
 * amount, euros, two decimals). Pure, never throws.
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

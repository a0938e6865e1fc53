/**
 * Site-wide JSON-LD (docs/product.md §2 "Layout"): ProfessionalService, WebSite,
 * Organization and Person, built from the company module, as one `@graph`
 * so the nodes can reference each other by `@id`.
 */
import { company, mapUrl } from './company';
import { localeInfo, type Locale } from './locales';
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

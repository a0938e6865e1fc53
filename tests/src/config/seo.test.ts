import { describe, expect, it } from 'vitest';
import { pageUrls } from '../../../src/config/seo';
import { siteJsonLd } from '../../../src/config/structuredData';
import { company, mapUrl } from '../../../src/config/company';
import { flagsFromEnv, loaderOnlyFromEnv, siteUrlFromEnv, PRODUCTION_SITE_URL } from '../../../src/config/build-env';
import { pathOf } from '../../../src/config/routes';

const site = 'https://example.org';

describe('canonical and hreflang', () => {
  it('points alternates at the translated slug, x-default at Spanish', () => {
    expect(pageUrls(`${pathOf('services', 'en')}/`, site, () => true)).toEqual({
      canonical: `${site}${pathOf('services', 'en')}`,
      alternates: {
        es: `${site}${pathOf('services', 'es')}`,
        en: `${site}${pathOf('services', 'en')}`,
        'x-default': `${site}${pathOf('services', 'es')}`,
      },
    });
  });

  it('points a blog post’s alternates at each language’s own address, x-default at Spanish', () => {
    const post = { es: '/blog/copias-de-seguridad', en: '/en/blog/backups' };
    const other = { es: '/blog/otra', en: '/en/blog/another' };
    const alternates = { es: `${site}${post.es}`, en: `${site}${post.en}`, 'x-default': `${site}${post.es}` };
    expect(pageUrls(post.en, site, () => true, [other, post])).toEqual({ canonical: `${site}${post.en}`, alternates });
    expect(pageUrls(post.es, site, () => true, [other, post])).toEqual({ canonical: `${site}${post.es}`, alternates });
  });

  it('gives the English home its trailing slash', () => {
    expect(pageUrls('/en', site, () => true)?.canonical).toBe(`${site}/en/`);
  });

  it('gives unknown pages and unbuilt routes no canonical', () => {
    expect(pageUrls('/no-such-page', site, () => true)).toBeUndefined();
    expect(pageUrls(pathOf('apps', 'es'), site, () => false)).toBeUndefined();
  });
});

describe('site settings', () => {
  it('defaults SITE_URL to production and strips a trailing slash', () => {
    expect(siteUrlFromEnv({})).toBe(PRODUCTION_SITE_URL);
    expect(siteUrlFromEnv({ SITE_URL: 'http://127.0.0.1:4000/' })).toBe('http://127.0.0.1:4000');
    expect(() => siteUrlFromEnv({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/);
  });

  it('reads the flags and rejects nonsense', () => {
    expect(flagsFromEnv({})).toEqual({ showSponsorshipsInNav: false, offersPhoneRepair: false });
    expect(flagsFromEnv({ OFFERS_PHONE_REPAIR: '1' }).offersPhoneRepair).toBe(true);
    expect(() => flagsFromEnv({ SHOW_SPONSORSHIPS_IN_NAV: 'maybe' })).toThrow(/SHOW_SPONSORSHIPS_IN_NAV/);
  });

  it('builds the full paint-first unless the benchmark asks for its loader-only variant', () => {
    expect(loaderOnlyFromEnv({})).toBe(false);
    expect(loaderOnlyFromEnv({ PAINT_FIRST_LOADER_ONLY: '1' })).toBe(true);
    expect(() => loaderOnlyFromEnv({ PAINT_FIRST_LOADER_ONLY: 'sometimes' })).toThrow(/PAINT_FIRST_LOADER_ONLY/);
  });
});

describe('site-wide JSON-LD', () => {
  it('has the four node types built from the company module', () => {
    const graph = siteJsonLd('en', site, 'desc')['@graph'] as Array<Record<string, unknown>>;
    expect(graph.map((n) => n['@type']).sort()).toEqual(['Organization', 'Person', 'ProfessionalService', 'WebSite']);
    const person = graph.find((n) => n['@type'] === 'Person')!;
    expect(person.name).toBe(company.founder.name);
    const website = graph.find((n) => n['@type'] === 'WebSite')!;
    expect(website.url).toBe(`${site}/en/`);
  });

  it('gives the business its street address, coordinates, map and hours from the company module', () => {
    const graph = siteJsonLd('es', site, 'desc')['@graph'] as Array<Record<string, unknown>>;
    const business = graph.find((n) => n['@type'] === 'ProfessionalService')!;
    expect(business.address).toMatchObject({
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.locality,
    });
    expect(business.geo).toEqual({ '@type': 'GeoCoordinates', ...company.geo });
    expect(business.hasMap).toBe(mapUrl);
    const hours = business.openingHoursSpecification as Record<string, unknown>;
    expect(hours.opens).toBe(company.hours.workshop.opens);
    expect(hours.dayOfWeek).toHaveLength(company.hours.days.last - company.hours.days.first + 1);
  });
});

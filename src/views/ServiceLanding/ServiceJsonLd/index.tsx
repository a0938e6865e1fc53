/**
 * The page's schema.org `Service` block: name,
 * description, provider (the site-wide Organization node, by `@id`), areas
 * served and the offer price from the price table, so the structured data
 * can never disagree with the price shown on the page.
 */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import { company } from '@site/src/config/company';
import { offerOf, type PriceKey } from '@site/src/config/prices';
import { normalizePath } from '@site/src/config/routes';
import { useSiteUrl } from '@site/src/hooks/site';

/** Props of {@link ServiceJsonLd}. */
export interface ServiceJsonLdProps {
  /** Service name in the page's language. */
  name: string;
  /** One-line description (the page's meta description). */
  description: string;
  /** The price-table entry whose lowest amount becomes the `Offer`. */
  priceKey: PriceKey;
}

/** Emits `<script type="application/ld+json">` with the page's `Service`. */
export default function ServiceJsonLd({ name, description, priceKey }: ServiceJsonLdProps): ReactNode {
  const siteUrl = useSiteUrl();
  const { pathname } = useLocation();
  const url = `${siteUrl}${normalizePath(pathname)}`;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    url,
    provider: { '@id': `${siteUrl}/#organization` },
    areaServed: company.areaServed.map((place) => ({ '@type': 'Place', name: place })),
    offers: { ...offerOf(priceKey), url: `${url}#pricing` },
  };
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(data)}</script>
    </Head>
  );
}

/**
 * The `Service` JSON-LD block of every service page:
 * the node built by `serviceJsonLd` (`src/config/structuredData.ts`) for the
 * page being rendered, so landing pages and generic service pages emit the
 * same shape and their offers always match the prices the page shows.
 */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import { normalizePath } from '@site/src/config/routes';
import { serviceJsonLd, type PricedItem } from '@site/src/config/structuredData';
import { useLocale, useOfferPrice, useSiteUrl } from '@site/src/hooks/build-data';

/** Props of {@link ServiceJsonLd}. */
export interface ServiceJsonLdProps {
  /** The service's name in the page's language. */
  name: string;
  /** The page's meta description. */
  description: string;
  /** Every price the page shows, in reading order. */
  prices: readonly PricedItem[];
}

/** Emits `<script type="application/ld+json">` with the page's `Service`. */
export default function ServiceJsonLd({ name, description, prices }: ServiceJsonLdProps): ReactNode {
  const locale = useLocale();
  const siteUrl = useSiteUrl();
  const path = normalizePath(useLocation().pathname);
  const offerPriceOf = useOfferPrice();
  return (
    <Head>
      <script type="application/ld+json">
        {JSON.stringify(serviceJsonLd({ name, description, locale, siteUrl, path, prices, offerPriceOf }))}
      </script>
    </Head>
  );
}

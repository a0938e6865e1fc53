/**
 * Site-wide head tags. Ejected rather than
 * wrapped: react-helmet keeps several `<link rel="alternate">`, so the
 * theme's prefix-swapping alternates would stay beside ours. Canonical and
 * hreflang come from the route map and the blog's post pairs through
 * `pageUrls`; JSON-LD from the
 * company module. Per-page title and description are set by each view
 * through `@theme/Layout` / `PageMetadata`; the share card defaults to the
 * path's card with the brand text, and `ShareCardMeta` gives a page its title.
 */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { translate } from '@docusaurus/Translate';
import { useLocation } from '@docusaurus/router';
import { PageMetadata, useThemeConfig } from '@docusaurus/theme-common';
import { localeInfo, locales } from '@site/src/config/locales';
import { pageUrls } from '@site/src/config/seo';
import { shareCardAlt, shareCardPath, shareCardText } from '@site/src/config/shareCard';
import { siteJsonLd } from '@site/src/config/structuredData';
import { company } from '@site/src/config/company';
import { useBlogPostPaths, useBuiltRoutes, useLocale, useSiteUrl } from '@site/src/hooks/build-data';

export default function SiteMetadata(): ReactNode {
  const locale = useLocale();
  const siteUrl = useSiteUrl();
  const built = useBuiltRoutes();
  const posts = useBlogPostPaths();
  const { pathname } = useLocation();
  const { metadata } = useThemeConfig();
  const fallbackCardAlt = shareCardAlt(shareCardText(company.name, locale));
  const urls = pageUrls(pathname, siteUrl, (key) => built.has(key), posts);
  const description = translate({
    id: 'site.description',
    message: 'Reparación de ordenadores, recuperación de datos, webs y automatizaciones con IA para autónomos, pymes y clubes de Galicia.',
    description: 'One-line description of the company, used in structured data',
  });
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={company.name} />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        <meta property="og:image:alt" content={fallbackCardAlt} />
        <meta name="twitter:image:alt" content={fallbackCardAlt} />
        <meta property="og:locale" content={localeInfo[locale].ogLocale} />
        {locales
          .filter((l) => l !== locale)
          .map((l) => (
            <meta key={l} property="og:locale:alternate" content={localeInfo[l].ogLocale} />
          ))}
        {urls && <link rel="canonical" href={urls.canonical} />}
        {urls && <meta property="og:url" content={urls.canonical} />}
        {urls && Object.entries(urls.alternates).map(([lang, href]) => <link key={lang} rel="alternate" hrefLang={lang} href={href} />)}
        <script type="application/ld+json">{JSON.stringify(siteJsonLd(locale, siteUrl, description))}</script>
        {/* The keyboard focus class must be applied during SSR so links are outlined without JS. */}
        <body />
      </Head>
      {/* Pages with a title of their own replace this card through ShareCardMeta; blog posts use their cover. */}
      <PageMetadata image={shareCardPath(pathname)} />
      <Head>
        {metadata.map((metadatum, i) => (
          <meta key={i} {...metadatum} />
        ))}
      </Head>
    </>
  );
}

/**
 * `BlogPosting` JSON-LD of a post (ejected). The theme's object lacks the
 * post's language and a publisher, and captions the image in English on
 * Spanish pages; this one starts from it and adds `inLanguage`, the
 * publisher (the site-wide Organization node, by `@id`), ties the founder to
 * the site-wide Person node and makes author images absolute.
 */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useBlogPost, useBlogPostStructuredData } from '@docusaurus/plugin-content-blog/client';
import { company } from '@site/src/config/company';
import { localeInfo } from '@site/src/config/locales';
import { useLocale, useSiteUrl } from '@site/src/hooks/build-data';

export default function BlogPostStructuredData(): ReactNode {
  const base = useBlogPostStructuredData() as unknown as Record<string, unknown>;
  const { metadata } = useBlogPost();
  const locale = useLocale();
  const siteUrl = useSiteUrl();
  const absolute = (url: string) => (url.startsWith('/') ? `${siteUrl}${url}` : url);
  const authors = metadata.authors.map((a) => ({
    '@type': 'Person',
    ...(a.name === company.founder.name ? { '@id': `${siteUrl}/#founder` } : {}),
    ...(a.name ? { name: a.name } : {}),
    ...(a.title ? { jobTitle: a.title } : {}),
    ...(a.url ? { url: absolute(a.url) } : {}),
    ...(a.imageURL ? { image: absolute(a.imageURL) } : {}),
  }));
  const image = base.image as Record<string, unknown> | undefined;
  const data = {
    ...base,
    inLanguage: localeInfo[locale].htmlLang,
    author: authors.length === 1 ? authors[0] : authors,
    publisher: { '@id': `${siteUrl}/#organization` },
    ...(image ? { image: { ...image, caption: metadata.title } } : {}),
  };
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(data)}</script>
    </Head>
  );
}

import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import { PageMetadata } from '@docusaurus/theme-common';
import ShareCardMeta from '../ShareCardMeta';
import { withoutWordJoiners } from '../../utils/typography';

/** Props of {@link PageLayout}: the page's head metadata from its content file. */
export interface PageLayoutProps {
  /** `<title>` (the theme appends the site name). */
  title: string;
  /** Meta description, under 200 characters (schemas enforce it). */
  description: string;
  /** Meta keywords, when the content has them. */
  keywords?: readonly string[];
  /** Keep the page out of search engines (and the sitemap): a page reached only through a form. */
  noindex?: boolean;
  children: ReactNode;
}

/**
 * The shared layout of every page of the route map with its head metadata
 * (title and description per page; canonical, hreflang and
 * site-wide JSON-LD come from `src/theme/SiteMetadata`), and the page's own
 * share card.
 */
export default function PageLayout({ title, description, keywords, noindex, children }: PageLayoutProps) {
  return (
    <Layout title={title} description={withoutWordJoiners(description)}>
      {keywords && <PageMetadata keywords={[...keywords]} />}
      <ShareCardMeta title={title} />
      {noindex && (
        <Head>
          <meta name="robots" content="noindex" />
        </Head>
      )}
      {children}
    </Layout>
  );
}

import type { ReactNode } from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider, PageMetadata } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Hero from '../Hero';
import ShareCardMeta from '../ShareCardMeta';
import { withoutWordJoiners } from '../../utils/typography';
import styles from './styles.module.css';

/** Props of {@link BlogPage}. */
export interface BlogPageProps {
  /** The theme's wrapper and page class names (`ThemeClassNames`), kept for styling hooks. */
  className: string;
  /** The page's `<title>` and share-card title. */
  title: string;
  /** Meta description. */
  description?: string;
  /** The hero: eyebrow, the page's only `h1`, lead and what goes under the lead (links). */
  hero: { eyebrow?: ReactNode; title: ReactNode; lead?: ReactNode; actions?: ReactNode };
  /** Head elements of the page's own (structured data). */
  head?: ReactNode;
  /** The list takes the site's content width (a grid of post cards) instead of a reading width. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * The frame of the blog's listing pages (index, archive, tags, a tag,
 * authors, an author): the site's hero band with the page's h1, then the
 * list in a reading-width column, or at the content width with `wide` (the
 * pages of post cards, `src/theme/BlogPostItems`).
 */
export default function BlogPage({ className, title, description, hero, head, wide, children }: BlogPageProps): ReactNode {
  return (
    <HtmlClassNameProvider className={className}>
      <PageMetadata title={title} description={description && withoutWordJoiners(description)} />
      <ShareCardMeta title={title} />
      {head}
      <Layout>
        <main>
          <Hero {...hero} />
          <div className={clsx('container', styles.body)}>
            <div className={wide ? undefined : styles.column}>{children}</div>
          </div>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}

/**
 * The facts line under a listing page's lead (a tag's or an author's post
 * count, the author's role) ending in a link: muted text, a bold link.
 */
export function HeroFacts({ children }: { children: ReactNode }): ReactNode {
  return <p className={styles.facts}>{children}</p>;
}

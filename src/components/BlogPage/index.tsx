import type { ReactNode } from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider, PageMetadata } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import BlogListPaginator, { type Props as PaginatorProps } from '@theme/BlogListPaginator';
import BlogPostItems, { type Props as PostItemsProps } from '@theme/BlogPostItems';
import Hero from '../Hero';
import ShareCardMeta from '../ShareCardMeta';
import { withoutWordJoiners } from '../../utils/typography';
import styles from './styles.module.css';

/** Props of {@link BlogPage}: a page of post cards (`posts`) or a list of its own (`children`), never both. */
export type BlogPageProps = {
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
} & (
  | {
      /** A page of post cards (`@theme/BlogPostItems`) and its page links, at the site's content width. */
      posts: { items: PostItemsProps['items']; metadata: PaginatorProps['metadata'] };
      children?: never;
    }
  | {
      /** The list, in a reading-width column. */
      children: ReactNode;
      posts?: never;
    }
);

/**
 * The frame of the blog's listing pages (index, archive, tags, a tag,
 * authors, an author): the site's hero band with the page's h1, then the
 * list in a reading-width column, or the page's `posts` as cards at the
 * content width.
 */
export default function BlogPage({ className, title, description, hero, head, posts, children }: BlogPageProps): ReactNode {
  return (
    <HtmlClassNameProvider className={className}>
      <PageMetadata title={title} description={description && withoutWordJoiners(description)} />
      <ShareCardMeta title={title} />
      {head}
      <Layout>
        <main>
          <Hero {...hero} />
          <div className={clsx('container', styles.body)}>
            {posts ? (
              <div>
                <BlogPostItems items={posts.items} />
                <BlogListPaginator metadata={posts.metadata} />
              </div>
            ) : (
              <div className={styles.column}>{children}</div>
            )}
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

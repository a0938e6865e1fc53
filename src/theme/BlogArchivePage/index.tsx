/**
 * The blog archive, `/blog/archive` (ejected from the classic theme). The
 * theme's page puts its h1 on a `hero hero--primary` banner whose text colour
 * is the heading ink on our brand teal (2.2:1, fails WCAG AA) and jumps from
 * that h1 to h3 year headings. Ours uses the blog index's plain header (dark
 * ink on white), h2 years under the page's only h1, and post dates in the
 * site's formats (`usePostDateFormatter`, docs/product.md §11).
 * Title and meta description keep the theme's translation ids.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import type { ArchiveBlogPost, Props } from '@theme/BlogArchivePage';
import { usePostDateFormatter } from '@site/src/hooks/site';
import heading from '@site/src/theme/BlogListPage/header.module.css';
import styles from './styles.module.css';
import ShareCardMeta from '@site/src/components/ShareCardMeta';

/** Posts grouped by the year of their date, newest year first, posts in the plugin's order (newest first). */
function postsByYear(posts: readonly ArchiveBlogPost[]): [year: string, posts: ArchiveBlogPost[]][] {
  const years = new Map<string, ArchiveBlogPost[]>();
  for (const post of posts) {
    const year = post.metadata.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years].sort(([a], [b]) => b.localeCompare(a));
}

/** The archive page: every post of the page's language, listed by year. */
export default function BlogArchivePage({ archive }: Props): ReactNode {
  const formatDate = usePostDateFormatter();
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archivo',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate({
    id: 'theme.blog.archive.description',
    message: 'Archivo',
    description: 'The page & hero description of the blog archive page',
  });
  const years = postsByYear(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <ShareCardMeta title={title} />
      <Layout>
        <main className={styles.page}>
          <div className="container">
            <header className={clsx(heading.header, styles.header)}>
              <h1 className={clsx(heading.title, styles.title)}>{title}</h1>
            </header>
            {years.map(([year, posts]) => (
              <section key={year} className={styles.year} aria-labelledby={`year-${year}`}>
                <h2 id={`year-${year}`} className={styles.yearTitle}>
                  {year}
                </h2>
                <ul className={styles.posts}>
                  {posts.map((post) => (
                    <li key={post.metadata.permalink} className={styles.post}>
                      <time dateTime={post.metadata.date} className={styles.date}>
                        {formatDate(post.metadata.date)}
                      </time>
                      <Link to={post.metadata.permalink} className={styles.link}>
                        {post.metadata.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </main>
      </Layout>
    </>
  );
}

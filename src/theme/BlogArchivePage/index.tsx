/**
 * The blog archive, `/blog/archive` (ejected from the classic theme). The
 * theme's page puts its h1 on a `hero hero--primary` banner whose text colour
 * is the heading ink on our brand teal (2.2:1, fails WCAG AA) and jumps from
 * that h1 to h3 year headings. Ours uses the site's hero band (dark ink on
 * the light band), h2 years under the page's only h1, and post dates in the
 * site's formats (`usePostDateFormatter`). Its copy
 * comes from `src/content/blogPages.json`.
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { ArchiveBlogPost, Props } from '@theme/BlogArchivePage';
import { usePostDateFormatter, useBlogPagesCopy } from '@site/src/hooks/build-data';
import BlogPage from '@site/src/components/BlogPage';
import styles from './styles.module.css';

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
  const copy = useBlogPagesCopy().archive;
  const years = postsByYear(archive.blogPosts);
  return (
    <BlogPage
      className={ThemeClassNames.wrapper.blogPages}
      title={copy.title}
      description={copy.description}
      hero={{ eyebrow: copy.eyebrow, title: copy.title, lead: copy.lead }}
    >
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
    </BlogPage>
  );
}

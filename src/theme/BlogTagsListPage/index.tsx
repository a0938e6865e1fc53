/**
 * The list of the blog's tags, `/blog/tags` (ejected from the classic
 * theme): the site's hero band with copy and a meta description from
 * `src/content/blogPages.json` (the theme's page had neither), then every
 * topic with its post count and description — a handful of tags, which the
 * theme's letter index spread over a screenful of letters and rules.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/BlogTagsListPage';
import { useBlogPagesCopy } from '@site/src/hooks/build-data';
import BlogPage from '@site/src/components/BlogPage';
import { postCountLabel } from '@site/src/utils/postCount';
import styles from './styles.module.css';

export default function BlogTagsListPage({ tags }: Props): ReactNode {
  const copy = useBlogPagesCopy();
  const sorted = [...tags].sort((a, b) => a.label.localeCompare(b.label));
  return (
    <BlogPage
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogTagsListPage)}
      title={copy.tags.title}
      description={copy.tags.description}
      hero={{ eyebrow: copy.tags.eyebrow, title: copy.tags.title, lead: copy.tags.lead }}
    >
      <ul className={styles.list}>
        {sorted.map((tag) => (
          <li key={tag.permalink} className={styles.item}>
            <Link to={tag.permalink} className={styles.label}>
              {tag.label}
            </Link>{' '}
            <span className={styles.count}>{postCountLabel(tag.count, copy.tag.postCount)}</span>
            {tag.description && <p className={styles.description}>{tag.description}</p>}
          </li>
        ))}
      </ul>
    </BlogPage>
  );
}

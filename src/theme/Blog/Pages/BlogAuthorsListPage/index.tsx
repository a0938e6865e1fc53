/**
 * The list of the blog's authors, `/blog/authors` (ejected from the classic
 * theme): the site's hero band with copy and a meta description from
 * `src/content/blogPages.json` (the theme's page had neither), then one
 * card per author: name, role, the number of posts they signed (a link to
 * their page of posts) and their short bio (`description` in `authors.yml`).
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import Author from '@theme/Blog/Components/Author';
import type { Props } from '@theme/Blog/Pages/BlogAuthorsListPage';
import { useBlogPagesCopy } from '@site/src/hooks/build-data';
import BlogPage from '@site/src/components/BlogPage';
import ui from '@site/src/components/ui.module.css';
import styles from './styles.module.css';

export default function BlogAuthorsListPage({ authors }: Props): ReactNode {
  const copy = useBlogPagesCopy().authors;
  return (
    <BlogPage
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogAuthorsListPage)}
      title={copy.title}
      description={copy.description}
      hero={{ eyebrow: copy.eyebrow, title: copy.title, lead: copy.lead }}
    >
      <ul className={styles.list}>
        {authors.map((author) => (
          <li key={author.key} className={clsx(ui.panel, styles.card)}>
            <Author as="h2" author={author} count={author.count} />
            {author.description && <p className={styles.bio}>{author.description}</p>}
          </li>
        ))}
      </ul>
    </BlogPage>
  );
}

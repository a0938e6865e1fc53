/**
 * One author's page, `/blog/authors/<key>` (ejected from the classic theme;
 * built for authors with `page: true` in `authors.yml`): the site's hero band
 * with the author's name as the h1, their bio (`description`) as lead and
 * meta description, their role, how many posts they signed and a link to
 * every author; then their posts as cards at the site's content width
 * (`@theme/BlogPostItems`). The theme's page put the author card in a plain
 * header with the theme's own wording and no meta description.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useBlogMetadata } from '@docusaurus/plugin-content-blog/client';
import type { Props } from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import { useBlogPagesCopy } from '@site/src/hooks/build-data';
import BlogPage, { HeroFacts } from '@site/src/components/BlogPage';
import { postCountLabel } from '@site/src/utils/postCount';

export default function BlogAuthorsPostsPage({ author, items, listMetadata }: Props): ReactNode {
  const copy = useBlogPagesCopy();
  const { authorsListPath } = useBlogMetadata();
  const name = author.name ?? author.key;
  return (
    <BlogPage
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogAuthorsPostsPage)}
      title={name}
      description={author.description}
      hero={{
        eyebrow: copy.authors.eyebrow,
        title: <span translate="no">{name}</span>,
        lead: author.description,
        actions: (
          <HeroFacts>
            {author.title && <span>{author.title}</span>}
            <span>{postCountLabel(author.count, copy.tag.postCount)}</span>
            <Link href={authorsListPath}>{copy.authors.title}</Link>
          </HeroFacts>
        ),
      }}
      posts={{ items, metadata: listMetadata }}
    />
  );
}

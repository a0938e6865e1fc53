/**
 * One tag's page, `/blog/tags/<tag>` (ejected from the classic theme): the
 * site's hero band with the tag's label as the h1, its description as lead
 * and meta description, how many posts carry it and a link to every topic;
 * then the posts as cards at the site's content width (`@theme/BlogPostItems`),
 * whose h2 titles stay smaller than the h1. The theme's
 * heading ("3 entradas etiquetadas con «Datos»") made the h1 smaller than
 * the post titles under it and its Spanish did not agree in number.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/BlogTagsPostsPage';
import { useBlogPagesCopy } from '@site/src/hooks/build-data';
import BlogPage, { HeroFacts } from '@site/src/components/BlogPage';
import { postCountLabel } from '@site/src/utils/postCount';

export default function BlogTagsPostsPage({ tag, items, listMetadata }: Props): ReactNode {
  const copy = useBlogPagesCopy().tag;
  const count = postCountLabel(tag.count, copy.postCount);
  return (
    <BlogPage
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogTagPostListPage)}
      title={tag.label}
      description={tag.description}
      hero={{
        eyebrow: copy.eyebrow,
        title: tag.label,
        lead: tag.description,
        actions: (
          <HeroFacts>
            <span>{count}</span>
            <Link href={tag.allTagsPath}>{copy.allTags}</Link>
          </HeroFacts>
        ),
      }}
      posts={{ items, metadata: listMetadata }}
    />
  );
}

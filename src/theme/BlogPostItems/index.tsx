/**
 * The posts of a blog list — the index, a tag's page, an author's page —
 * as a grid of cards (replaces the classic theme's component, which renders
 * each post's opening text one under the other in a reading column): the
 * site's `BlogCards`: cover, date, `h2` title, description and topics of
 * each post, two cards a row from 768 px, one on a phone.
 */
import type { ReactNode } from 'react';
import type { Props } from '@theme/BlogPostItems';
import BlogCards from '@site/src/components/BlogCards';

export default function BlogPostItems({ items }: Props): ReactNode {
  const posts = items.map(({ content: { metadata, frontMatter, assets } }) => ({
    title: metadata.title,
    permalink: metadata.permalink,
    date: metadata.date,
    description: metadata.description,
    image: assets.image ?? frontMatter.image,
    tags: metadata.tags,
  }));
  return <BlogCards posts={posts} />;
}

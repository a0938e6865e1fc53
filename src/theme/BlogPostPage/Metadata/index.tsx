/**
 * Wrapped: a post shares its cover (front matter `image`), captioned with the
 * post title; a post without a cover gets a drawn card like any page.
 */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Original from '@theme-original/BlogPostPage/Metadata';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import ShareCardMeta from '@site/src/components/ShareCardMeta';

export default function BlogPostPageMetadata(): ReactNode {
  const { assets, metadata } = useBlogPost();
  const hasCover = Boolean(assets.image ?? metadata.frontMatter.image);
  return (
    <>
      {!hasCover && <ShareCardMeta title={metadata.title} />}
      <Original />
      {hasCover && (
        <Head>
          <meta property="og:image:alt" content={metadata.title} />
          <meta name="twitter:image:alt" content={metadata.title} />
        </Head>
      )}
    </>
  );
}

import type { ReactNode } from 'react';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import { shareCardSize } from '../../../config/shareCard';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/**
 * A post's text, after its cover: the front matter's `image` with its
 * `image_alt` (per language), on the post page and in the news list. The
 * cover is the largest thing a post page paints first, so it loads eagerly
 * and first there, and lazily in lists.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const { metadata, isBlogPostPage } = useBlogPost();
  const { image, image_alt: alt } = metadata.frontMatter as { image?: unknown; image_alt?: unknown };
  return (
    <>
      {typeof image === 'string' && typeof alt === 'string' && (
        <img
          className={styles.cover}
          src={image}
          alt={alt}
          width={shareCardSize.width}
          height={shareCardSize.height}
          decoding="async"
          loading={isBlogPostPage ? 'eager' : 'lazy'}
          fetchPriority={isBlogPostPage ? 'high' : undefined}
        />
      )}
      <Content {...props} />
    </>
  );
}

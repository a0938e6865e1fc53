/**
 * Wrapped: on a post's own page the post's images are its lead image
 * (`src/components/LeadImage.tsx`): the cover, just under the first
 * paragraph, is in the first screen and loads at once. In lists, the list
 * page marks its first post instead.
 */
import type { ReactNode } from 'react';
import type { Props } from '@theme/BlogPostItem/Content';
import Original from '@theme-original/BlogPostItem/Content';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import { LeadImage } from '@site/src/components/LeadImage';

export default function BlogPostItemContent(props: Props): ReactNode {
  const { isBlogPostPage } = useBlogPost();
  return isBlogPostPage ? (
    <LeadImage>
      <Original {...props} />
    </LeadImage>
  ) : (
    <Original {...props} />
  );
}

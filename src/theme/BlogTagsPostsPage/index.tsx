/**
 * Wrapped: the theme's tag page with its own share card (the page title,
 * e.g. "3 entradas etiquetadas con «Datos»") instead of the brand-only one.
 */
import type { ReactNode } from 'react';
import Original from '@theme-original/BlogTagsPostsPage';
import type { Props } from '@theme/BlogTagsPostsPage';
import { useBlogTagsPostsPageTitle } from '@docusaurus/theme-common/internal';
import ShareCardMeta from '@site/src/components/ShareCardMeta';

export default function BlogTagsPostsPage(props: Props): ReactNode {
  const title = useBlogTagsPostsPageTitle(props.tag);
  return (
    <>
      <Original {...props} />
      <ShareCardMeta title={title} />
    </>
  );
}

/** Wrapped: the theme's tag list with its own share card (the page title). */
import type { ReactNode } from 'react';
import Original from '@theme-original/BlogTagsListPage';
import type { Props } from '@theme/BlogTagsListPage';
import { translateTagsPageTitle } from '@docusaurus/theme-common';
import ShareCardMeta from '@site/src/components/ShareCardMeta';

export default function BlogTagsListPage(props: Props): ReactNode {
  return (
    <>
      <Original {...props} />
      <ShareCardMeta title={translateTagsPageTitle()} />
    </>
  );
}

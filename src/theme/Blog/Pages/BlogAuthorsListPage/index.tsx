/** Wrapped: the theme's author list with its own share card (the page title). */
import type { ReactNode } from 'react';
import Original from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type { Props } from '@theme/Blog/Pages/BlogAuthorsListPage';
import { translateBlogAuthorsListPageTitle } from '@docusaurus/theme-common/internal';
import ShareCardMeta from '@site/src/components/ShareCardMeta';

export default function BlogAuthorsListPage(props: Props): ReactNode {
  return (
    <>
      <Original {...props} />
      <ShareCardMeta title={translateBlogAuthorsListPageTitle()} />
    </>
  );
}

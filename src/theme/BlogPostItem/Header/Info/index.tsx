/**
 * The date line under a post title (ejected): the date in the site's format
 * per language (`02/09/2025` / `2 September 2025`) instead of the theme's
 * long form, and no reading time (turned off in the blog options).
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import type { Props } from '@theme/BlogPostItem/Header/Info';
import { usePostDateFormatter } from '@site/src/hooks/build-data';
import styles from './styles.module.css';

export default function BlogPostItemHeaderInfo({ className }: Props): ReactNode {
  const { metadata } = useBlogPost();
  const formatDate = usePostDateFormatter();
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={metadata.date}>{formatDate(metadata.date)}</time>
    </div>
  );
}

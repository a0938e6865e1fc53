import type { ComponentProps, ReactNode } from 'react';
import clsx from 'clsx';
import { useIsLeadImage } from '@site/src/components/LeadImage';
import styles from './Img.module.css';

/**
 * An image in a post (`![alt](/img/blog/…)`): decoded off the main thread
 * and never distorted by the width and height attributes the MDX loader
 * adds (height follows the width). Loaded lazily, as the theme's own,
 * except the page's lead image (`src/components/LeadImage.tsx`: a post's
 * cover on its page and on the first post of a list), which loads at once
 * with high priority.
 */
export default function MDXImg(props: ComponentProps<'img'>): ReactNode {
  const lead = useIsLeadImage();
  return (
    <img
      decoding="async"
      loading={lead ? 'eager' : 'lazy'}
      fetchPriority={lead ? 'high' : undefined}
      {...props}
      className={clsx(props.className, styles.img)}
    />
  );
}

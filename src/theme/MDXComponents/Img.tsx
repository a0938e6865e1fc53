import type { ComponentProps, ReactNode } from 'react';
import clsx from 'clsx';
import BlogCover from '@site/src/components/BlogCover';
import styles from './Img.module.css';

/**
 * An image in a post (`![alt](/img/blog/…)`): decoded off the main thread and
 * never distorted by the width and height attributes the MDX loader adds
 * (height follows the width). Loaded with the page, not lazily: a post's
 * cover sits in a phone's first screen, and a lazy one is requested only
 * after the first layout (docs/performance.md, "Lighthouse").
 */
export default function MDXImg(props: ComponentProps<'img'>): ReactNode {
  return <img decoding="async" loading="eager" {...props} className={clsx(props.className, styles.img)} />;
}

/**
 * A post's cover (front matter `image` and `image_alt`), in the sized copy
 * that fits the reading column; loaded with the page, like {@link MDXImg}.
 */
export function PostCover({ image, alt }: { image: string; alt: string }): ReactNode {
  return <BlogCover image={image} alt={alt} layout="post" loading="eager" className={styles.img} />;
}

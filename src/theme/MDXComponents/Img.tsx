import type { ComponentProps, ReactNode } from 'react';
import clsx from 'clsx';
import styles from './Img.module.css';

/**
 * An image in a post (`![alt](/img/blog/…)`): loaded lazily and decoded off
 * the main thread, as the theme's own, and never distorted by the width and
 * height attributes the MDX loader adds (height follows the width).
 */
export default function MDXImg(props: ComponentProps<'img'>): ReactNode {
  return <img decoding="async" loading="lazy" {...props} className={clsx(props.className, styles.img)} />;
}

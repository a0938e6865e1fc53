/**
 * A blog cover at the width it is shown: a `<picture>` with the build's AVIF copies (`src/config/blog-covers.ts`) and a
 * JPEG `<img>` of the same widths, so a phone and a desktop each load a copy no more than twice the width it is shown. Width
 * and height are the cover's own (1200 × 630), so the space is kept before it loads. A cover outside `/img/blog/` has no
 * copies and is shown as it is.
 */
import type { ReactNode } from 'react';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import {
  coverFallbackWidth,
  coverFormats,
  coverSize,
  coverSizes,
  coverSrcSet,
  hasSizedCopies,
  sizedCoverPath,
} from '@site/src/config/blog-covers';
import styles from './styles.module.css';

/** Props of {@link BlogCover}. */
export interface BlogCoverProps {
  /** The post's `image`: a path under the site's base URL (`/img/blog/x.jpg`). */
  image: string;
  /** `''` where the cover only decorates a card whose title says it all. */
  alt: string;
  /** Where it is shown: the `sizes` of {@link coverSizes}. */
  layout: keyof typeof coverSizes;
  /** Loaded with the page (the first screen's cover) or once scrolled near. */
  loading: 'eager' | 'lazy';
  /** Asked for before other images (a list's first cover, in the first screen). */
  priority?: boolean;
  className?: string;
}

/** The cover as a `<picture>`; see the module comment. */
export default function BlogCover({ image, alt, layout, loading, priority = false, className }: BlogCoverProps): ReactNode {
  const { withBaseUrl } = useBaseUrlUtils();
  const img = (src: string, srcSet?: string) => (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet && coverSizes[layout]}
      width={coverSize.width}
      height={coverSize.height}
      alt={alt}
      loading={loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
  if (!hasSizedCopies(image)) return img(withBaseUrl(image));
  return (
    <picture className={styles.picture}>
      <source type={coverFormats.avif} srcSet={coverSrcSet(image, 'avif', withBaseUrl)} sizes={coverSizes[layout]} />
      {img(withBaseUrl(sizedCoverPath(image, coverFallbackWidth, 'jpg')), coverSrcSet(image, 'jpg', withBaseUrl))}
    </picture>
  );
}

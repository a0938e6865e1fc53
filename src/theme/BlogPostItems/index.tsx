/**
 * The posts of a blog list — the index, a tag's page, an author's page —
 * as a grid of cards (replaces the classic theme's component, which renders
 * each post's opening text one under the other in a reading column): the
 * cover, the date in the site's format, the title as an h2 linking to the
 * post (the whole card is the link's target), the post's description and
 * its topics. Two cards a row from 768 px, one on a phone.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import type { Props } from '@theme/BlogPostItems';
import { usePostDateFormatter } from '@site/src/hooks/build-data';
import ui from '@site/src/components/ui.module.css';
import styles from './styles.module.css';

/** Size of the covers (`image` in a post's front matter; the build checks it), in pixels. */
const cover = { width: 1200, height: 630 };

export default function BlogPostItems({ items }: Props): ReactNode {
  const formatDate = usePostDateFormatter();
  const { withBaseUrl } = useBaseUrlUtils();
  return (
    <ul className={clsx(ui.plainList, styles.grid)}>
      {items.map(({ content }) => {
        const { metadata, frontMatter, assets } = content;
        const image = assets.image ?? frontMatter.image;
        return (
          <li key={metadata.permalink}>
            <article className={clsx(ui.panel, styles.card)}>
              {image && (
                <img
                  className={styles.cover}
                  src={withBaseUrl(image)}
                  width={cover.width}
                  height={cover.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              )}
              <div className={styles.body}>
                <header>
                  <time className={styles.date} dateTime={metadata.date}>
                    {formatDate(metadata.date)}
                  </time>
                  <h2 className={styles.title}>
                    <Link to={metadata.permalink} className={styles.titleLink}>
                      {metadata.title}
                    </Link>
                  </h2>
                </header>
                {metadata.description && <p className={styles.description}>{metadata.description}</p>}
                {metadata.tags.length > 0 && (
                  <ul className={clsx(ui.plainList, styles.tags)}>
                    {metadata.tags.map((tag) => (
                      <li key={tag.permalink}>
                        <Link to={tag.permalink} className={styles.tag}>
                          {tag.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

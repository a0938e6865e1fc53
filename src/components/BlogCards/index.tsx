/**
 * Blog posts as a grid of cards: each with the cover, the date in the site's
 * format, the title linking to the post (the whole card is the link's
 * target), the description and, when given, the topics. The blog's lists
 * (the index, a tag's page, an author's page) show two cards a row from
 * 768 px with `h2` titles, and on a phone one a row with a square of the
 * cover beside the text (so the list's first paint is its heading, not a
 * picture); the home page's latest-news strip (`strip`) three
 * a row on a desktop with smaller `h3` titles, and below 997 px one a row
 * with the cover beside the text (on phones a small square of it, and no
 * description). A list's first
 * cover is in the first screen, so it loads at once and first; the others
 * load lazily; each in the copy of the width it is shown ({@link BlogCover}).
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { usePostDateFormatter } from '@site/src/hooks/build-data';
import BlogCover from '../BlogCover';
import ui from '../ui.module.css';
import styles from './styles.module.css';

/** One post of {@link BlogCards}. */
export interface BlogCardPost {
  title: string;
  /** Path of the post. */
  permalink: string;
  /** Publication date, ISO 8601. */
  date: string;
  description?: string;
  /** Path of the cover under the site's base URL. */
  image?: string;
  /** Its topics: each one's label and the path of its page. */
  tags?: readonly { label: string; permalink: string }[];
}

/** Props of {@link BlogCards}. */
export interface BlogCardsProps {
  posts: readonly BlogCardPost[];
  /** The home page's latest-news strip (default: a blog list, titles as `h2`). */
  strip?: boolean;
}

/** The posts as a `ul` of cards, in the order given. */
export default function BlogCards({ posts, strip = false }: BlogCardsProps): ReactNode {
  return (
    <ul className={clsx(ui.plainList, styles.list, strip && styles.strip)}>
      {posts.map((post, i) => (
        <BlogCard key={post.permalink} post={post} layout={strip ? 'strip' : 'list'} firstScreen={!strip && i === 0} />
      ))}
    </ul>
  );
}

/** One post as a card inside its `li`. */
function BlogCard({ post, layout, firstScreen }: { post: BlogCardPost; layout: 'list' | 'strip'; firstScreen: boolean }): ReactNode {
  const { title, permalink, date, description, image, tags = [] } = post;
  const formatDate = usePostDateFormatter();
  const Heading = layout === 'strip' ? 'h3' : 'h2';
  return (
    <li className={styles.item}>
      <article className={clsx(ui.panel, styles.card, layout === 'list' && styles.listCard)}>
        {image && (
          <BlogCover
            className={styles.cover}
            image={image}
            alt=""
            layout={layout}
            loading={firstScreen ? 'eager' : 'lazy'}
            priority={firstScreen}
          />
        )}
        <div className={styles.body}>
          <header>
            <time className={styles.date} dateTime={date}>
              {formatDate(date)}
            </time>
            <Heading className={styles.title}>
              <Link to={permalink} className={styles.titleLink}>
                {title}
              </Link>
            </Heading>
          </header>
          {description && <p className={styles.description}>{description}</p>}
          {tags.length > 0 && (
            <ul className={clsx(ui.plainList, styles.tags)}>
              {tags.map((tag) => (
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
}

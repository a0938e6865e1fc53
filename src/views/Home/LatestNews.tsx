/**
 * "Latest news" strip of the home page: the newest three posts of
 * the page's language, handed in by the site-pages plugin as the route
 * module `latestNews`, and a link to the blog. Renders nothing when the blog
 * has no posts.
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import useBaseUrl, { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import clsx from 'clsx';
import { ArrowRight } from 'lucide-react';
import Section from '@site/src/components/Section';
import type { LatestNewsPost } from '@site/src/plugins/site-pages';
import { usePostDateFormatter } from '@site/src/hooks/build-data';
import ui from '@site/src/components/ui.module.css';
import styles from './LatestNews.module.css';

/** Size of the covers rendered by `scripts/make-blog-covers.ts`, in pixels. */
const cover = { width: 1200, height: 630 };

/** The strip; `posts` are newest first. */
export default function LatestNews({ posts }: { posts: readonly LatestNewsPost[] }): ReactNode {
  const formatDate = usePostDateFormatter();
  const blogPath = useBaseUrl('/blog');
  const { withBaseUrl } = useBaseUrlUtils();
  if (posts.length === 0) return null;
  return (
    <Section
      id="news"
      title={translate({
        id: 'home.news.title',
        message: 'Últimas noticias',
        description: 'Heading of the latest blog posts on the home page',
      })}
      intro={translate({
        id: 'home.news.intro',
        message: 'Consejos prácticos, novedades de nuestras apps y los proyectos que apoyamos.',
        description: 'Intro line of the latest blog posts on the home page',
      })}
    >
      <ul className={clsx(ui.plainList, styles.grid)}>
        {posts.map((post) => (
          <li key={post.permalink} className={clsx(ui.panel, styles.card)}>
            {post.image && (
              <img
                className={styles.cover}
                src={withBaseUrl(post.image)}
                width={cover.width}
                height={cover.height}
                alt=""
                loading="lazy"
                decoding="async"
              />
            )}
            <div className={styles.body}>
              <time className={styles.date} dateTime={post.date}>
                {formatDate(post.date)}
              </time>
              <h3 className={styles.title}>
                <Link to={post.permalink} className={styles.titleLink}>
                  {post.title}
                </Link>
              </h3>
              <p className={styles.description}>{post.description}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.all}>
        <Link to={blogPath} className={ui.arrowLink}>
          <Translate id="home.news.all" description="Link from the home page to the blog index">
            Ver todas las noticias
          </Translate>
          <ArrowRight aria-hidden="true" size={18} />
        </Link>
      </p>
    </Section>
  );
}

/**
 * "Latest news" strip of the home page: the newest three posts of
 * the page's language, handed in by the site-pages plugin as the route
 * module `latestNews`, as blog cards, and a link to the blog. Renders
 * nothing when the blog has no posts.
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { ArrowRight } from 'lucide-react';
import Section from '@site/src/components/Section';
import type { LatestNewsPost } from '@site/src/plugins/site-pages';
import BlogCards from '@site/src/components/BlogCards';
import ui from '@site/src/components/ui.module.css';
import styles from './LatestNews.module.css';

/** The strip; `posts` are newest first. */
export default function LatestNews({ posts }: { posts: readonly LatestNewsPost[] }): ReactNode {
  const blogPath = useBaseUrl('/blog');
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
      <BlogCards posts={posts} strip />
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

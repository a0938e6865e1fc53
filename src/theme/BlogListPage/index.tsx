/**
 * The blog index (ejected from the classic theme). Adds what the theme's
 * list lacks: the site's hero band with the page's only h1 (the blog title),
 * its description and visible links to the RSS and Atom feeds of the page's
 * language (the `<link rel="alternate">` tags in the head come from the blog
 * plugin), and links to the tag list, the archive and the authors. The JSON-LD `Blog` and its posts get the page's `inLanguage`.
 * The posts are cards at the site's content width (`@theme/BlogPostItems`).
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Translate, { translate } from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useBlogListPageStructuredData } from '@docusaurus/plugin-content-blog/client';
import type { Props } from '@theme/BlogListPage';
import { Rss } from 'lucide-react';
import { localeInfo } from '@site/src/config/locales';
import { keepFiguresTogether } from '@site/src/utils/typography';
import { useLocale, useBlogPagesCopy } from '@site/src/hooks/build-data';
import BlogPage from '@site/src/components/BlogPage';
import { blogListPaths } from '@site/src/config/routes';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

function FeedLinks(): ReactNode {
  const rss = useBaseUrl('/blog/rss.xml');
  const atom = useBaseUrl('/blog/atom.xml');
  return (
    <p className={styles.feeds}>
      <Rss aria-hidden="true" size={18} className={styles.feedIcon} />
      <Translate id="blog.feeds.label" description="Text before the links to the blog's RSS and Atom feeds">
        Sigue las noticias por
      </Translate>{' '}
      {/* Plain anchors: the feeds are files, not routes of the app. */}
      <a href={rss} type="application/rss+xml">
        RSS
      </a>{' '}
      <Translate id="blog.feeds.or" description="Word between the RSS and Atom feed links">
        o
      </Translate>{' '}
      <a href={atom} type="application/atom+xml">
        Atom
      </a>
    </p>
  );
}

/** Links to the blog's other lists, each labelled with that page's title. */
function BrowseLinks(): ReactNode {
  const copy = useBlogPagesCopy();
  const links = [
    { to: blogListPaths.tags, label: copy.tags.title },
    { to: blogListPaths.archive, label: copy.archive.title },
    { to: blogListPaths.authors, label: copy.authors.title },
  ];
  return (
    <nav aria-label={copy.index.browse} className={styles.browseNav}>
      <ul className={styles.browse}>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function StructuredData(props: Props): ReactNode {
  const data = useBlogListPageStructuredData(props) as unknown as { blogPost: Record<string, unknown>[] };
  const inLanguage = localeInfo[useLocale()].htmlLang;
  // The theme captions cover images in English ("title image for the blog
  // post: …") whatever the language: the headline is caption enough.
  const blogPost = data.blogPost.map((post) => {
    const image = post.image as Record<string, unknown> | undefined;
    return { ...post, inLanguage, ...(image ? { image: { ...image, caption: post.headline } } : {}) };
  });
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify({ ...data, inLanguage, blogPost })}</script>
    </Head>
  );
}

export default function BlogListPage(props: Props): ReactNode {
  const { metadata, items } = props;
  const { blogTitle, blogDescription } = metadata;
  const copy = useBlogPagesCopy().index;
  const firstPage = metadata.page === 1;
  // Later pages: "News, page 2", the page number kept on the line of its word.
  const title = firstPage
    ? blogTitle
    : keepFiguresTogether(
        translate(
          {
            id: 'blog.list.pageTitle',
            message: '{title}, página {page}',
            description: 'Title of the second and later pages of the blog index',
          },
          { title: blogTitle, page: metadata.page },
        ),
      );
  return (
    <BlogPage
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}
      title={title}
      description={blogDescription}
      head={<StructuredData {...props} />}
      hero={{
        eyebrow: copy.eyebrow,
        title,
        lead: blogDescription,
        actions: (
          <>
            <FeedLinks />
            <BrowseLinks />
          </>
        ),
      }}
      posts={{ items, metadata }}
    />
  );
}

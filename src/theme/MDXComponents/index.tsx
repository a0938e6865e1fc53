/**
 * MDX components of the blog posts (replaced, not wrapped). The theme's map
 * pulls code blocks with Prism, admonitions, details, tabs and Mermaid into
 * a 36 KB (gzip) chunk that every post and the blog index loaded, pushing
 * them over the 160 KB JavaScript budget (docs/performance.md, gate 6). Posts here are
 * prose: paragraphs, lists, h2 headings, one image and `<PageLink>`. So the
 * map keeps only what changes their markup:
 *
 * - `h2`…`h6`: the theme's `Heading` (id, anchor link, registration of the
 *   anchor for the broken-link check, which the table of contents needs);
 * - `a`: Docusaurus `Link`, so a Markdown link to a page of the site routes
 *   in the app and goes through the build's broken-link check;
 * - `img`: loaded with the page, async decoding, height kept proportional ({@link MDXImg});
 * - `PostCover`: the post's cover, which `src/plugins/blog-cover` puts after
 *   the first paragraph, in the copy that fits the screen ({@link PostCover});
 * - `PageLink`: a link by route key ({@link PageLink}; docs/publishing.md).
 *
 * Everything else (paragraphs, lists, emphasis) renders as
 * plain HTML. A post that needs a code block, an admonition or `<details>`
 * must add that component here first (see src/theme/README.md).
 */
import type { ComponentProps, ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import MDXImg, { PostCover } from './Img';
import PageLink from './PageLink';

type HeadingProps = Omit<ComponentProps<typeof Heading>, 'as'>;

/** The components MDX uses in place of the same-named HTML elements, plus `PageLink`. */
const MDXComponents = {
  // h1 is the post title, rendered by the page; a Markdown `#` in a post is still an h1 without anchor.
  h1: (props: HeadingProps): ReactNode => <Heading as="h1" {...props} />,
  h2: (props: HeadingProps): ReactNode => <Heading as="h2" {...props} />,
  h3: (props: HeadingProps): ReactNode => <Heading as="h3" {...props} />,
  h4: (props: HeadingProps): ReactNode => <Heading as="h4" {...props} />,
  h5: (props: HeadingProps): ReactNode => <Heading as="h5" {...props} />,
  h6: (props: HeadingProps): ReactNode => <Heading as="h6" {...props} />,
  a: (props: ComponentProps<'a'>): ReactNode => <Link {...props} />,
  img: MDXImg,
  PostCover,
  PageLink,
};

export default MDXComponents;

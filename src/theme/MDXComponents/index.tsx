/**
 * MDX components available in every blog post without an import (wrapped,
 * not ejected): the theme's own plus {@link PageLink}, so staff link to a
 * page of the site by its route key and each language resolves its own path.
 */
import MDXComponents from '@theme-original/MDXComponents';
import PageLink from './PageLink';

export default {
  ...MDXComponents,
  PageLink,
};

/**
 * The blog's typography: the site's `typeset` (`src/utils/typography.ts`) —
 * figures on their unit's line, ranges whole, the locale's quotes — as the
 * page loader applies it to page content. The remark plugin covers the text
 * of every post and its excerpt in the news list (before Docusaurus's own
 * remark plugins, so the table of contents reads typeset headings); code,
 * URLs and MDX attributes are left alone. {@link typesetBlogPosts} covers
 * each post's title and description (front matter), wherever they show.
 */
import type { BlogPost } from '@docusaurus/plugin-content-blog';
import type { Locale } from '../../config/locales';
import { typeset } from '../../utils/typography';

/** The parts of an mdast tree this plugin reads and writes. */
interface Node {
  type: string;
  value?: string;
  children?: Node[];
}

/** Options of {@link remarkTypography}. */
export interface RemarkTypographyOptions {
  /** Language of the posts being built (quotes differ). */
  locale: Locale;
}

/** Blocks whose text starts afresh: a quote at their start opens. */
const blocks = new Set(['root', 'paragraph', 'heading', 'listItem', 'tableCell', 'blockquote', 'mdxJsxFlowElement']);

/** The remark plugin: every `text` node typeset, reading each quote with the character shown before it. */
export default function remarkTypography({ locale }: RemarkTypographyOptions) {
  return (tree: Node): void => {
    let before = '';
    const walk = (node: Node): void => {
      if (blocks.has(node.type)) before = '';
      if (node.type === 'text' && typeof node.value === 'string') {
        node.value = typeset(node.value, locale, before);
        before = node.value.slice(-1);
        return;
      }
      if (node.type === 'inlineCode' && typeof node.value === 'string') {
        before = node.value.slice(-1);
        return;
      }
      if (node.type === 'code' || node.type === 'html' || node.type.startsWith('mdxjsEsm') || node.type.startsWith('mdxFlowExpression'))
        return;
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
  };
}

/**
 * The blog plugin's `processBlogPosts` option: every post's title and
 * description typeset for `locale` (the news list, the post, its `<title>`
 * and the home page's latest news read them from here).
 */
export function typesetBlogPosts(locale: Locale) {
  return async ({ blogPosts }: { blogPosts: BlogPost[] }): Promise<BlogPost[]> =>
    blogPosts.map((post) => ({
      ...post,
      metadata: { ...post.metadata, title: typeset(post.metadata.title, locale), description: typeset(post.metadata.description, locale) },
    }));
}

/**
 * Remark plugin of the blog: draws a post's cover (front matter `image`,
 * described by its translated `image_alt`) as an image right after the
 * post's first paragraph, in the post page, the news list and the feeds.
 * After the opening paragraph, not above it: on a phone the title and that
 * paragraph are what the page paints first, and the cover loads lazily
 * below them (docs/performance.md). It runs before Docusaurus's own remark
 * plugins, so the image gets its size and built URL like one written in the
 * text. Posts without both fields are left as they are (the build check,
 * `src/plugins/content-rules`, names them).
 */

/** The parts of an mdast tree this plugin reads and writes. */
interface Node {
  type: string;
  children?: Node[];
  url?: string;
  alt?: string;
}

/** The remark plugin (no options). */
export default function remarkBlogCover() {
  return (tree: Node, file: { data: { frontMatter?: Record<string, unknown> } }): void => {
    const { image, image_alt: alt } = file.data.frontMatter ?? {};
    if (typeof image !== 'string' || typeof alt !== 'string' || !tree.children) return;
    const first = tree.children.findIndex((n) => n.type === 'paragraph');
    const cover: Node = { type: 'paragraph', children: [{ type: 'image', url: image, alt }] };
    tree.children.splice(first + 1, 0, cover);
  };
}

/**
 * Remark plugin of the blog: draws a post's cover (front matter `image`,
 * `image_alt`) right after its first paragraph — so on a phone the title and
 * that paragraph paint first — in the post, the news list and the feeds. It
 * runs before Docusaurus's remark plugins, so the image is sized and built
 * like one in the text. Posts without both fields are left alone (the build
 * check names them).
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

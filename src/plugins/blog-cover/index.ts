/**
 * Remark plugin of the blog: draws a post's cover (front matter `image`,
 * `image_alt`) right after its first paragraph — so on a phone the title and
 * that paragraph paint first — in the post, the news list and the feeds, as
 * a `<PostCover>` element (`src/theme/MDXComponents`), which loads the sized
 * copy that fits the screen (`src/components/BlogCover`). Posts without both
 * fields are left alone (the build check names them).
 */

/** The parts of an mdast tree this plugin reads and writes. */
interface Node {
  type: string;
  children?: Node[];
  name?: string;
  attributes?: { type: 'mdxJsxAttribute'; name: string; value: string }[];
}

/** The remark plugin (no options). */
export default function remarkBlogCover() {
  return (tree: Node, file: { data: { frontMatter?: Record<string, unknown> } }): void => {
    const { image, image_alt: alt } = file.data.frontMatter ?? {};
    if (typeof image !== 'string' || typeof alt !== 'string' || !tree.children) return;
    const first = tree.children.findIndex((n) => n.type === 'paragraph');
    const cover: Node = {
      type: 'mdxJsxFlowElement',
      name: 'PostCover',
      attributes: [
        { type: 'mdxJsxAttribute', name: 'image', value: image },
        { type: 'mdxJsxAttribute', name: 'alt', value: alt },
      ],
      children: [],
    };
    tree.children.splice(first + 1, 0, cover);
  };
}

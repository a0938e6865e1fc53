/**
 * Remark plugin of the blog: draws a post's cover (front matter `image`,
 * `image_alt`) right under its first `## ` heading (after the first paragraph
 * when it has none), in the post and the feeds. So the cover stays out of the
 * news list (which shows a post up to that heading) and out of a phone's
 * first screen: those pages paint their text as fast as the other pages
 * (docs/performance.md, "Lighthouse"). It runs before Docusaurus's remark
 * plugins, so the image is sized and built like one in the text. Posts
 * without both fields are left alone (the build check names them).
 */

/** The parts of an mdast tree this plugin reads and writes. */
interface Node {
  type: string;
  children?: Node[];
  url?: string;
  alt?: string;
  depth?: number;
}

/** The remark plugin (no options). */
export default function remarkBlogCover() {
  return (tree: Node, file: { data: { frontMatter?: Record<string, unknown> } }): void => {
    const { image, image_alt: alt } = file.data.frontMatter ?? {};
    if (typeof image !== 'string' || typeof alt !== 'string' || !tree.children) return;
    const heading = tree.children.findIndex((n) => n.type === 'heading' && n.depth === 2);
    const at = heading >= 0 ? heading : tree.children.findIndex((n) => n.type === 'paragraph');
    const cover: Node = { type: 'paragraph', children: [{ type: 'image', url: image, alt }] };
    tree.children.splice(at + 1, 0, cover);
  };
}

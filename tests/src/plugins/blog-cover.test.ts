/**
 * Where a post's cover goes: under its first `## ` heading, so the news list
 * (a post up to that heading) and a phone's first screen stay text; after the
 * first paragraph in a post without one.
 */
import { describe, expect, it } from 'vitest';
import remarkBlogCover from '../../../src/plugins/blog-cover';

type Node = { type: string; depth?: number; children?: Node[]; url?: string; alt?: string };
const paragraph = (): Node => ({ type: 'paragraph', children: [] });
const heading = (depth: number): Node => ({ type: 'heading', depth, children: [] });
const frontMatter = { image: '/img/blog/x.webp', image_alt: 'A workshop bench' };

/** The tree after the plugin, as node types, the cover shown as `cover`. */
function typesAfter(children: Node[], fm: Record<string, unknown> = frontMatter): string[] {
  const tree: Node = { type: 'root', children };
  remarkBlogCover()(tree, { data: { frontMatter: fm } });
  return tree.children!.map((n) => (n.children?.[0]?.type === 'image' ? `cover:${n.children[0].url}:${n.children[0].alt}` : n.type));
}

describe('blog cover', () => {
  it('goes right under the first second-level heading', () => {
    expect(typesAfter([paragraph(), paragraph(), heading(2), paragraph(), heading(2)])).toEqual([
      'paragraph',
      'paragraph',
      'heading',
      `cover:${frontMatter.image}:${frontMatter.image_alt}`,
      'paragraph',
      'heading',
    ]);
  });

  it('goes after the first paragraph when the post has no second-level heading', () => {
    expect(typesAfter([heading(3), paragraph(), paragraph()])).toEqual([
      'heading',
      'paragraph',
      `cover:${frontMatter.image}:${frontMatter.image_alt}`,
      'paragraph',
    ]);
  });

  it('leaves a post without cover or description alone', () => {
    expect(typesAfter([paragraph(), heading(2)], { image: frontMatter.image })).toEqual(['paragraph', 'heading']);
  });
});

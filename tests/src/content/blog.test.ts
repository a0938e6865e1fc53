/**
 * The blog's files: every post has an English twin (same file name) with
 * the same authors, tags and cover, each language with a slug of its own;
 * covers are served by the site and stay
 * small; the founder in authors.yml is the one of the company module; and the
 * home page's latest-news data takes the newest listed posts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import { blogSourceDirs } from '../../../src/config/blog-urls';
import { company } from '../../../src/config/company';
import { limits } from '../../../src/config/limits';
import { newestPosts } from '../../../src/plugins/site-pages';

const root = path.resolve(__dirname, '../../..');
const esDir = path.join(root, blogSourceDirs.es);
const enDir = path.join(root, blogSourceDirs.en);
const posts = readdirSync(esDir).filter((f) => /\.mdx?$/.test(f) && !f.startsWith('_'));

/** Front matter fields of one post, as raw strings. */
function frontMatter(file: string): Record<string, string> {
  const block = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/^(\w+):\s*(.*)$/gm)].map((m) => [m[1], m[2].trim()]));
}

describe('blog posts', () => {
  it('has at least four posts', () => expect(posts.length).toBeGreaterThanOrEqual(4));

  it.each(posts)(
    '%s: both languages share authors, tags and cover, each has its own slug; the cover is small and served by the site',
    (file) => {
      const es = frontMatter(path.join(esDir, file));
      const en = frontMatter(path.join(enDir, file));
      expect(es.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(en.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      for (const field of ['authors', 'tags', 'image']) expect(en[field], field).toBe(es[field]);
      expect(en.title).not.toBe(es.title);
      expect(en.description).not.toBe(es.description);
      expect(es.image).toMatch(/^\/img\/blog\/[\w-]+\.(?:jpg|webp)$/);
      const cover = path.join(root, 'static', es.image);
      expect(existsSync(cover)).toBe(true);
      expect(statSync(cover).size).toBeLessThanOrEqual(limits.blogCoverMaxBytes);
    },
  );

  it('names the founder of the company module in both authors files', () => {
    for (const dir of [esDir, enDir]) {
      const yml = readFileSync(path.join(dir, 'authors.yml'), 'utf8');
      expect(yml).toContain(`name: ${company.founder.name}`);
      expect(yml).not.toMatch(/image_url:\s*https?:/); // nothing from other origins
    }
  });
});

describe('newestPosts', () => {
  const post = (title: string, date: string, extra: { unlisted?: boolean; image?: string } = {}) => ({
    metadata: {
      title,
      permalink: `/blog/${title}`,
      date: new Date(date),
      description: `${title} text`,
      unlisted: extra.unlisted ?? false,
      frontMatter: extra.image ? { image: extra.image } : {},
    },
  });
  const content = {
    blogPosts: [
      post('a', '2026-01-01'),
      post('d', '2026-04-01', { image: '/img/blog/d.jpg' }),
      post('hidden', '2026-05-01', { unlisted: true }),
      post('b', '2026-02-01'),
      post('c', '2026-03-01'),
    ],
  } as unknown as BlogContent;

  it('returns the newest listed posts, newest first, with ISO dates and covers', () => {
    expect(newestPosts(content, 3)).toEqual([
      { title: 'd', permalink: '/blog/d', date: '2026-04-01T00:00:00.000Z', description: 'd text', image: '/img/blog/d.jpg' },
      { title: 'c', permalink: '/blog/c', date: '2026-03-01T00:00:00.000Z', description: 'c text' },
      { title: 'b', permalink: '/blog/b', date: '2026-02-01T00:00:00.000Z', description: 'b text' },
    ]);
  });

  it('returns nothing when the blog is off', () => expect(newestPosts(undefined, 3)).toEqual([]));
});

/**
 * The blog's current URLs in both languages, read from its sources: posts
 * (`slug:` or Docusaurus's date path), index, archive, tags index and tags;
 * and the pairing of each post with its translation (the same file name in
 * both language folders, each file with its own `slug:`), which the language
 * switch, hreflang links and sitemap follow. Node only; pages get the pairs
 * from the build. docs/urls.md.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import type { AllContent } from '@docusaurus/types';
import { localePrefix, locales, type Locale } from './locales';
import type { CurrentUrl } from './url-record';
import { blogBase, blogListPaths, type BlogPostPaths } from './routes';

/** The project folder: this file lives in `src/config/`. */
export const projectRoot = path.resolve(__dirname, '..', '..');

/** Posts on one page of the news index (the newest first; older ones on the next pages). */
export const blogPostsPerPage = 10;

/** Posts in each language's RSS and Atom feeds: the newest ones. */
export const blogFeedLimit = 20;

/** The blog plugin's name: the key of its content for other plugins, and its folder under `i18n/<locale>/`. */
const blogPluginName = 'docusaurus-plugin-content-blog';

/** Where each language's posts and `tags.yml` live, relative to the project folder. */
export const blogSourceDirs: Record<Locale, string> = {
  es: path.join('i18n', 'es', blogPluginName),
  en: path.join('i18n', 'en', blogPluginName),
};

/** The blog's loaded posts and metadata, as another plugin's `allContentLoaded` gets them; `undefined` when the blog did not load. */
export function blogContentOf(allContent: AllContent): BlogContent | undefined {
  return allContent[blogPluginName]?.default as BlogContent | undefined;
}

const postFile = /^(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/;

/** A post split into its front matter (its leading `---` YAML block, as Docusaurus reads it; `{}` when absent) and its body. */
export function parsePost(text: string): { front: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(text);
  const front: unknown = match && yaml.load(match[1]);
  const isObject = typeof front === 'object' && front !== null && !Array.isArray(front);
  return { front: isObject ? (front as Record<string, unknown>) : {}, body: match ? match[2] : text };
}

/** A post's identity in the published-URL record: `blog:post:<file name without extension>`, the same in both languages. */
export function blogPostId(file: string): string {
  return `blog:post:${file.replace(/\.mdx?$/, '')}`;
}

/** `/blog/<slug>` from `slug:` (absolute or relative), else `/blog/YYYY/MM/DD/<name>` as Docusaurus does. */
function postPath(file: string, { slug }: { slug?: unknown }): string {
  if (typeof slug === 'string' && slug) return slug.startsWith('/') ? `${blogBase}${slug}` : `${blogBase}/${slug}`;
  const [, y, mo, d, name] = postFile.exec(file)!;
  return `${blogBase}/${y}/${mo}/${d}/${name}`;
}

/** Tag keys and permalinks of a `tags.yml` (top-level keys; `permalink:` defaults to `/<key>`). */
function tagPermalinks(source: string): Map<string, string> {
  const tags = (yaml.load(source) ?? {}) as Record<string, { permalink?: string } | null>;
  return new Map(Object.entries(tags).map(([key, tag]) => [key, tag?.permalink ?? `/${key}`]));
}

/** The blog's URLs in both languages; `root` is the project folder. */
export function blogUrls(root: string = projectRoot): CurrentUrl[] {
  const urls: CurrentUrl[] = [];
  for (const locale of locales) {
    const dir = path.join(root, blogSourceDirs[locale]);
    if (!existsSync(dir)) continue;
    const prefix = localePrefix[locale];
    const add = (id: string, p: string, draft?: boolean) =>
      urls.push({ id, locale, path: `${prefix}${p}`, ...(draft ? { draft: true as const } : {}) });
    add('blog:index', blogBase);
    add('blog:archive', blogListPaths.archive);
    add('blog:tags', blogListPaths.tags);
    const tagsFile = path.join(dir, 'tags.yml');
    if (existsSync(tagsFile)) {
      for (const [key, permalink] of tagPermalinks(readFileSync(tagsFile, 'utf8'))) add(`blog:tag:${key}`, `${blogBase}/tags${permalink}`);
    }
    for (const file of readdirSync(dir)
      .filter((f) => postFile.test(f))
      .sort()) {
      const fields = parsePost(readFileSync(path.join(dir, file), 'utf8')).front;
      add(blogPostId(file), postPath(file, fields), String(fields.draft) === 'true');
    }
  }
  return urls;
}

/** One post in every language: its identity, its path in each language, and whether it is a draft (in any language). */
export interface BlogPostPair {
  id: string;
  paths: BlogPostPaths;
  draft?: true;
}

/**
 * Each post with a file in every language, paired by file name (its identity), with its own path in each language:
 * `/blog/<Spanish slug>` and `/en/blog/<English slug>`. Oldest first; a post missing from a language is left out
 * (`npm run i18n:check` fails on it). `root` is the project folder.
 */
export function blogPostPairs(root: string = projectRoot): BlogPostPair[] {
  const byId = new Map<string, { paths: Partial<Record<Locale, string>>; draft: boolean }>();
  for (const u of blogUrls(root)) {
    if (!u.id.startsWith('blog:post:')) continue;
    const entry = byId.get(u.id) ?? { paths: {}, draft: false };
    entry.paths[u.locale] = u.path;
    entry.draft ||= u.draft === true;
    byId.set(u.id, entry);
  }
  const pairs: BlogPostPair[] = [];
  for (const [id, { paths, draft }] of byId) {
    if (!locales.every((l) => paths[l] !== undefined)) continue;
    pairs.push({ id, paths: paths as BlogPostPaths, ...(draft ? { draft: true as const } : {}) });
  }
  return pairs;
}

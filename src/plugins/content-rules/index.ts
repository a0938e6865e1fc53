/**
 * Local Docusaurus plugin that stops the build on content staff can get
 * wrong, naming file and field (docs/publishing.md, "Rules the build
 * enforces"): the business data against `src/schemas/business.ts`; each
 * post's cover (`image`, at most `limits.blogCoverMaxBytes`, no other
 * post's of the same language), `image_alt` and `description` length; an
 * `alt` text for every image of a post's text; no two posts of a language
 * at one `slug`. The messages are `src/schemas/messages.ts`'s. A link of a
 * post's text that leads nowhere is Docusaurus's to report
 * (`onBrokenLinks: 'throw'`), with the post's page and the link.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { blogContentOf } from '../../config/blog-urls';
import { limits } from '../../config/limits';
import { checkBusinessData, companyDataSchema, priceTableSchema } from '../../schemas/business';
import { say, type StaffMessage } from '../../schemas/messages';

/** A post's file relative to the site, from its `@site/…` source. */
const siteFile = (source: string) => source.replace(/^@site\//, '');

/** The business data files and their schemas, relative to the site. */
export const businessDataFiles: readonly { file: string; schema: z.ZodType }[] = [
  { file: 'src/data/company.json', schema: companyDataSchema },
  { file: 'src/data/prices.json', schema: priceTableSchema },
];

/**
 * Checks the business data files of a site.
 * @throws Error naming every bad file and field (`file: field: message`), or a file that is not JSON.
 */
export function checkBusinessFiles(siteDir: string): void {
  for (const { file, schema } of businessDataFiles) {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path.join(siteDir, file), 'utf8'));
    } catch (error) {
      throw new Error(`${file}: ${say('invalidJson', { detail: (error as Error).message })}`);
    }
    checkBusinessData(file, schema, data);
  }
}

/** The problems of one post's front matter, as `file: field: message` lines. */
export function postProblems(siteDir: string, source: string, frontMatter: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const file = siteFile(source);
  const { image, image_alt: alt, description } = frontMatter;
  if (typeof image !== 'string' || image.trim() === '') problems.push(`${file}: image: ${say('coverMissing')}`);
  else if (!existsSync(path.join(siteDir, 'static', image))) problems.push(`${file}: image: ${say('coverNotFound', { image })}`);
  else if (statSync(path.join(siteDir, 'static', image)).size > limits.blogCoverMaxBytes) {
    const kb = (bytes: number) => Math.ceil(bytes / 1024);
    const weight = { kb: String(kb(statSync(path.join(siteDir, 'static', image)).size)), maxKb: String(kb(limits.blogCoverMaxBytes)) };
    problems.push(`${file}: image: ${say('coverTooHeavy', { image, ...weight })}`);
  }
  if (typeof alt !== 'string' || alt.trim() === '') problems.push(`${file}: image_alt: ${say('coverAlt')}`);
  if (typeof description !== 'string' || description.trim() === '') problems.push(`${file}: description: ${say('descriptionMissing')}`);
  else if (description.length > limits.metaDescriptionMaxChars) {
    const length = { length: String(description.length), max: String(limits.metaDescriptionMaxChars) };
    problems.push(`${file}: description: ${say('descriptionTooLong', length)}`);
  }
  return problems;
}

/** The posts whose value is another's too (`[source, value]`, `undefined`: none), as `file: field: message` lines. */
function sharedValues(field: string, message: StaffMessage, key: string, posts: [string, string | undefined][]): string[] {
  const byValue = new Map<string, string[]>();
  for (const [source, v] of posts) if (v !== undefined) byValue.set(v, [...(byValue.get(v) ?? []), siteFile(source)]);
  return [...byValue]
    .filter(([, files]) => files.length > 1)
    .flatMap(([v, files]) =>
      files.map((f) => `${f}: ${field}: ${say(message, { [key]: v, files: files.filter((o) => o !== f).join(', ') })}`),
    );
}

/** Posts of one language that share a permalink, as `file: slug: message` lines. */
export function duplicateSlugs(posts: readonly { source: string; permalink: string }[]): string[] {
  const permalinks = posts.map((p): [string, string] => [p.source, p.permalink]);
  return sharedValues('slug', 'slugTaken', 'permalink', permalinks);
}

/** Posts of one language whose cover is another post's too, as `file: image: message` lines. */
export function sharedCovers(posts: readonly { source: string; frontMatter: Record<string, unknown> }[]): string[] {
  const cover = (image: unknown) => (typeof image === 'string' && image.trim() !== '' ? image : undefined);
  const covers = posts.map((p): [string, string | undefined] => [p.source, cover(p.frontMatter.image)]);
  return sharedValues('image', 'coverShared', 'image', covers);
}

/** The lines of a post's text outside fenced code blocks, with their 1-based line numbers. */
function proseLines(text: string): { line: number; text: string }[] {
  let fenced = false;
  return text.split('\n').flatMap((t, i) => {
    if (/^\s*(```|~~~)/.test(t)) {
      fenced = !fenced;
      return [];
    }
    return fenced ? [] : [{ line: i + 1, text: t }];
  });
}

/**
 * The images of a post's text (Markdown `![alt](src)` or an `<img>` tag)
 * without an `alt` text, as `file: text: line N: message` lines.
 * @param file the post's file, relative to the site; `text` its content.
 */
export function bodyImageProblems(file: string, text: string): string[] {
  return proseLines(text).flatMap(({ line, text: t }) => [
    ...[...t.matchAll(/!\[([^\]]*)\]\(\s*<?([^)\s>]+)/g)]
      .filter((m) => m[1].trim() === '')
      .map((m) => `${file}: text: line ${line}: ${say('imageWithoutAlt', { src: m[2] })}`),
    ...[...t.matchAll(/<img\b[^>]*>/gi)]
      .filter((m) => !/\salt\s*=\s*["'{][^"'}]*\S/.test(m[0]))
      .map((m) => `${file}: text: line ${line}: ${say('imgWithoutAlt', { tag: m[0] })}`),
  ]);
}

export default function contentRulesPlugin(context: LoadContext): Plugin {
  return {
    name: 'content-rules',
    loadContent() {
      checkBusinessFiles(context.siteDir);
    },
    allContentLoaded({ allContent }) {
      const blog = blogContentOf(allContent);
      const posts = (blog?.blogPosts ?? []).map((p) => p.metadata);
      const text = (file: string) => readFileSync(path.join(context.siteDir, file), 'utf8');
      const problems = [
        ...posts.flatMap((p) => postProblems(context.siteDir, p.source, p.frontMatter)),
        ...sharedCovers(posts),
        ...posts.flatMap((p) => bodyImageProblems(siteFile(p.source), text(siteFile(p.source)))),
        ...duplicateSlugs(posts),
      ];
      if (problems.length > 0) throw new Error(`${say('postsHeading')}\n${problems.join('\n')}`);
    },
  };
}

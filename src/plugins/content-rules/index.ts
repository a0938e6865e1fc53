/**
 * Local Docusaurus plugin that stops the build on content staff can get
 * wrong, naming file and field (docs/publishing.md, "Rules the build
 * enforces"): the business data against `src/schemas/business.ts`; each
 * post's cover (`image`, at most `limits.blogCoverMaxBytes`), `image_alt`
 * and `description` length; no two posts of a language at one `slug`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import { limits } from '../../config/limits';
import { checkBusinessData, companyDataSchema, priceTableSchema } from '../../schemas/business';

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
      throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
    }
    checkBusinessData(file, schema, data);
  }
}

/** The problems of one post's front matter, as `file: field: message` lines. */
export function postProblems(siteDir: string, source: string, frontMatter: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const file = source.replace(/^@site\//, '');
  const { image, image_alt: alt, description } = frontMatter;
  if (typeof image !== 'string' || image.trim() === '') problems.push(`${file}: image: a post needs a cover image`);
  else if (!existsSync(path.join(siteDir, 'static', image))) problems.push(`${file}: image: ${image} is not a file under static/`);
  else if (statSync(path.join(siteDir, 'static', image)).size > limits.blogCoverMaxBytes) {
    const kb = (bytes: number) => Math.ceil(bytes / 1024);
    problems.push(
      `${file}: image: ${image} weighs ${kb(statSync(path.join(siteDir, 'static', image)).size)} KB, at most ${kb(limits.blogCoverMaxBytes)} KB`,
    );
  }
  if (typeof alt !== 'string' || alt.trim() === '') problems.push(`${file}: image_alt: say in a sentence what the cover shows`);
  if (typeof description !== 'string' || description.trim() === '') problems.push(`${file}: description: a post needs a description`);
  else if (description.length > limits.metaDescriptionMaxChars) {
    problems.push(`${file}: description: ${description.length} characters, at most ${limits.metaDescriptionMaxChars}`);
  }
  return problems;
}

/** Posts of one language that share a permalink, as `file: slug: message` lines. */
export function duplicateSlugs(posts: readonly { source: string; permalink: string }[]): string[] {
  const byPermalink = new Map<string, string[]>();
  for (const p of posts) byPermalink.set(p.permalink, [...(byPermalink.get(p.permalink) ?? []), p.source.replace(/^@site\//, '')]);
  return [...byPermalink]
    .filter(([, files]) => files.length > 1)
    .flatMap(([permalink, files]) =>
      files.map((f) => `${f}: slug: ${permalink} is also the address of ${files.filter((o) => o !== f).join(', ')}`),
    );
}

export default function contentRulesPlugin(context: LoadContext): Plugin {
  return {
    name: 'content-rules',
    loadContent() {
      checkBusinessFiles(context.siteDir);
    },
    allContentLoaded({ allContent }) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const posts = blog?.blogPosts ?? [];
      const problems = [
        ...posts.flatMap((post) =>
          postProblems(context.siteDir, post.metadata.source, post.metadata.frontMatter as Record<string, unknown>),
        ),
        ...duplicateSlugs(posts.map((p) => p.metadata)),
      ];
      if (problems.length > 0) throw new Error(`News posts to fix before publishing:\n${problems.join('\n')}`);
    },
  };
}

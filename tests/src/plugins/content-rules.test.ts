/**
 * What stops a build before bad staff input is published: the business data
 * files against their schemas, each news post's cover, cover description and
 * summary, a cover shared by two posts, an image of a post's text without
 * its description, and two posts at one address. Every message names the file and the
 * field, so whoever reads the failed check knows what to fix.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bodyImageProblems,
  businessDataFiles,
  checkBusinessFiles,
  duplicateSlugs,
  postProblems,
  sharedCovers,
} from '../../../src/plugins/content-rules';
import { limits } from '../../../src/config/limits';

const root = path.resolve(__dirname, '../../..');

describe('business data', () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  /** A copy of the data files with one changed by `edit`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test writes wrong shapes on purpose
  function siteWith(file: string, edit: (data: Record<string, any>) => void): string {
    dir = mkdtempSync(path.join(os.tmpdir(), 'business-'));
    for (const f of businessDataFiles) cpSync(path.join(root, f.file), path.join(dir, f.file), { recursive: true });
    const data = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    edit(data);
    writeFileSync(path.join(dir, file), JSON.stringify(data));
    return dir;
  }

  it('accepts the data files as they are', () => {
    expect(() => checkBusinessFiles(root)).not.toThrow();
  });

  it('refuses a price that is not a number, naming the file and the field', () => {
    const site = siteWith('src/data/prices.json', (d) => {
      const key = Object.keys(d)[0];
      d[key].parts[0].amount = 'cuarenta';
    });
    const key = Object.keys(JSON.parse(readFileSync(path.join(root, 'src/data/prices.json'), 'utf8')))[0];
    expect(() => checkBusinessFiles(site)).toThrow(`src/data/prices.json: ${key}.parts.0.amount:`);
  });

  it('refuses a phone number written without the country code', () => {
    const site = siteWith('src/data/company.json', (d) => (d.phone = '981 00 00 00'));
    expect(() => checkBusinessFiles(site)).toThrow('src/data/company.json: phone:');
  });

  it('refuses hours that close before they open', () => {
    const site = siteWith('src/data/company.json', (d) => (d.hours.calls = { opens: '12:00', closes: '10:00' }));
    expect(() => checkBusinessFiles(site)).toThrow('src/data/company.json: hours.calls:');
  });

  it('names a data file that is not JSON', () => {
    const site = siteWith('src/data/company.json', () => {});
    writeFileSync(path.join(site, 'src/data/company.json'), '{ "phone": ');
    expect(() => checkBusinessFiles(site)).toThrow('src/data/company.json: not valid JSON');
  });
});

describe('news posts', () => {
  const cover = `/img/blog/${readdirSync(path.join(root, 'static/img/blog')).find((f) => /\.(?:jpg|webp)$/.test(f))}`;
  const source = '@site/i18n/es/docusaurus-plugin-content-blog/2026-12-01-nueva.mdx';
  const file = source.slice('@site/'.length);
  const good = { image: cover, image_alt: 'Un disco duro', description: 'Una noticia.' };

  it('accepts a post with a cover under static/, its description and a short summary', () => {
    expect(postProblems(root, source, good)).toEqual([]);
  });

  it('names each missing or wrong field of a post', () => {
    expect(postProblems(root, source, {})).toEqual([
      `${file}: image: a post needs a cover image`,
      `${file}: image_alt: say in a sentence what the cover shows`,
      `${file}: description: a post needs a description`,
    ]);
    expect(postProblems(root, source, { ...good, image: '/img/blog/missing.jpg' })).toEqual([
      `${file}: image: /img/blog/missing.jpg is not a file under static/`,
    ]);
    const site = mkdtempSync(path.join(os.tmpdir(), 'cover-'));
    try {
      mkdirSync(path.join(site, 'static/img/blog'), { recursive: true });
      writeFileSync(path.join(site, 'static/img/blog/big.webp'), Buffer.alloc(limits.blogCoverMaxBytes + 1));
      expect(postProblems(site, source, { ...good, image: '/img/blog/big.webp' })).toEqual([
        `${file}: image: /img/blog/big.webp weighs ${Math.ceil((limits.blogCoverMaxBytes + 1) / 1024)} KB, at most ${limits.blogCoverMaxBytes / 1024} KB`,
      ]);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
    const long = 'a'.repeat(limits.metaDescriptionMaxChars + 1);
    expect(postProblems(root, source, { ...good, description: long })).toEqual([
      `${file}: description: ${long.length} characters, at most ${limits.metaDescriptionMaxChars}`,
    ]);
  });

  it('names both posts that share an address', () => {
    const posts = [
      { source: '@site/blog-es/2026-01-01-a.mdx', permalink: '/blog/uno' },
      { source: '@site/blog-es/2026-02-01-b.mdx', permalink: '/blog/uno' },
      { source: '@site/blog-es/2026-03-01-c.mdx', permalink: '/blog/otro' },
    ];
    expect(duplicateSlugs(posts)).toEqual([
      'blog-es/2026-01-01-a.mdx: slug: /blog/uno is also the address of blog-es/2026-02-01-b.mdx',
      'blog-es/2026-02-01-b.mdx: slug: /blog/uno is also the address of blog-es/2026-01-01-a.mdx',
    ]);
  });

  it("names every post whose cover is another post's too", () => {
    const posts = [
      { source: '@site/blog-es/2026-01-01-a.mdx', frontMatter: { image: cover } },
      { source: '@site/blog-es/2026-02-01-b.mdx', frontMatter: { image: cover } },
      { source: '@site/blog-es/2026-03-01-c.mdx', frontMatter: { image: '/img/blog/otra.webp' } },
    ];
    expect(sharedCovers(posts)).toEqual([
      `blog-es/2026-01-01-a.mdx: image: ${cover} is also the cover of blog-es/2026-02-01-b.mdx; each post needs a picture of its own (its share card)`,
      `blog-es/2026-02-01-b.mdx: image: ${cover} is also the cover of blog-es/2026-01-01-a.mdx; each post needs a picture of its own (its share card)`,
    ]);
    expect(sharedCovers(posts.slice(1))).toEqual([]);
  });

  it("names each image of a post's text without a description, with its line", () => {
    const text = [
      'Texto.',
      '',
      '![Un portátil abierto](/img/blog/a.webp)',
      '![](/img/blog/b.webp)',
      '<img src="/img/blog/c.webp" width="10" height="10" />',
      '<img src="/img/blog/d.webp" alt="Un disco" />',
      '```md',
      '![](/img/blog/ejemplo.webp)',
      '```',
    ].join('\n');
    expect(bodyImageProblems(file, text)).toEqual([
      `${file}: text: line 4: the image /img/blog/b.webp has no description; write what it shows between the brackets, ![…](/img/blog/b.webp)`,
      `${file}: text: line 5: <img src="/img/blog/c.webp" width="10" height="10" /> has no alt text`,
    ]);
  });
});

/**
 * The staff editor's configuration follows the project's sources: every page
 * of the registry in both languages, every author and tag of the blog, every
 * price of the table, the blog folder of each language; and every field staff
 * see has a Spanish label. A page, author, tag, price or content field added
 * without its editor counterpart fails here, naming it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { editorConfig, jsonSchemaOf, blogFolderPattern } from '../../../../src/plugins/editor/config';
import { fieldLabels, priceLabels } from '../../../../src/plugins/editor/labels';
import { pages } from '../../../../src/plugins/site-pages/registry';
import { blogSourceDirs } from '../../../../src/config/blog-urls';
import { locales, defaultLocale, withLocalePrefix, type Locale } from '../../../../src/config/locales';
import { blogBase } from '../../../../src/config/routes';
import { companyDataSchema, priceSchema } from '../../../../src/schemas/business';
import { editorBackendFromEnv } from '../../../../src/config/editor';

const siteDir = path.resolve(__dirname, '../../../..');
const config = editorConfig({ siteDir, siteUrl: 'https://example.org', backend: editorBackendFromEnv({}) }) as {
  i18n: { omit_default_locale_from_preview_path?: boolean };
  collections: {
    name: string;
    folder?: string;
    slug?: unknown;
    preview_path?: string;
    files?: { file: string }[];
    fields?: { name: string; i18n?: unknown; options?: { value: string }[] }[];
  }[];
};
const collection = (name: string) => config.collections.find((c) => c.name === name)!;

/** Every property name of a JSON schema, at any depth. */
function keysOf(schema: unknown): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const s = schema as { properties?: Record<string, unknown>; items?: unknown };
  return [...Object.entries(s.properties ?? {}).flatMap(([k, v]) => [k, ...keysOf(v)]), ...keysOf(s.items)];
}

describe('editor configuration', () => {
  it('writes each post to the blog folder of each language', () => {
    for (const l of locales) expect(blogFolderPattern().replace('{{locale}}', l)).toBe(blogSourceDirs[l].split(path.sep).join('/'));
    expect(collection('news').folder).toBe(blogFolderPattern());
  });

  it('gives each language of a post its own address, previewed there, and one file name for both', () => {
    const news = collection('news');
    expect(news.fields!.find((f) => f.name === 'slug')!.i18n).toBe(true);
    // The file name, which pairs a post with its translation, is filled once (from the Spanish address) for both folders.
    expect(news.slug).toEqual(expect.stringContaining('{{fields.slug}}'));
    expect(news.slug).not.toEqual(expect.stringContaining('localize'));
    // Sveltia drops `{{locale}}/` for the default language when told to.
    const preview = (l: Locale) =>
      `/${
        l === defaultLocale && config.i18n.omit_default_locale_from_preview_path
          ? news.preview_path!.replace(/{{locale}}[./]/, '')
          : news.preview_path!.replace('{{locale}}', l)
      }`.replace('{{fields.slug}}', 'una-noticia');
    for (const l of locales) expect(preview(l), l).toBe(withLocalePrefix(`${blogBase}/una-noticia`, l));
  });

  it('offers every author and every tag of the blog', () => {
    const data = (file: string) =>
      Object.keys(yaml.load(readFileSync(path.join(siteDir, blogSourceDirs[defaultLocale], file), 'utf8')) as object);
    const options = (name: string) =>
      collection('news')
        .fields!.find((f) => f.name === name)!
        .options!.map((o) => o.value);
    expect(options('authors')).toEqual(data('authors.yml'));
    expect(options('tags')).toEqual(data('tags.yml'));
  });

  it('lists every page of the site, in Spanish and in English', () => {
    const files = (name: string) => collection(name).files!.map((f) => path.basename(f.file, '.json'));
    const names = pages.map((p) => path.basename(p.content));
    expect(files('pages')).toEqual(names);
    expect(files('pages_en')).toEqual(names);
  });

  it('has a Spanish label for every price and every field of the pages and the business facts', () => {
    const prices = Object.keys(JSON.parse(readFileSync(path.join(siteDir, 'src/data/prices.json'), 'utf8')) as object);
    expect(prices.filter((k) => !(k in priceLabels))).toEqual([]);
    const keys = new Set([...pages.flatMap((p) => keysOf(jsonSchemaOf(p.schema))), ...keysOf(jsonSchemaOf(companyDataSchema))]);
    expect([...keys].filter((k) => !(k in fieldLabels)).sort()).toEqual([]);
  });

  it('gives every price the price schema’s fields, each with a Spanish label, every choice the schema allows', () => {
    type Field = { name: string; label: string; widget: string; fields?: Field[]; options?: Array<{ value: string; label: string }> };
    const file = config.collections
      .flatMap((c) => (c.files ?? []) as Array<{ file: string; fields: Field[] }>)
      .find((f) => f.file === 'src/data/prices.json')!;
    const prices = Object.keys(JSON.parse(readFileSync(path.join(siteDir, 'src/data/prices.json'), 'utf8')) as object);
    expect(file.fields.map((f) => f.name)).toEqual(prices);
    /** The fields of an editor object as the schema's shape: names, nested names, choices. */
    const shape = (fields: Field[]): unknown =>
      fields.map((f) => ({ name: f.name, fields: f.fields && shape(f.fields), options: f.options?.map((o) => o.value) }));
    /** The schema's shape, read from zod itself. */
    type Def = { type: string; innerType?: { def: Def }; element?: { shape: Record<string, { def: Def }> }; entries?: object };
    const schemaShape = (object: { shape: Record<string, { def: Def }> }): unknown =>
      Object.entries(object.shape).map(([name, s]) => {
        const def = s.def.type === 'optional' ? s.def.innerType!.def : s.def;
        return {
          name,
          fields: def.type === 'array' ? schemaShape(def.element!) : undefined,
          options: def.type === 'enum' ? Object.values(def.entries!) : undefined,
        };
      });
    for (const price of file.fields) {
      expect(shape(price.fields!), price.name).toEqual(schemaShape(priceSchema as unknown as { shape: Record<string, { def: Def }> }));
      const all = (fields: Field[]): Field[] => fields.flatMap((f) => [f, ...all(f.fields ?? [])]);
      for (const f of all(price.fields!)) {
        expect(f.label, `${price.name}.${f.name}`).not.toBe(f.name);
        for (const o of f.options ?? []) expect(o.label, `${f.name}: ${o.value}`).not.toBe(o.value);
      }
    }
  });
});

/**
 * The staff editor's `config.yml`, generated from the project's sources
 * (locales, blog folders, authors, tags, page registry and schemas, business
 * data, prices, limits) so it cannot drift from them. Node only.
 * docs/publishing.md.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import yaml from 'js-yaml';
import { defaultLocale, locales } from '../../config/locales';
import { limits } from '../../config/limits';
import { blogSourceDirs } from '../../config/blog-urls';
import { blogBase } from '../../config/routes';
import { pages } from '../site-pages/registry';
import { sourceContentDir, sourceOnlyKeys, translatedContentDir } from '../site-pages/content';
import { companyDataSchema, phonePattern, postalCodePattern, priceSchema, timePattern } from '../../schemas/business';
import { fieldLabels, optionLabels, priceLabels } from './labels';
import type { EditorBackend } from '../../config/editor';
import { guidePath } from './guide';

/** What each list's description starts with (the editor cuts a long one short at its end): the staff guide, one click away. */
const guideLink = `[Guía de publicación](${guidePath}) ·`;

/** A Sveltia CMS field (only the options this site uses). */
export type EditorField = Record<string, unknown> & { name: string; widget: string };

/** Folder of the blog of each locale as one pattern (`i18n/{{locale}}/docusaurus-plugin-content-blog`). */
export function blogFolderPattern(): string {
  const [first, ...rest] = locales.map((l) => blogSourceDirs[l].split(path.sep).join('/'));
  const pattern = first.replace(`/${locales[0]}/`, '/{{locale}}/');
  for (const [i, dir] of rest.entries()) {
    if (pattern.replace('{{locale}}', locales[i + 1]) !== dir)
      throw new Error(`The blog folders differ by more than the locale: ${first}, ${dir}`);
  }
  return pattern;
}

/** Keys and labels of a blog data file (`authors.yml`: `name`; `tags.yml`: `label`). */
function blogChoices(siteDir: string, file: string, labelKey: string): { label: string; value: string }[] {
  const source = readFileSync(path.join(siteDir, blogSourceDirs[defaultLocale], file), 'utf8');
  const data = yaml.load(source) as Record<string, Record<string, string>>;
  return Object.entries(data).map(([value, entry]) => ({ label: entry[labelKey] ?? value, value }));
}

/** A URL slug: lower-case words joined by hyphens. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Spanish messages for the patterns the schemas use, by the pattern's source (the staff guide explains each). */
export const patternMessages = new Map<string, string>([
  [phonePattern.source, 'Escribe el número como +34 981 000 000: el prefijo del país y las cifras en grupos separados por espacios.'],
  [timePattern.source, 'Escribe la hora como 09:30 (24 horas).'],
  [postalCodePattern.source, 'El código postal tiene cinco cifras.'],
  [slugPattern.source, 'Solo minúsculas sin acentos, números y guiones (por ejemplo: copias-de-seguridad).'],
]);

/** The message of a pattern without one of its own in {@link patternMessages}. */
export const otherPatternMessage = 'El formato no es válido.';

/** The message of an e-mail field in the wrong form. */
export const emailMessage = 'Escribe una dirección de correo completa.';

/** A JSON Schema as zod writes it; `title` is the Spanish label, where the schema gives one (`.meta({ title })`). */
type JsonSchema = z.core.JSONSchema.JSONSchema;

/** Keys whose text runs to a paragraph: a multi-line box instead of one line. */
const longTextKeys = new Set([
  'text',
  'answer',
  'lead',
  'description',
  'intro',
  'summary',
  'note',
  'notice',
  'quote',
  'message',
  'promise',
  'purpose',
]);

/** Editor fields for one JSON-Schema property; `optionalAll` for English files (a missing text falls back to Spanish). */
export function fieldFor(name: string, schema: JsonSchema, required: boolean, optionalAll = false): EditorField {
  const base = { name, label: schema.title ?? fieldLabels[name] ?? name, ...(optionalAll || !required ? { required: false } : {}) };
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (schema.enum) {
    const options = schema.enum.map(String);
    return {
      ...base,
      widget: 'select',
      options: options.some((o) => o in optionLabels) ? options.map((value) => ({ value, label: optionLabels[value] ?? value })) : options,
    };
  }
  if (type === 'object' && schema.properties) {
    return { ...base, widget: 'object', fields: fieldsOf(schema, optionalAll) };
  }
  if (type === 'array' && schema.items) {
    const list: EditorField = { ...base, widget: 'list', ...(schema.minItems && !optionalAll ? { min: schema.minItems } : {}) };
    const item = schema.items as JsonSchema;
    if (item.type === 'object' && item.properties) return { ...list, fields: fieldsOf(item, optionalAll) };
    return { ...list, field: fieldFor(name, item, true, optionalAll) };
  }
  if (type === 'number' || type === 'integer') {
    return {
      ...base,
      widget: 'number',
      value_type: type === 'integer' ? 'int' : 'float',
      ...(schema.minimum !== undefined && { min: schema.minimum }),
      ...(schema.maximum !== undefined && { max: schema.maximum }),
    };
  }
  if (type === 'boolean') return { ...base, widget: 'boolean', default: false };
  const field: EditorField = { ...base, widget: longTextKeys.has(name) ? 'text' : 'string' };
  if (schema.pattern) field.pattern = [schema.pattern, patternMessages.get(schema.pattern) ?? otherPatternMessage];
  if (schema.maxLength !== undefined) field.maxlength = schema.maxLength;
  if (schema.format === 'email') field.pattern = ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', emailMessage];
  return field;
}

/** The fields of an object schema, in the schema's order. */
export function fieldsOf(schema: JsonSchema, optionalAll = false): EditorField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => !(optionalAll && sourceOnlyKeys.has(name)))
    .map(([name, s]) => fieldFor(name, s as JsonSchema, required.has(name), optionalAll));
}

/** JSON Schema of a zod schema, as the data files are written (input side). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

export interface EditorConfigOptions {
  siteDir: string;
  siteUrl: string;
  backend: EditorBackend;
}

/** The whole editor configuration, as the object written to `config.yml`. */
export function editorConfig({ siteDir, siteUrl, backend }: EditorConfigOptions): Record<string, unknown> {
  const priceKeys = Object.keys(JSON.parse(readFileSync(path.join(siteDir, 'src/data/prices.json'), 'utf8')) as object);
  const fields = fieldsOf(jsonSchemaOf(priceSchema));
  // The price table's fields: one group per price, in the table's order, each generated from the price schema.
  const priceGroups = priceKeys.map((key) => ({ name: key, label: priceLabels[key] ?? key, widget: 'object', collapsed: true, fields }));
  const pageTitle = (content: string) => {
    const data = JSON.parse(readFileSync(path.join(siteDir, sourceContentDir, `${content}.json`), 'utf8')) as { meta?: { title?: string } };
    return data.meta?.title ?? content;
  };
  const english = locales.find((l) => l !== defaultLocale) as 'en';
  const pageFiles = (locale: 'es' | 'en') =>
    pages.map((p) => ({
      name: p.content.replace(/\W/g, '_'),
      label: pageTitle(p.content),
      file: `${locale === english ? translatedContentDir(english) : sourceContentDir}/${p.content}.json`.split(path.sep).join('/'),
      format: 'json',
      fields: fieldsOf(jsonSchemaOf(p.schema), locale === english),
    }));

  return {
    backend: {
      name: backend.name,
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.apiRoot && { api_root: backend.apiRoot }),
      ...(backend.authBaseUrl && { base_url: backend.authBaseUrl }),
      commit_messages: {
        create: 'Nueva noticia: {{slug}} (editor)',
        update: 'Actualiza {{collection}} «{{slug}}» (editor)',
        delete: 'Borra {{collection}} «{{slug}}» (editor)',
        uploadMedia: 'Sube {{path}} (editor)',
        deleteMedia: 'Borra {{path}} (editor)',
      },
    },
    site_url: siteUrl,
    display_url: siteUrl,
    media_folder: 'static/img/blog',
    public_folder: '/img/blog',
    // Images from the site's own folder only, converted to WebP of cover size.
    media_libraries: {
      default: {
        config: { slugify_filename: true, transformations: { raster_image: { format: 'webp', quality: 75, width: 1200, height: 630 } } },
      },
      stock_assets: { providers: [] },
    },
    i18n: {
      structure: 'multiple_folders',
      locales: [...locales],
      default_locale: defaultLocale,
      omit_default_locale_from_preview_path: true,
    },
    output: { omit_empty_optional_fields: true, json: { indent_style: 'space', indent_size: 2 } },
    collections: [
      {
        name: 'news',
        label: 'Noticias',
        label_singular: 'noticia',
        description: `${guideLink} Cada noticia se escribe en español y en inglés, cada idioma con su título, su dirección y su texto; la portada, la autoría y las etiquetas son las mismas en los dos.`,
        folder: blogFolderPattern(),
        extension: 'mdx',
        format: 'frontmatter',
        create: true,
        i18n: true,
        slug: '{{year}}-{{month}}-{{day}}-{{fields.slug}}',
        identifier_field: 'title',
        summary: '{{title}}',
        sortable_fields: ['title', 'slug'],
        // Each language's own address: `/blog/<slug>` in Spanish, `/en/blog/<slug>` in English (the locale dropped for the default one).
        preview_path: `{{locale}}${blogBase}/{{fields.slug}}`,
        fields: [
          { name: 'title', label: 'Título', widget: 'string', i18n: true },
          {
            name: 'slug',
            label: 'Dirección de la noticia',
            hint: 'La última parte de la dirección, con palabras de este idioma: /blog/esta-parte en español, /en/blog/this-part en inglés. Si la cambias una vez publicada, la dirección antigua lleva a la nueva.',
            widget: 'string',
            // Each language has its own address; the file name (the post's identity) keeps the Spanish one it was created with.
            i18n: true,
            pattern: [slugPattern.source, patternMessages.get(slugPattern.source)],
          },
          {
            name: 'description',
            label: 'Resumen',
            hint: `Una o dos frases: lo que muestran Google y las redes al compartirla (máximo ${limits.metaDescriptionMaxChars} caracteres).`,
            widget: 'text',
            i18n: true,
            maxlength: limits.metaDescriptionMaxChars,
          },
          {
            name: 'authors',
            label: 'Autoría',
            widget: 'select',
            multiple: true,
            min: 1,
            i18n: 'duplicate',
            options: blogChoices(siteDir, 'authors.yml', 'name'),
          },
          {
            name: 'tags',
            label: 'Etiquetas',
            widget: 'select',
            multiple: true,
            min: 1,
            i18n: 'duplicate',
            options: blogChoices(siteDir, 'tags.yml', 'label'),
          },
          {
            name: 'image',
            label: 'Imagen de portada',
            hint: `Una foto o ilustración apaisada (1200 × 630 píxeles): se guarda en WebP y no puede pasar de ${Math.round(limits.blogCoverMaxBytes / 1024)} kB.`,
            widget: 'image',
            i18n: 'duplicate',
          },
          {
            name: 'image_alt',
            label: 'Qué muestra la portada',
            hint: 'Una frase para quien no ve la imagen (lectores de pantalla).',
            widget: 'string',
            i18n: true,
          },
          { name: 'keywords', label: 'Palabras clave', widget: 'list', i18n: true, required: false },
          {
            name: 'body',
            label: 'Texto',
            hint: 'Lo que escribas antes del primer título de sección (##) aparece en la lista de noticias; el resto, al abrirla.',
            widget: 'markdown',
            i18n: true,
          },
        ],
      },
      {
        name: 'pages',
        label: 'Páginas (español)',
        label_singular: 'página',
        description: `${guideLink} Los textos de cada página en español. Después de cambiarlos, actualiza la versión en inglés.`,
        files: pageFiles(defaultLocale),
      },
      {
        name: 'pages_en',
        label: 'Páginas (inglés)',
        label_singular: 'página',
        description: `${guideLink} La traducción inglesa de cada página. Un texto que dejes vacío se muestra en español.`,
        files: pageFiles(english),
      },
      {
        name: 'business',
        label: 'Precios y datos',
        description: `${guideLink} Los precios y los datos de contacto que muestran todas las páginas, en los dos idiomas.`,
        files: [
          {
            name: 'prices',
            label: 'Precios',
            file: 'src/data/prices.json',
            format: 'json',
            fields: priceGroups,
          },
          {
            name: 'company',
            label: 'Teléfono, correo, horario y dirección',
            file: 'src/data/company.json',
            format: 'json',
            // The brand slug is part of the about page's address: shown, not editable here.
            fields: fieldsOf(jsonSchemaOf(companyDataSchema)).map((f) =>
              f.name === 'slug'
                ? { ...f, readonly: true, hint: 'Forma parte de la dirección de la página «Sobre nosotros»: la cambia un desarrollador.' }
                : f,
            ),
          },
        ],
      },
    ],
  };
}

/** {@link editorConfig} as YAML, with a first line saying it is generated. */
export function editorConfigYaml(options: EditorConfigOptions): string {
  return `# Generated at build time by src/plugins/editor from the site's sources: do not edit.\n${yaml.dump(editorConfig(options), { lineWidth: -1, noRefs: true })}`;
}

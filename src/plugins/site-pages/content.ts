/**
 * Loading page content for a locale:
 * Spanish files in `src/content/` are the source; English files in
 * `i18n/en/site-content/` are laid over them, so any field a translator has
 * not written yet falls back to Spanish (Spanish is the fallback).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import type { Locale } from '../../config/locales';
import { buildFacts } from './facts';
import { factNames } from '../../utils/facts';
import { markerProblems, parseInlineMarkers } from '../../utils/inlineMarkers';
import { fillDeep, placeholdersIn } from '../../utils/placeholders';
import { typesetDeep } from '../../utils/typography';
import { priceFigureNames } from '../../schemas/serviceLanding';

/** Folder of the Spanish (source) content files, relative to the site. */
export const sourceContentDir = 'src/content';

/** Folder of a translation's content files, relative to the site. */
export function translatedContentDir(locale: Exclude<Locale, 'es'>): string {
  return path.join('i18n', locale, 'site-content');
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isPlainObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys said once, in the Spanish file, never in a translation: which price a page shows. */
export const sourceOnlyKeys: ReadonlySet<string> = new Set(['priceKey']);

/**
 * Lays `translation` over `source`: objects merge key by key, arrays merge
 * index by index (a shorter translated array keeps the source's extra items
 * only when they are objects being filled, never extra list entries), and
 * scalars from the translation win. Keys present only in the translation are
 * kept so the schema can report them as unknown.
 */
export function overlay(source: Json, translation: Json | undefined): Json {
  if (translation === undefined) return source;
  if (Array.isArray(source) && Array.isArray(translation)) {
    const length = Math.max(source.length, translation.length);
    return Array.from({ length }, (_, i) => overlay(source[i] as Json, translation[i]));
  }
  if (isPlainObject(source) && isPlainObject(translation)) {
    const out: Record<string, Json> = { ...source };
    for (const [key, value] of Object.entries(translation)) out[key] = overlay(source[key] as Json, value);
    return out;
  }
  return translation;
}

async function readJson(file: string): Promise<Json | undefined> {
  let raw: string;
  try {
    raw = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return JSON.parse(raw) as Json;
  } catch (error) {
    throw new Error(`${file}: invalid JSON (${(error as Error).message})`);
  }
}

/** Formats schema issues as one line each: `file: path.to.key: message`. */
export function formatIssues(file: string, error: z.ZodError): string {
  return error.issues.map((i) => `${file}: ${i.path.join('.') || '(root)'}: ${i.message}`).join('\n');
}

/** The build's message for a phone link without the call hours, in plain words for the staff who write the text. */
export const phoneWithoutHoursMessage = 'add the call hours ({callHours}) next to the phone number: the phone is answered only then';

/**
 * Placeholders a view fills itself rather than the loader: the privacy page's storage key and wait, a blog tag page's post
 * count, and the per-minute price figures of a service landing page's pricing texts.
 */
export const viewPlaceholders: readonly string[] = ['storageKey', 'waitSeconds', 'count', ...priceFigureNames];

/**
 * What the build refuses in a content file's strings, one `key.path: message`
 * line each (list items by index, `items.0.text`, as in {@link formatIssues}):
 * an unknown marker or placeholder, a marker left open or nested
 * (`markerProblems`, `src/utils/inlineMarkers.ts`), and a phone link
 * (`[phone]…[/phone]`) with neither `{callHours}` nor `{callSpan}` — the
 * phone is answered for fewer hours than messages are read, so a number to
 * call comes with its hours.
 * @param value a content file as parsed JSON (raw, placeholders unfilled).
 * @param at the key path of `value` in its file (empty for the whole file).
 */
export function contentProblems(value: unknown, at: readonly (string | number)[] = []): string[] {
  if (typeof value === 'string') {
    const problems = markerProblems(value, [...factNames, ...viewPlaceholders]);
    const hasPhoneLink = parseInlineMarkers(value).some((t) => t.type === 'link' && t.marker === 'phone');
    if (hasPhoneLink && !placeholdersIn(value).some((p) => p === 'callHours' || p === 'callSpan')) problems.push(phoneWithoutHoursMessage);
    return problems.map((problem) => `${at.join('.') || '(root)'}: ${problem}`);
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => contentProblems(v, [...at, i]));
  if (isPlainObject(value)) return Object.entries(value).flatMap(([k, v]) => contentProblems(v, [...at, k]));
  return [];
}

/**
 * Reads, merges and validates one page's content for a locale, then fills
 * the fact placeholders (`{resubmitSeconds}`, `{callHours}`…, see
 * `src/utils/facts.ts`) with that locale's values, so a page never carries
 * a figure its module does not own, then applies the
 * site's typography to every string (`typesetDeep`, `src/utils/typography.ts`:
 * figures on their unit's line, ranges whole, the locale's quotes). `{phone}` and
 * `{email}` stay for `<RichText>`, the {@link viewPlaceholders} for their view.
 * @param siteDir the site's root folder.
 * @param name content file name without `.json` (e.g. `home`, `services/advisory`).
 * @returns the parsed content (the schema's output type).
 * @throws Error listing every schema issue with file and key, each phone link without the call hours
 * and every string {@link contentProblems} refuses, with the file that has it (Spanish, or the translation), or when the
 * Spanish file is missing.
 */
export async function loadPageContent<T>(siteDir: string, locale: Locale, name: string, schema: z.ZodType<T>): Promise<T> {
  const sourceFile = path.join(sourceContentDir, `${name}.json`);
  const source = await readJson(path.join(siteDir, sourceFile));
  if (source === undefined) throw new Error(`${sourceFile}: missing content file`);
  let data = source;
  let label = sourceFile;
  const problems = contentProblems(source).map((line) => `${sourceFile}: ${line}`);
  if (locale !== 'es') {
    const translatedFile = path.join(translatedContentDir(locale), `${name}.json`);
    const translation = await readJson(path.join(siteDir, translatedFile));
    problems.push(...contentProblems(translation).map((line) => `${translatedFile}: ${line}`));
    data = overlay(source, translation);
    label = `${translatedFile} (over ${sourceFile})`;
  }
  const result = schema.safeParse(data);
  if (!result.success) problems.unshift(formatIssues(label, result.error));
  if (!result.success || problems.length > 0) throw new Error(`Invalid page content:\n${problems.join('\n')}`);
  return typesetDeep(fillDeep(result.data, buildFacts(locale)), locale);
}

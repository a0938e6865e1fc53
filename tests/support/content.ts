/**
 * Page copy as the tests read it: Spanish from
 * `src/content/NAME.json`, English from `i18n/en/site-content/NAME.json`
 * laid over the Spanish file exactly as the build does, so a test expects
 * whatever the content files say today.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../../server/src/files';
import { company } from '../../src/config/company';
import { limits } from '../../src/config/limits';
import type { Locale } from '../../src/config/locales';
import { fillPlaceholders } from '../../src/utils/placeholders';
import { keepFiguresTogether, typesetDeep } from '../../src/utils/typography';
import { formatPrice, type PriceKey } from '../../src/config/prices';
import { codeTranslate } from '../../src/utils/code-translations';
import { overlay, sourceContentDir, translatedContentDir } from '../../src/plugins/site-pages/content';

const root = path.resolve(__dirname, '../..');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The content file of page `name` (e.g. `home`, `services/advisory`) in a locale, relative to the project root. */
export function contentFile(name: string, locale: Locale): string {
  return path
    .join(locale === 'es' ? sourceContentDir : translatedContentDir(locale), `${name}.json`)
    .split(path.sep)
    .join('/');
}

function readJson(rel: string): Json | undefined {
  try {
    return JSON.parse(readFileSync(path.join(root, rel), 'utf8')) as Json;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * One page's content in a locale, unvalidated (the schemas are tested
 * elsewhere), with the site's typography as pages show it (`typesetDeep`:
 * no-break spaces, whole ranges, the locale's quotes); cast to the shape a
 * test needs. Placeholders stay for the test to fill.
 * @throws Error when the Spanish file does not exist.
 */
export function pageContent<T = Record<string, unknown>>(name: string, locale: Locale): T {
  const source = readJson(contentFile(name, 'es'));
  if (source === undefined) throw new Error(`No content file ${contentFile(name, 'es')}`);
  return typesetDeep(locale === 'es' ? source : overlay(source, readJson(contentFile(name, locale))), locale) as T;
}

/** Names of every content file (`home`, `services/advisory`, …), sorted. */
export function contentNames(): string[] {
  return filesUnder(path.join(root, sourceContentDir))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
}

/** The placeholders a page's meta title may use, filled as the page fills them. */
const titlePlaceholders = {
  brand: company.name,
  founder: company.founder.name,
  phone: company.phoneDisplay,
  days: String(limits.appTrialDays),
};

/**
 * The meta title a page's content file gives it (`meta.title` or
 * `metaTitle`), placeholders filled; the page's `<title>` contains it.
 * @param name content file name (`home`, `services/advisory`).
 */
export function metaTitle(name: string, locale: Locale): string {
  const c = pageContent<{ meta?: { title: string }; metaTitle?: string }>(name, locale);
  return fillPlaceholders(c.meta?.title ?? c.metaTitle ?? '', titlePlaceholders);
}

/** A price of the price table as pages show it: `formatPrice()` with the site's typography (a range such as `30–60 €/hora` stays whole). */
export function shownPrice(key: PriceKey, locale: Locale): string {
  return keepFiguresTogether(formatPrice(key, locale, codeTranslate(locale)));
}

/**
 * Interface strings as the tests read them: the Spanish
 * text is the `message` of each `translate()` call or the children of each
 * `<Translate>` element in `src/`, found by Docusaurus's own extractor (the one
 * behind `npm run i18n:extract`); the English text is `i18n/en/code.json`.
 * Tests look labels up here by id instead of writing the copy down, so an
 * edit of either language changes what the tests expect.
 *
 * The extractor is asynchronous. Browser specs read labels while they load,
 * so each test build writes its output to `test-build/messages.json`
 * (`scripts/test-builds.ts`) and {@link message} reads that file there; unit
 * tests run the extractor themselves with {@link loadSourceMessages} first.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { locales, type Locale } from '../../src/config/locales';
import { buildFacts } from '../../src/plugins/site-pages/facts';
import { extractSourceMessages, sourceMessagesFile, type SourceMessage } from '../../scripts/source-messages';

export { extractSourceMessages, sourceMessagesFile, writeSourceMessages, type SourceMessage } from '../../scripts/source-messages';

const root = path.resolve(__dirname, '../..');

let spanish: Map<string, SourceMessage> | undefined;
let english: Record<string, { message: string }> | undefined;

/**
 * Runs the extractor and keeps its strings for {@link message}: unit tests
 * await it (e.g. in `beforeAll`) before they read a label.
 */
export async function loadSourceMessages(): Promise<void> {
  spanish = new Map((await extractSourceMessages()).map((m) => [m.id, m]));
}

/**
 * The strings a test build wrote, by id (what {@link message} reads in the browser specs).
 * @throws Error in a unit test (which awaits {@link loadSourceMessages} instead), or when the file is missing.
 */
export function readSourceMessages(file = path.join(root, sourceMessagesFile)): Map<string, SourceMessage> {
  if (process.env.VITEST) throw new Error('Await loadSourceMessages() before reading interface strings in a unit test');
  if (!existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: run \`npm run build:test\``);
  const list = JSON.parse(readFileSync(file, 'utf8')) as SourceMessage[];
  return new Map(list.map((m) => [m.id, m]));
}

/** The English interface strings (`i18n/en/code.json`), id → entry. */
export function englishMessages(): Record<string, { message: string }> {
  english ??= JSON.parse(readFileSync(path.join(root, 'i18n/en/code.json'), 'utf8')) as Record<string, { message: string }>;
  return english;
}

/**
 * The text of interface string `id` in `locale`, with `{placeholders}`
 * filled from `values`.
 * @throws Error when the id is not in the source (Spanish) or in `code.json` (English).
 */
export function message(id: string, locale: Locale, values: Record<string, string | number> = {}): string {
  spanish ??= readSourceMessages();
  const text = locale === 'es' ? spanish.get(id)?.message : englishMessages()[id]?.message;
  if (text === undefined) throw new Error(`No ${locale} interface string with id "${id}"`);
  return text.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
}
/** The line beside a call button or phone link saying when the phone is answered: `cta.phoneHours` filled from the company module. */
export function phoneHoursLine(locale: Locale): string {
  const facts = buildFacts(locale);
  return message('cta.phoneHours', locale, { days: facts.openDays, hours: facts.callHours });
}

/** `message()` in one locale. */
export type MessageIn = (id: string, values?: Record<string, string | number>) => string;

/**
 * One test case per locale, whose labels and messages are the interface
 * strings the page shows (read with {@link message}, never written down).
 */
export function casesByLocale<T>(build: (lang: Locale, m: MessageIn) => T): Array<T & { lang: Locale }> {
  return locales.map((lang) => ({ lang, ...build(lang, (id, values) => message(id, lang, values)) }));
}

/** The labels of a form's fields whose ids are `${prefix}.${field}` (e.g. `contact.form.fullName`). */
export function fieldLabels<K extends string>(m: MessageIn, prefix: string, fields: readonly K[]): Record<K, string> {
  return Object.fromEntries(fields.map((f) => [f, m(`${prefix}.${f}`)])) as Record<K, string>;
}

/** `message()` for both locales at once. */
export function messages(id: string, values?: Record<string, string | number>): Record<Locale, string> {
  return { es: message(id, 'es', values), en: message(id, 'en', values) };
}

/**
 * The blog's title (the h1 of the blog index): Spanish is `blogTitle` in
 * `docusaurus.config.ts`, English the `title` of
 * `i18n/en/docusaurus-plugin-content-blog/options.json`.
 * @throws Error when either is not found.
 */
export function blogTitle(locale: Locale): string {
  if (locale === 'en') {
    const options = JSON.parse(readFileSync(path.join(root, 'i18n/en/docusaurus-plugin-content-blog/options.json'), 'utf8')) as {
      title?: { message?: string };
    };
    if (options.title?.message) return options.title.message;
  } else {
    const match = /\bblogTitle:\s*(['"`])(.+?)\1/.exec(readFileSync(path.join(root, 'docusaurus.config.ts'), 'utf8'));
    if (match) return match[2];
  }
  throw new Error(`No ${locale} blog title`);
}

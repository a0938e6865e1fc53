/**
 * Interface strings as the tests read them: the Spanish
 * text is the `message` of each `translate()` call or the children of each
 * `<Translate>` element in `src/`, the English text is `i18n/en/code.json`.
 * Tests look labels up here by id instead of writing the copy down, so an
 * edit of either language changes what the tests expect.
 *
 * Synchronous (TypeScript's parser, no build step) so Playwright specs can use
 * it at module level; `tests/support/messages.test.ts` checks it against
 * Docusaurus's own extractor so the two never disagree.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { locales, type Locale } from '../../src/config/locales';
import { buildFacts } from '../../src/plugins/site-pages/facts';

const root = path.resolve(__dirname, '../..');

/** One interface string: its id, Spanish source text and the file that holds it. */
export interface SourceMessage {
  id: string;
  message: string;
  /** File of the `translate()` call, relative to the project root. */
  file: string;
  /** 1-based line of the call. */
  line: number;
}

function sourceFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((d) => d.isFile() && /\.(?:[jt]sx?)$/.test(d.name) && !d.name.endsWith('.d.ts'))
    .map((d) => path.join(d.parentPath, d.name))
    .sort();
}

function stringOf(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return stringOf(node.expression);
  return undefined;
}

/** JSX text as React reads it: lines trimmed where they break, blank lines dropped, joined by one space. */
function jsxText(raw: string): string {
  const lines = raw.split(/\r?\n/);
  return lines
    .map((line, i) => {
      let out = line;
      if (i > 0) out = out.trimStart();
      if (i < lines.length - 1) out = out.trimEnd();
      return out;
    })
    .filter((line, i) => line !== '' || (lines.length === 1 && i === 0))
    .join(' ');
}

function property(object: ts.ObjectLiteralExpression, name: string): string | undefined {
  for (const p of object.properties) {
    if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === name) {
      return stringOf(p.initializer);
    }
  }
  return undefined;
}

/** Every `translate({ id, message })` and `<Translate id>message</Translate>` under `dir`. */
export function extractSourceMessages(dir = path.join(root, 'src')): SourceMessage[] {
  const out: SourceMessage[] = [];
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('@docusaurus/Translate')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const rel = path.relative(root, file).split(path.sep).join('/');
    const add = (id: string | undefined, message: string | undefined, node: ts.Node) => {
      if (id === undefined || message === undefined) return;
      out.push({ id, message, file: rel, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    };
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'translate') {
        const [first] = node.arguments;
        if (first && ts.isObjectLiteralExpression(first)) add(property(first, 'id'), property(first, 'message'), node);
      } else if (ts.isJsxElement(node) && node.openingElement.tagName.getText(source) === 'Translate') {
        const idAttr = node.openingElement.attributes.properties.find(
          (a): a is ts.JsxAttribute => ts.isJsxAttribute(a) && a.name.getText(source) === 'id',
        );
        const message = node.children
          .map((c) => (ts.isJsxText(c) ? jsxText(c.text) : (stringOf(c) ?? '')))
          .join('')
          .trim();
        add(stringOf(idAttr?.initializer), message, node);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
}

let spanish: Map<string, SourceMessage> | undefined;
let english: Record<string, { message: string }> | undefined;

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
  spanish ??= new Map(extractSourceMessages().map((m) => [m.id, m]));
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

/**
 * The translators' check (`npm run i18n:check`): English in step with Spanish
 * in interface strings, page content and blog posts, each text read once by
 * the shared reader (i18n-units.ts), which reports what is missing, left over
 * or not valid JSON; this check adds its rules for texts in both languages
 * (`untranslated-*`, `syntax-mismatch`) and exits 1 on any problem. Texts
 * whose Spanish changed since the English was stamped (i18n-lock.ts) are
 * listed for review and fail only with `--strict`. Each finding carries the
 * text to translate or remove; what each means and what to do:
 * docs/translating.md.
 *
 * Usage: `tsx scripts/i18n-check.ts [--root DIR] [--json] [--strict]` (`--root`:
 * the site's folder, default the current one); exit 2 on anything else.
 */
import path from 'node:path';
import { isEntry } from './entry';
import { parseArgs } from 'node:util';
import { company } from '../src/config/company';
import { syntaxOf } from '../src/utils/inlineMarkers';
import { readLock, reviewTranslations, wordDiff, type FileStatus } from './i18n-lock';
import { FindingError, headings, paths, readTranslations, type Finding, type FindingKind, type TranslationUnit } from './i18n-units';
import { escapeRegExp } from '../src/utils/escapeRegExp';

/** Kinds that ask for a translator's review rather than mark an error: they fail the check only with `--strict` (the release gate). */
export const reviewKinds: readonly FindingKind[] = ['outdated', 'unstamped', 'obsolete-lock-entry'];

/** Whether a finding fails the check: always, or for review kinds only in strict mode. */
export const isFailing = (f: Finding, strict = false): boolean => strict || !reviewKinds.includes(f.kind);

/**
 * Names and values that read the same in both languages. A message or
 * content value identical in Spanish and English is accepted when nothing but
 * these terms, numbers, URLs, e-mail addresses, `{placeholders}` and
 * punctuation is left in it. Add a term here (and to docs/translating.md)
 * rather than changing the English text.
 */
export const allowedTerms: readonly string[] = [
  ...[company.name, company.email, company.phoneDisplay, company.taxId, company.founder.name],
  ...[company.address.locality, company.address.region],
  ...'PlanOri Routan Simplia Maxoarco Fuerteventura WhatsApp WordPress React PostgreSQL Wix Shopify'.split(' '),
  ...'SEO SSD USB RSS Atom iCloud FRP NIF IA AI ES EN CET h min €'.split(' '),
];

/** Whole values that are the same word in both languages (compared case-insensitively after trimming). */
export const allowedIdenticalValues: readonly string[] = [
  ...'Apps Blog Chatbots Cookies Email E-mail Hardware Online'.split(' '),
  'Principal', // the top sponsorship level has the same name in both languages
  ...'Software Web'.split(' '),
];

const termPattern = new RegExp(
  [...allowedTerms]
    .sort((a, b) => b.length - a.length)
    .map((t) => (/^\w/.test(t) && /\w$/.test(t) ? `\\b${escapeRegExp(t)}\\b` : escapeRegExp(t)))
    .join('|'),
  'giu',
);

/** Whether a value identical in both languages is acceptable (names, numbers, URLs…). */
export function isAllowedIdentical(value: string): boolean {
  const trimmed = value.trim();
  if (allowedIdenticalValues.some((v) => v.toLowerCase() === trimmed.toLowerCase())) return true;
  const rest = trimmed
    .replace(/\b(?:https?:\/\/|mailto:|tel:)\S+/gi, ' ')
    .replace(/[\w.+-]+@[\w-]+\.[\w.]+/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(termPattern, ' ');
  return !/\p{L}/u.test(rest);
}

/** Content values the same in both languages by design: identifiers (route and price keys among them), dates, numbers, URLs, paths. */
const machineValues = [
  /^[a-z][a-zA-Z0-9]*(?:[-_.][a-zA-Z0-9]+)*$/, // identifiers: "stable", "basic", "phone-repair"
  /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z?)?$/,
  /^[\d\s.,:%+\-–/()×x€$]+$/,
  /^(?:https?:\/\/|mailto:|tel:|\/)\S*$/,
];
const isMachineValue = (value: string) => value.trim() === '' || machineValues.some((re) => re.test(value.trim()));

/** The check's rule for a text present in both languages: not left in Spanish, and (content) markers kept. */
function compare({ kind, file, key, es, en = '' }: TranslationUnit): Finding | undefined {
  if (es.trim() === en.trim() && !isAllowedIdentical(es) && !(kind === 'content' && isMachineValue(es))) {
    return { kind: kind === 'code' ? 'untranslated-id' : 'untranslated-content', file, key, text: es };
  }
  if (kind === 'content' && syntaxOf(es).join(' ') !== syntaxOf(en).join(' '))
    return { kind: 'syntax-mismatch', file, key, text: es, english: en };
  return undefined;
}

/**
 * Runs every check on the site in `root`, the lock's review included: the findings (problems and review items; empty: all in
 * step and stamped) and the status table (absent when the lock is unreadable).
 */
export async function runCheck(root: string): Promise<{ findings: Finding[]; table?: FileStatus[] }> {
  const { findings, units } = await readTranslations(root);
  // The check's rules, for each text both languages hold (posts are only paired, not compared).
  findings.push(...units.flatMap((u) => (u.kind !== 'post' && u.en !== undefined && compare(u)) || []));
  let lock;
  try {
    lock = readLock(root);
  } catch (error) {
    if (!(error instanceof FindingError)) throw error;
    findings.push(error.finding);
    return { findings };
  }
  const review = await reviewTranslations(root, units, lock);
  // A file's row names what it holds, without the folders every row shares.
  const label = (file: string) => {
    if (file === paths.code) return 'interface strings (code.json)';
    const [dir, name] = file.startsWith(`${paths.contentEn}/`) ? [paths.contentEn, 'page'] : [paths.blogEn, 'post'];
    return file.startsWith(`${dir}/`) ? `${name} ${file.slice(dir.length + 1)}` : file;
  };
  return { findings: [...findings, ...review.findings], table: review.table.map((row) => ({ ...row, file: label(row.file) })) };
}

const clip = (text: string, max = 120) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Strings in quotes; lists and objects (already JSON) as they are. */
function quote(text: string): string {
  try {
    if (/^[[{]/.test(text) && JSON.parse(text)) return clip(text);
  } catch {
    // Not JSON after all: a string that starts with a bracket.
  }
  return `"${clip(text)}"`;
}

/** An outdated text: where, the Spanish now and before, the change as a word diff, the English to review. */
function formatOutdated({ file, key, text = '', previous, english = '', englishChanged }: Finding): string {
  const before =
    previous === undefined
      ? ['es before: (not in git history: compare with the English)']
      : [`es before: ${quote(previous)}`, `change:    ${clip(wordDiff(previous, text).replace(/\s+/g, ' '), 400)}`];
  const edited = englishChanged ? '  (edited since the stamp: stamp it once it says what the Spanish says)' : '';
  const lines = [`es now:    ${quote(text)}`, ...before, `en:        ${quote(english)}${edited}`];
  return [`  - ${file}  ${key}`, ...lines.map((line) => `      ${line}`)].join('\n');
}

/** Texts not stamped yet, one line per file: how many, and the first keys. */
function formatUnstamped(group: readonly Finding[]): string[] {
  const byFile = new Map<string, string[]>();
  for (const f of group) byFile.set(f.file, [...(byFile.get(f.file) ?? []), f.key ?? '']);
  return [...byFile].map(([file, keys]) => {
    const shown = keys.slice(0, 4).join(', ') + (keys.length > 4 ? ', …' : '');
    return `  - ${file}  ${keys.length} text${keys.length === 1 ? '' : 's'}: ${shown}`;
  });
}

/** One line of the report: where, which key, and the text to translate (or to remove). */
function formatFinding(f: Finding): string {
  if (f.kind === 'invalid-json') return `  - ${f.file}:${f.line}:${f.column}  ${f.key ?? ''}`;
  if (f.kind === 'outdated') return formatOutdated(f);
  const key = f.key ? `  ${f.key}` : '';
  const text = f.text !== undefined ? `  ← es: ${quote(f.text)}` : '';
  const english = f.english !== undefined ? `  (en: ${quote(f.english)})` : '';
  return `  - ${f.file}${key}${text}${english}`;
}

const plural = (n: number, word: string, words = `${word}s`) => `${n} ${n === 1 ? word : words}`;

/** Human-readable report, grouped by kind: problems first, then what needs a translator's review. */
export function formatFindings(findings: readonly Finding[]): string {
  const problems = findings.filter((f) => isFailing(f));
  const review = findings.length - problems.length;
  const lines = [
    problems.length === 0
      ? `i18n check: English is in step with Spanish.${review ? ` ${plural(review, 'entry', 'entries')} to review (below).` : ''}`
      : `i18n check: ${plural(problems.length, 'problem')}${review ? `, and ${plural(review, 'entry', 'entries')} to review` : ''}`,
  ];
  for (const kind of Object.keys(headings) as FindingKind[]) {
    const group = findings.filter((f) => f.kind === kind);
    if (group.length === 0) continue;
    lines.push('', `${headings[kind]} (${group.length}):`);
    if (kind === 'unstamped') lines.push(...formatUnstamped(group));
    else for (const f of group) lines.push(formatFinding(f));
  }
  return lines.join('\n');
}

/** The status table: per file, how many texts are up to date, need review or are missing, with totals. */
export function formatStatusTable(table: readonly FileStatus[]): string {
  const sum = (column: 'fresh' | 'review' | 'missing') => table.reduce((n, r) => n + r[column], 0);
  const total = { file: 'total', fresh: sum('fresh'), review: sum('review'), missing: sum('missing') };
  const width = Math.max(...[...table, total].map((r) => r.file.length));
  const row = (file: string, a: string | number, b: string | number, c: string | number) =>
    `  ${file.padEnd(width)}  ${String(a).padStart(10)}  ${String(b).padStart(12)}  ${String(c).padStart(7)}`;
  return [
    `Status per file (pages: ${paths.contentEn}/, posts: ${paths.blogEn}/):`,
    row('', 'up to date', 'needs review', 'missing'),
    ...[...table, total].map((r) => row(r.file, r.fresh, r.review, r.missing)),
  ].join('\n');
}

async function main(): Promise<void> {
  const options = { root: { type: 'string', default: '.' }, json: { type: 'boolean' }, strict: { type: 'boolean' } } as const;
  const { values } = parseArgs({ args: process.argv.slice(2), options, strict: true });
  const { findings, table } = await runCheck(path.resolve(values.root));
  if (values.json) console.log(JSON.stringify(findings, null, 2));
  else console.log([formatFindings(findings), ...(table ? ['', formatStatusTable(table)] : [])].join('\n'));
  process.exitCode = findings.some((f) => isFailing(f, values.strict)) ? 1 : 0;
}

if (isEntry(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    if (/^ERR_PARSE_ARGS/.test((error as { code?: string }).code ?? ''))
      console.error('Usage: npm run i18n:check -- [--root DIR] [--json] [--strict]');
    process.exitCode = 2;
  });
}

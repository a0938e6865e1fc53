/**
 * Gate: no test writes down copy, a label, a price, a company constant or a
 * page path that a single source owns.
 * Tests read those from their owner (`tests/support/messages.ts`,
 * `tests/support/content.ts`, `src/config/*`), so editing a price, a label,
 * a content string or the brand slug never turns a test red.
 *
 * The rule, applied to every string literal, template-literal piece and
 * regular-expression text in `tests/**` (the i18n check's fixture sites in
 * `tests/fixtures/i18n/`, which are data, and this file excluded; the first argument of `test()`, `it()`, `describe()` and
 * `test.step()` — a test's own name — is not checked):
 *
 * 1. Owned values are the string values of `src/content/**`, `i18n/en/site-content/**`,
 *    the English `message`s of `i18n/en/code.json`, the Spanish `message`s of
 *    `translate()` in `src/`, the string constants of `src/config/company.ts`,
 *    and the paths of `src/config/routes.ts` (the homes `/` and `/en/` aside).
 * 2. A literal is ignored when, after collapsing whitespace, it has fewer than
 *    4 characters, has no letter, or is a lower-case identifier or key
 *    (`es`, `email`, `nav.contact`, `phone-repair`): those are ids and field
 *    names, not copy.
 * 3. A literal fails when it equals an owned value (case-insensitively), when
 *    it is 12 characters or more, has a space and is part of an owned value
 *    (a fragment of copy), or when it contains an owned value of 10 characters
 *    or more that has a space, or a company constant of 8 characters or more
 *    (`hola@…`, the phone number), inside a longer string.
 * 4. A path literal fails when it is a route path or starts with one followed by
 *    `/`, `?` or `#`.
 * 5. Outside the formatter tests (`tests/src/config/prices.test.ts`), a literal that
 *    looks like an amount of euros (`150 €`, `€70`) fails: prices come from
 *    `formatPrice()`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { company } from '../../src/config/company';
import { filesUnder } from '../../server/src/files';
import { routeKeys, routes } from '../../src/config/routes';
import { extractSourceMessages } from '../support/messages';

const root = path.resolve(__dirname, '../..');
const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');

/** The files under `dir` (relative to the project) whose names `keep` accepts, as absolute paths, sorted. */
function filesIn(dir: string, keep: (name: string) => boolean): string[] {
  return filesUnder(path.join(root, dir))
    .filter((f) => keep(path.posix.basename(f)))
    .map((f) => path.join(root, dir, f));
}

const normalize = (s: string) => s.replace(/[\s\u00a0]+/g, ' ').trim();

/** Owned value → the file that owns it (first owner wins). */
async function ownedValues(): Promise<Map<string, string>> {
  const owned = new Map<string, string>();
  const add = (value: string, owner: string) => {
    const v = normalize(value);
    if (v.length >= 4 && /\p{L}/u.test(v) && !owned.has(v.toLowerCase())) owned.set(v.toLowerCase(), owner);
  };
  const walk = (value: unknown, owner: string): void => {
    if (typeof value === 'string') add(value, owner);
    else if (Array.isArray(value)) value.forEach((v) => walk(v, owner));
    else if (value && typeof value === 'object') Object.values(value).forEach((v) => walk(v, owner));
  };
  for (const dir of ['src/content', 'i18n/en/site-content']) {
    for (const file of filesIn(dir, (n) => n.endsWith('.json'))) walk(JSON.parse(readFileSync(file, 'utf8')), rel(file));
  }
  const code = JSON.parse(readFileSync(path.join(root, 'i18n/en/code.json'), 'utf8')) as Record<string, { message: string }>;
  for (const { message } of Object.values(code)) add(message, 'i18n/en/code.json');
  for (const m of await extractSourceMessages()) add(m.message, m.file);
  for (const value of companyStrings()) add(value, 'src/config/company.ts');
  return owned;
}

/** Every string constant of the company module. */
function companyStrings(): string[] {
  const out: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') out.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(company);
  return out;
}

const routePaths = new Set<string>(routeKeys.flatMap((k) => [routes[k].es, routes[k].en]).filter((p) => p !== '/' && p !== '/en/'));

/** Lower-case identifiers and keys: ids, field names, locale codes, content keys. */
const isIdentifier = (s: string) => /^[a-z][a-z0-9]*(?:[-_.:][a-zA-Z0-9]+)*$/.test(s) || /^[a-z]+(?:[A-Z][a-z0-9]*)+$/.test(s);
const euroAmount = /\d\s*€|€\s*\d/;
const formatterTests = new Set(['tests/src/config/prices.test.ts']);
const testNameCallees = new Set(['test', 'it', 'describe', 'test.describe', 'test.step', 'describe.each', 'it.each', 'test.each']);

interface Literal {
  text: string;
  line: number;
}

/** Text pieces of a regular expression: its literal runs, escapes resolved, `\s` read as a space. */
function regexPieces(source: string): string[] {
  const body = source.slice(1, source.lastIndexOf('/'));
  return body
    .replace(/\\[sS]\+?\*?|\\u00a0/g, ' ')
    .replace(/\\([^dwbDWB])/g, '$1')
    .split(/\\[dwbDWB]|[|()[\]*+?{}^$]/)
    .map((p) => p.replace(/\.$/, ''));
}

function literalsOf(file: string): Literal[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: Literal[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const skipped = new Set<ts.Node>();
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isExternalModuleReference(node)) return;
    // `it('name', …)` and `it.each(rows)('name %s', …)`: the name is the test's own, not copy.
    const callee = ts.isCallExpression(node)
      ? ts.isCallExpression(node.expression)
        ? node.expression.expression
        : node.expression
      : undefined;
    if (ts.isCallExpression(node) && callee && testNameCallees.has(callee.getText(source)) && node.arguments[0]) {
      skipped.add(node.arguments[0]);
    }
    if (ts.isCallExpression(node) && node.expression.getText(source) === 'vi.mock' && node.arguments[0]) skipped.add(node.arguments[0]);
    if (skipped.has(node)) return;
    if (ts.isPropertyAssignment(node) && ts.isStringLiteral(node.name)) {
      visit(node.initializer);
      return;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push({ text: node.text, line: lineOf(node) });
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node))
      out.push({ text: node.text, line: lineOf(node) });
    else if (ts.isRegularExpressionLiteral(node)) for (const p of regexPieces(node.text)) out.push({ text: p, line: lineOf(node) });
    else if (ts.isJsxText(node)) out.push({ text: node.text, line: lineOf(node) });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Problems in one test file: `file:line: "literal" … (owner)`. */
function check(file: string, owned: Map<string, string>, longValues: [string, string][]): string[] {
  const name = rel(file);
  const problems: string[] = [];
  for (const { text, line } of literalsOf(file)) {
    const raw = text.trim();
    if (routePaths.has(raw) || [...routePaths].some((p) => raw.startsWith(p) && /^[/?#]/.test(raw.slice(p.length)))) {
      problems.push(`${name}:${line}: path "${raw}" is in the route map; use pathOf() from src/config/routes.ts`);
      continue;
    }
    const v = normalize(text);
    if (!formatterTests.has(name) && euroAmount.test(v)) {
      problems.push(`${name}:${line}: amount "${v}" looks like a price; use formatPrice() from src/config/prices.ts`);
      continue;
    }
    if (v.length < 4 || !/\p{L}/u.test(v) || isIdentifier(v)) continue;
    const lower = v.toLowerCase();
    let owner = owned.get(lower);
    if (!owner && v.length >= 12 && v.includes(' ')) owner = [...owned].find(([value]) => value.includes(lower))?.[1];
    if (!owner) owner = longValues.find(([value]) => lower.includes(value))?.[1];
    if (owner)
      problems.push(`${name}:${line}: "${v.length > 60 ? `${v.slice(0, 57)}…` : v}" is copy owned by ${owner}; read it from there`);
  }
  return problems;
}

const testFiles = filesIn('tests', (n) => /\.tsx?$/.test(n)).filter(
  (f) => !rel(f).startsWith('tests/fixtures/i18n/') && rel(f) !== 'tests/gates/no-copy-in-tests.test.ts',
);

// Docusaurus's extractor of interface strings is asynchronous.
const owned = await ownedValues();

describe('no copy in tests', () => {
  const companyValues = new Set(
    companyStrings()
      .filter((v) => v.length >= 8)
      .map((v) => v.toLowerCase()),
  );
  const longValues = [...owned].filter(([value]) => (value.length >= 10 && value.includes(' ')) || companyValues.has(value));

  it('finds the owned values to compare with', () => {
    expect(owned.size).toBeGreaterThan(100);
    expect(testFiles.length).toBeGreaterThan(20);
  });

  it('no test file writes down copy, a price, a company constant or a route path', () => {
    const problems = testFiles.flatMap((f) => check(f, owned, longValues));
    expect(problems, `Read these from their owner instead:\n${problems.join('\n')}`).toEqual([]);
  });
});

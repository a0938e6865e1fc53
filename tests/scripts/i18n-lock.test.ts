/**
 * The translation lock: a Spanish text changed after its English was stamped
 * is reported as needing review (with the Spanish before and after, from git,
 * and the English), without failing the check unless `--strict`; a stamp
 * clears it; an English-only change keeps the entry fresh; a renamed key is
 * missing, stale and obsolete in the lock; a changed post body marks the post;
 * a broken lock fails with its line and column. Each case works on a copy of
 * the `clean` fixture in a throw-away git repository, stamped and committed.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatFindings, runCheck } from '../../scripts/i18n-check';
import { hashText, readLock, stamp, stampTranslations, wordDiff } from '../../scripts/i18n-lock';
import type { Finding, TranslationUnit } from '../../scripts/i18n-units';

const fixture = path.resolve(__dirname, '../fixtures/i18n/clean');
const root = path.resolve(__dirname, '../..');
const lockPath = 'i18n/en/translation-lock.json';
const pagePaths = { es: 'src/content/page.json', en: 'i18n/en/site-content/page.json' };
const postPaths = {
  es: 'i18n/es/docusaurus-plugin-content-blog/2026-01-10-primera.mdx',
  en: 'i18n/en/docusaurus-plugin-content-blog/2026-01-10-primera.mdx',
};

type Page = { hero: Record<string, unknown>; meta: Record<string, unknown> };

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const git = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', '-c', 'commit.gpgsign=false', ...args], {
    cwd: dir,
    stdio: 'pipe',
  });

/** A stamped, committed copy of the clean fixture. */
async function stampedSite(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'i18n-lock-'));
  copies.push(dir);
  cpSync(fixture, dir, { recursive: true });
  await stampTranslations(dir);
  git(dir, 'init', '-q');
  git(dir, 'add', '.');
  git(dir, 'commit', '-qm', 'translated');
  return dir;
}

const readPage = (dir: string, lang: 'es' | 'en') => JSON.parse(readFileSync(path.join(dir, pagePaths[lang]), 'utf8')) as Page;
const writePage = (dir: string, lang: 'es' | 'en', page: Page) =>
  writeFileSync(path.join(dir, pagePaths[lang]), JSON.stringify(page, null, 2));
const review = (findings: Finding[]) => findings.filter((f) => ['outdated', 'unstamped', 'obsolete-lock-entry'].includes(f.kind));

describe('translation lock on a stamped site', () => {
  it('a stamped site has every text up to date and nothing to review', async () => {
    const dir = await stampedSite();
    const { findings, table } = await runCheck(dir);
    expect(findings).toEqual([]);
    expect(table?.every((row) => row.review === 0 && row.missing === 0 && row.fresh > 0)).toBe(true);
  });

  it('reports a changed Spanish value as outdated, with the Spanish before and after (from git) and the English; a stamp clears it', async () => {
    const dir = await stampedSite();
    const before = readPage(dir, 'es');
    const english = readPage(dir, 'en').hero.title;
    const changed = { ...before, hero: { ...before.hero, title: `${String(before.hero.title)} y más` } };
    writePage(dir, 'es', changed);

    const { findings, table } = await runCheck(dir);
    expect(review(findings)).toEqual([
      { kind: 'outdated', file: pagePaths.en, key: 'hero.title', text: changed.hero.title, english, previous: before.hero.title },
    ]);
    expect(table?.find((row) => row.file.endsWith('page.json'))).toMatchObject({ review: 1, missing: 0 });
    const report = formatFindings(findings);
    expect(report).toContain(`es before: "${String(before.hero.title)}"`);
    expect(report).toContain(`es now:    "${changed.hero.title}"`);
    expect(report).toContain('{+y más+}');

    const result = await stampTranslations(dir, { file: pagePaths.es, key: 'hero.title' });
    expect(result).toMatchObject({ stamped: 1, changed: 1, removed: 0 });
    expect((await runCheck(dir)).findings).toEqual([]);
  });

  it('finds the Spanish an interface string was translated from in the git history of the file that uses it', async () => {
    const dir = await stampedSite();
    const file = path.join(dir, 'src/components/Greeting.tsx');
    const source = readFileSync(file, 'utf8');
    const before = /message: '([^']+)'/.exec(source)![1];
    writeFileSync(file, source.replace(`message: '${before}'`, `message: '${before} cordial'`));
    expect(review((await runCheck(dir)).findings)).toEqual([
      expect.objectContaining({ kind: 'outdated', key: 'fixture.greeting.title', text: `${before} cordial`, previous: before }),
    ]);
  });

  it('keeps an entry up to date when only the English changed (a typo fix)', async () => {
    const dir = await stampedSite();
    const en = readPage(dir, 'en');
    writePage(dir, 'en', { ...en, hero: { ...en.hero, title: `${String(en.hero.title)}!` } });
    expect((await runCheck(dir)).findings).toEqual([]);
  });

  it('shows a renamed Spanish key as missing (new key), stale (old key) and an obsolete lock entry, which the next stamp removes', async () => {
    const dir = await stampedSite();
    const es = readPage(dir, 'es');
    const { title, ...rest } = es.hero;
    writePage(dir, 'es', { ...es, hero: { ...rest, heading: title } });

    const kinds = (await runCheck(dir)).findings.map((f) => `${f.kind} ${f.key}`);
    expect(kinds).toEqual(expect.arrayContaining(['missing-content-key hero.heading', 'stale-content-key hero.title']));
    expect(kinds).toContain(`obsolete-lock-entry ${pagePaths.en}  hero.title`);

    const en = readPage(dir, 'en');
    const { title: englishTitle, ...englishRest } = en.hero;
    writePage(dir, 'en', { ...en, hero: { ...englishRest, heading: englishTitle } });
    expect(await stampTranslations(dir, { file: pagePaths.en })).toMatchObject({ removed: 1 });
    expect((await runCheck(dir)).findings).toEqual([]);
  });

  it('marks the English post as outdated when the Spanish body changes, with the word diff', async () => {
    const dir = await stampedSite();
    const file = path.join(dir, postPaths.es);
    writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n\nUn párrafo nuevo.\n`);
    const findings = review((await runCheck(dir)).findings);
    expect(findings.map((f) => `${f.kind} ${f.file} ${f.key}`)).toEqual([`outdated ${postPaths.en} body`]);
    expect(findings[0].previous).toBeDefined();
    expect(wordDiff(findings[0].previous!, findings[0].text!)).toContain('{+');
  });

  it('lists a translation added after the stamp as needing review until it is stamped', async () => {
    const dir = await stampedSite();
    const es = readPage(dir, 'es');
    const en = readPage(dir, 'en');
    writePage(dir, 'es', { ...es, hero: { ...es.hero, note: 'Nota nueva' } });
    writePage(dir, 'en', { ...en, hero: { ...en.hero, note: 'New note' } });
    expect(review((await runCheck(dir)).findings).map((f) => `${f.kind} ${f.key}`)).toEqual(['unstamped hero.note']);
    await stampTranslations(dir);
    expect((await runCheck(dir)).findings).toEqual([]);
  });

  it('treats a content key named like an object property (`constructor`) as any other key: missing in English, and the stamp keeps the lock valid', async () => {
    const dir = await stampedSite();
    writePage(dir, 'es', { ...readPage(dir, 'es'), constructor: 'Constructor' } as Page);
    expect((await runCheck(dir)).findings.map((f) => `${f.kind} ${f.key}`)).toContain('missing-content-key constructor');
    await stampTranslations(dir);
    expect(Object.keys(readLock(dir)[pagePaths.en])).not.toContain('constructor'); // no entry without English
    expect((await runCheck(dir)).findings.map((f) => f.kind)).toEqual(['missing-content-key']);
  });

  it('refuses to stamp a file or key that does not exist', async () => {
    const dir = await stampedSite();
    await expect(stampTranslations(dir, { file: 'src/content/nope.json' })).rejects.toThrow(/No translated file/);
    await expect(stampTranslations(dir, { file: pagePaths.en, key: 'hero.nope' })).rejects.toThrow(/No key hero\.nope/);
  });
});

describe('stamp', () => {
  const unit = (key: string, es: string, en?: string): TranslationUnit => ({
    kind: 'content',
    file: 'en.json',
    source: 'es.json',
    key,
    es,
    ...(en !== undefined && { en }),
  });

  it('stamps only the key in scope, keeps other entries as they were and never stamps a text without English', () => {
    const old = { 'en.json': { a: { es: 'old-a', en: 'old-a' }, b: { es: 'old-b', en: 'old-b' } } };
    const next = stamp(old, [unit('a', 'A', 'A-en'), unit('b', 'B', 'B-en'), unit('c', 'C')], { file: 'en.json', key: 'a' });
    expect(next).toEqual({ 'en.json': { a: { es: hashText('A'), en: hashText('A-en') }, b: old['en.json'].b } });
  });
});

describe('command line', () => {
  const check = (dir: string, ...args: string[]) => {
    try {
      const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/i18n-check.ts', '--root', dir, ...args], {
        cwd: root,
        encoding: 'utf8',
        stdio: 'pipe',
      });
      return { code: 0, out };
    } catch (error) {
      const e = error as { status: number; stdout: string };
      return { code: e.status, out: e.stdout };
    }
  };

  it('lists outdated entries and exits 0 by default, exits 1 with --strict, and exits 1 naming line and column of a broken lock', async () => {
    const dir = await stampedSite();
    const es = readPage(dir, 'es');
    writePage(dir, 'es', { ...es, meta: { ...es.meta, title: `${String(es.meta.title)} nuevas` } });

    const lenient = check(dir);
    expect(lenient.code).toBe(0);
    expect(lenient.out).toContain('Needs review');
    expect(lenient.out).toContain('meta.title');
    expect(lenient.out).toMatch(/Status per file/);
    expect(check(dir, '--strict').code).toBe(1);

    const lock = readFileSync(path.join(dir, lockPath), 'utf8');
    expect(readLock(dir)).toBeTypeOf('object');
    const lines = lock.split('\n');
    lines[2] = lines[2].replace(/,$/, ''); // a lost comma at the end of line 3
    writeFileSync(path.join(dir, lockPath), lines.join('\n'));
    const broken = check(dir);
    expect(broken.code).toBe(1);
    expect(broken.out).toMatch(new RegExp(`${lockPath.replace(/[.]/g, '\\.')}:4:\\d+`));
  }, 90_000); // three tsx start-ups: slow on a busy CI machine
});

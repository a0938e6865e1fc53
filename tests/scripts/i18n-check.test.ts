/**
 * The translators' check (`scripts/i18n-check.ts`, docs/translating.md) is
 * proved able to fail: on the `broken` fixture it reports each kind of problem
 * with its id, file or key and the Spanish text to translate (the English text
 * of stale entries); on the `invalid` fixture it names each JSON syntax error
 * by file, line and column; on the `clean` fixture it passes; the CLI exits
 * 1 / 0.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { formatFindings, isAllowedIdentical, runCheck } from '../../scripts/i18n-check';
import { jsonErrorLocation, type Finding } from '../../scripts/i18n-units';

const fixtures = path.resolve(__dirname, '../fixtures/i18n');
const root = path.resolve(__dirname, '../..');

describe('i18n check on the broken fixture', () => {
  let findings: Finding[];
  const find = (kind: Finding['kind']) => findings.filter((f) => f.kind === kind);

  beforeAll(async () => {
    findings = (await runCheck(path.join(fixtures, 'broken'))).findings;
  }, 60_000);

  it('reports an id used in src/ but missing from the English code.json, with its file', () => {
    expect(find('missing-id')).toEqual([
      { kind: 'missing-id', key: 'fixture.farewell', file: 'src/components/Greeting.tsx', text: 'Hasta pronto' },
    ]);
  });

  it('reports a stale English id with its English text and leaves theme.* ids alone', () => {
    const code = JSON.parse(readFileSync(path.join(fixtures, 'broken/i18n/en/code.json'), 'utf8')) as Record<string, { message: string }>;
    expect(find('stale-id')).toEqual([
      { kind: 'stale-id', key: 'fixture.removed', file: 'i18n/en/code.json', english: code['fixture.removed'].message },
    ]);
  });

  it('reports an English message identical to the Spanish source', () => {
    expect(find('untranslated-id')).toEqual([
      { kind: 'untranslated-id', key: 'fixture.greeting.title', file: 'i18n/en/code.json', text: 'Saludo' },
    ]);
  });

  it('reports missing content keys, objects by key and arrays by index, with the Spanish text', () => {
    const es = JSON.parse(readFileSync(path.join(fixtures, 'broken/src/content/page.json'), 'utf8')) as {
      meta: { description: string };
      items: unknown[];
    };
    expect(find('missing-content-key')).toEqual([
      { kind: 'missing-content-key', file: 'i18n/en/site-content/page.json', key: 'meta.description', text: es.meta.description },
      { kind: 'missing-content-key', file: 'i18n/en/site-content/page.json', key: 'items[1]', text: JSON.stringify(es.items[1]) },
    ]);
  });

  it('reports an English content key the Spanish source no longer has, with the English text', () => {
    const en = JSON.parse(readFileSync(path.join(fixtures, 'broken/i18n/en/site-content/page.json'), 'utf8')) as { hero: { note: string } };
    expect(find('stale-content-key')).toEqual([
      { kind: 'stale-content-key', file: 'i18n/en/site-content/page.json', key: 'hero.note', english: en.hero.note },
    ]);
  });

  it('reports an English content value whose placeholders or link markers differ from the Spanish one, with both texts', () => {
    const es = JSON.parse(readFileSync(path.join(fixtures, 'broken/src/content/page.json'), 'utf8')) as { hero: { lead: string } };
    const en = JSON.parse(readFileSync(path.join(fixtures, 'broken/i18n/en/site-content/page.json'), 'utf8')) as { hero: { lead: string } };
    expect(find('syntax-mismatch')).toEqual([
      { kind: 'syntax-mismatch', file: 'i18n/en/site-content/page.json', key: 'hero.lead', text: es.hero.lead, english: en.hero.lead },
    ]);
  });

  it('reports an untranslated content value but not route keys, ids, price keys, dates or allow-listed names', () => {
    const es = JSON.parse(readFileSync(path.join(fixtures, 'broken/src/content/page.json'), 'utf8')) as {
      hero: { link: { label: string } };
    };
    expect(find('untranslated-content')).toEqual([
      { kind: 'untranslated-content', file: 'i18n/en/site-content/page.json', key: 'hero.link.label', text: es.hero.link.label },
    ]);
  });

  it('reports a post without its English file, a post file without its slug, an English orphan and a missing author', () => {
    expect(find('missing-post')).toEqual([
      {
        kind: 'missing-post',
        file: 'i18n/en/docusaurus-plugin-content-blog/2026-02-01-segunda.mdx',
        key: 'i18n/es/docusaurus-plugin-content-blog/2026-02-01-segunda.mdx',
        text: /^title:\s*(.+)$/m.exec(
          readFileSync(path.join(fixtures, 'broken/i18n/es/docusaurus-plugin-content-blog/2026-02-01-segunda.mdx'), 'utf8'),
        )?.[1],
      },
    ]);
    // Each language has its own slug (primera / first): only a file without one is reported.
    expect(find('missing-slug').map((f) => f.file)).toEqual(['i18n/en/docusaurus-plugin-content-blog/2026-03-01-tercera.mdx']);
    expect(find('stale-post').map((f) => f.file)).toEqual(['i18n/en/docusaurus-plugin-content-blog/2026-04-01-huerfana.mdx']);
    expect(find('missing-blog-key')).toEqual([
      { kind: 'missing-blog-key', file: 'i18n/en/docusaurus-plugin-content-blog/authors.yml', key: 'equipo' },
    ]);
  });

  it('formats a readable report naming ids, files and keys', () => {
    const report = formatFindings(findings);
    for (const text of [
      'fixture.farewell',
      'fixture.removed',
      'meta.description',
      '2026-02-01-segunda.mdx',
      'src/components/Greeting.tsx',
    ]) {
      expect(report).toContain(text);
    }
  });

  it('puts the Spanish text on the line of each missing or untranslated key, the English text on stale ones', () => {
    const lines = formatFindings(findings).split('\n');
    const lineOf = (key: string) => lines.find((l) => l.includes(`  ${key}  `)) ?? '';
    for (const f of findings.filter((x) => x.text !== undefined && x.key)) {
      expect(lineOf(f.key!)).toContain(`es: `);
      expect(lineOf(f.key!)).toContain(f.text!.slice(0, 40));
    }
    for (const f of findings.filter((x) => x.english !== undefined)) expect(lineOf(f.key!)).toContain(`en: "${f.english}"`);
  });
});

describe('status table on the broken fixture', () => {
  it('counts the texts of a post without its English file as missing', async () => {
    const { table } = await runCheck(path.join(fixtures, 'broken'));
    expect(table?.find((row) => row.file.endsWith('2026-02-01-segunda.mdx'))).toMatchObject({ fresh: 0, review: 0 });
    expect(table?.find((row) => row.file.endsWith('2026-02-01-segunda.mdx'))?.missing).toBeGreaterThan(0);
  });
});

describe('i18n check on files that are not valid JSON', () => {
  it('reports each syntax error by file, line and column and still checks the rest', async () => {
    const findings = (await runCheck(path.join(fixtures, 'invalid'))).findings;
    expect(findings.map(({ kind, file, line, column }) => ({ kind, file, line, column }))).toEqual([
      // The trailing comma after the last entry of line 3: V8 stops at the closing brace.
      { kind: 'invalid-json', file: 'i18n/en/code.json', line: 4, column: 1 },
      // The missing comma at the end of line 2.
      { kind: 'invalid-json', file: 'i18n/en/site-content/page.json', line: 3, column: 3 },
    ]);
    expect(formatFindings(findings)).toContain('i18n/en/site-content/page.json:3:3');
  });

  it('turns a character position into a line and column', () => {
    const text = '{\n  "a": 1,\n  "b" 2\n}';
    let error: Error | undefined;
    try {
      JSON.parse(text);
    } catch (e) {
      error = e as Error;
    }
    expect(jsonErrorLocation(text, error!)).toMatchObject({ line: 3, column: 7 });
  });
});

describe('i18n check on the clean fixture', () => {
  it('finds nothing', async () => {
    expect((await runCheck(path.join(fixtures, 'clean'))).findings).toEqual([]);
  });
});

describe('allow-list', () => {
  it.each(['PlanOri', 'Brétema Tech', 'WhatsApp', 'hola@bretema.tech', '+34 981 000 000', '24 h', '{count} €', 'Principal'])(
    'accepts %s unchanged',
    (value) => expect(isAllowedIdentical(value)).toBe(true),
  );
  it.each(['Servicios', 'Prueba PlanOri gratis', 'Hola'])('does not accept %s unchanged', (value) =>
    expect(isAllowedIdentical(value)).toBe(false),
  );
});

describe('command line', () => {
  const run = (dir: string) => {
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/i18n-check.ts', '--root', path.join(fixtures, dir)], {
        cwd: root,
        encoding: 'utf8',
        stdio: 'pipe',
      });
      return { code: 0, out: '' };
    } catch (error) {
      const e = error as { status: number; stdout: string };
      return { code: e.status, out: e.stdout };
    }
  };

  it('exits 1 with the list on the broken fixture and 0 on the clean one', () => {
    const broken = run('broken');
    expect(broken.code).toBe(1);
    expect(broken.out).toContain('fixture.farewell');
    expect(run('clean').code).toBe(0);
  }, 90_000); // two tsx start-ups: slow on a busy CI machine
});

/**
 * The translators' check (`scripts/i18n-check.ts`, issue 7) is proved able
 * to fail: on the `broken` fixture it reports each kind of problem with its
 * id, file or key; on the `clean` fixture it passes; the CLI exits 1 / 0.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkTranslations, formatFindings, isAllowedIdentical, type Finding } from '../../../scripts/i18n-check';

const fixtures = path.resolve(__dirname, '../../fixtures/i18n');
const root = path.resolve(__dirname, '../../..');

describe('i18n check on the broken fixture', () => {
  let findings: Finding[];
  const find = (kind: Finding['kind']) => findings.filter((f) => f.kind === kind);

  beforeAll(async () => {
    findings = await checkTranslations({ root: path.join(fixtures, 'broken') });
  }, 60_000);

  it('reports an id used in src/ but missing from the English code.json, with its file', () => {
    expect(find('missing-id')).toEqual([
      { kind: 'missing-id', key: 'fixture.farewell', file: 'src/components/Greeting.tsx', text: 'Hasta pronto' },
    ]);
  });

  it('reports a stale English id and leaves theme.* ids alone', () => {
    expect(find('stale-id').map((f) => f.key)).toEqual(['fixture.removed']);
  });

  it('reports an English message identical to the Spanish source', () => {
    expect(find('untranslated-id')).toEqual([
      { kind: 'untranslated-id', key: 'fixture.greeting.title', file: 'i18n/en/code.json', text: 'Saludo' },
    ]);
  });

  it('reports missing content keys, objects by key and arrays by index', () => {
    expect(find('missing-content-key')).toEqual([
      { kind: 'missing-content-key', file: 'i18n/en/site-content/page.json', key: 'meta.description' },
      { kind: 'missing-content-key', file: 'i18n/en/site-content/page.json', key: 'items[1]' },
    ]);
  });

  it('reports an untranslated content value but not route keys, ids, price keys, dates or allow-listed names', () => {
    expect(find('untranslated-content')).toEqual([
      { kind: 'untranslated-content', file: 'i18n/en/site-content/page.json', key: 'hero.link.label', text: 'Ver el catálogo' },
    ]);
  });

  it('reports a post without its English file, a slug mismatch, an English orphan and a missing author', () => {
    expect(find('missing-post')).toEqual([
      {
        kind: 'missing-post',
        file: 'i18n/en/docusaurus-plugin-content-blog/2026-02-01-segunda.mdx',
        key: 'blog/2026-02-01-segunda.mdx',
      },
    ]);
    expect(find('slug-mismatch').map((f) => f.key)).toEqual(['blog/2026-03-01-tercera.mdx: slug tercera / English third']);
    expect(find('stale-post').map((f) => f.file)).toEqual(['i18n/en/docusaurus-plugin-content-blog/2026-04-01-huerfana.mdx']);
    expect(find('missing-blog-key')).toEqual([
      { kind: 'missing-blog-key', file: 'i18n/en/docusaurus-plugin-content-blog/authors.yml', key: 'equipo' },
    ]);
  });

  it('formats a readable report naming ids, files and keys', () => {
    const report = formatFindings(findings);
    for (const text of ['fixture.farewell', 'fixture.removed', 'meta.description', '2026-02-01-segunda.mdx', 'src/components/Greeting.tsx']) {
      expect(report).toContain(text);
    }
  });
});

describe('i18n check on the clean fixture', () => {
  it('finds nothing', async () => {
    expect(await checkTranslations({ root: path.join(fixtures, 'clean') })).toEqual([]);
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

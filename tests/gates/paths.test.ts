/**
 * Paths written in prose stay true: every repository path named in a
 * Markdown file or in a comment of the code (`src/…`, `server/…`, `tests/…`,
 * `scripts/…`, `docs/…`, `deploy/…`, `i18n/…`, `static/…`) exists, as a file,
 * a folder, or a module without its `.ts`/`.tsx` extension. Paths with a
 * placeholder (`<page>`, `{{locale}}`, `*`, `…`, `YYYY`, `NAME`) are
 * patterns, and Markdown's fenced blocks show sample output: neither is
 * checked; nor is a path `.gitignore` ignores (a build output such as
 * `server/dist/`, made by `npm run build`). A renamed or deleted file fails
 * here, naming each place that still points at it. The files read are the
 * project's own: every file of the tree that `.gitignore` does not ignore,
 * so the check runs the same in a clone and in a download without `.git`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ignore from 'ignore';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
/** The repository's ignore rules (`.git` itself too). */
const ignores = ignore()
  .add(readFileSync(path.join(root, '.gitignore'), 'utf8'))
  .add('.git');

/** Every file under `dir` (relative to the root, `/` separators) that the ignore rules keep; ignored folders are not entered. */
function projectFiles(dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return ignores.ignores(`${rel}/`) ? [] : projectFiles(rel);
    return entry.isFile() && !ignores.ignores(rel) ? [rel] : [];
  });
}

const files = projectFiles();

const roots = ['src', 'server', 'tests', 'scripts', 'docs', 'deploy', 'i18n', 'static', '.github', '.ci'];
const pathPattern = new RegExp(`(?<![\\w./@~-])((?:${roots.map((r) => r.replace('.', '\\.')).join('|')})/[\\w.@/{}<>*…-]*[\\w*}>…])`, 'g');

/** Whether a written path names something that exists (a module may omit its extension). */
function exists(written: string): boolean {
  const p = path.join(root, written);
  return ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'].some((ext) => existsSync(p + ext));
}

/** Whether a path is a pattern rather than one path. */
const isPattern = (p: string) => /[<>{}*…]|\b(?:YYYY|NAME|ID|DIR|FILE)\b/.test(p);

/** The comment text of a TypeScript or JavaScript file: `//` lines and block comments. */
function commentsOf(text: string): string {
  const blocks = text.match(/\/\*[\s\S]*?\*\//g) ?? [];
  const lines = text.match(/(?<![:'"`\\])\/\/[^\n]*/g) ?? [];
  return [...blocks, ...lines].join('\n');
}

/** Every (file, path) pair where prose names a path that does not exist. */
function stalePaths(): string[] {
  const stale: string[] = [];
  for (const file of files) {
    const isMarkdown = file.endsWith('.md');
    const isCode = /\.(?:ts|tsx|mts|mjs|js|css|yml|yaml|sh)$/.test(file) && !file.startsWith('static/');
    if (!isMarkdown && !isCode) continue;
    const text = readFileSync(path.join(root, file), 'utf8');
    // Fenced blocks in Markdown show sample output, with example file names.
    const prose = isMarkdown
      ? text.replace(/^```[\s\S]*?^```/gm, '')
      : /\.(?:ya?ml|sh)$/.test(file)
        ? text.replace(/^(?!\s*#).*$/gm, '')
        : commentsOf(text);
    for (const [, written] of prose.matchAll(pathPattern)) {
      if (!isPattern(written) && !exists(written)) stale.push(`${file}: ${written}`);
    }
  }
  return [...new Set(stale)].filter((entry) => !ignored(entry.slice(entry.indexOf(': ') + 2)));
}

/** Whether `.gitignore` ignores a path (a build output); as a folder too (`server/dist/`). */
function ignored(written: string): boolean {
  const rel = written.replace(/\/+$/, '');
  return ignores.ignores(rel) || ignores.ignores(`${rel}/`);
}

describe('paths named in docs and comments', () => {
  it('exist', () => {
    expect(stalePaths()).toEqual([]);
  });

  it('code outside tests/ imports nothing from tests/', () => {
    const outside = files.filter((f) => /\.(?:ts|tsx|mts)$/.test(f) && !f.startsWith('tests/'));
    const offending = outside.filter((f) => /from '(?:\.\.\/)+tests\//.test(readFileSync(path.join(root, f), 'utf8')));
    expect(offending).toEqual([]);
  });
});

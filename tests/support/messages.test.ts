/**
 * The tests' reader of interface strings (`tests/support/messages.ts`) sees
 * exactly the ids and Spanish messages that Docusaurus's own extractor (the
 * one behind `npm run i18n:extract`) finds in `src/`, and fills placeholders
 * like the site does.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { extractAllSourceCodeFileTranslations, getBabelOptions } from '@docusaurus/babel';
import { describe, expect, it } from 'vitest';
import { extractSourceMessages, message } from './messages';

const src = path.resolve(__dirname, '../../src');

describe('interface strings for tests', () => {
  it('match the ids and messages of the Docusaurus extractor', async () => {
    const files = (readdirSync(src, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
      .filter((d) => d.isFile() && /\.(?:[jt]sx?)$/.test(d.name) && !d.name.endsWith('.d.ts'))
      .map((d) => path.join(d.parentPath, d.name));
    const extracted = await extractAllSourceCodeFileTranslations(files, getBabelOptions({ isServer: true }));
    const expected = new Map<string, string>();
    for (const { translations } of extracted) for (const [id, { message: text }] of Object.entries(translations)) expected.set(id, text);
    const ours = new Map(extractSourceMessages().map((m) => [m.id, m.message]));
    expect(ours.size).toBeGreaterThan(50);
    expect(Object.fromEntries([...ours].sort())).toEqual(Object.fromEntries([...expected].sort()));
  }, 60_000);

  it('fills placeholders and refuses unknown ids', () => {
    expect(message('forms.counter', 'en', { count: 3, max: 9 })).toMatch(/3\D+9/);
    expect(() => message('no.such.id', 'es')).toThrow(/no\.such\.id/);
  });
});

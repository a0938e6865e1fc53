/**
 * The tests' reader of interface strings (`tests/support/messages.ts`): the
 * Spanish strings come from Docusaurus's extractor, the file a test build
 * writes for the browser specs holds the same ones, and placeholders are
 * filled like the site does.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { extractSourceMessages, loadSourceMessages, message, readSourceMessages, writeSourceMessages } from './messages';

const dir = mkdtempSync(path.join(tmpdir(), 'messages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeAll(loadSourceMessages, 60_000);

describe('interface strings for tests', () => {
  it('finds the translate() calls and <Translate> elements of src/, with their files', async () => {
    const extracted = await extractSourceMessages();
    expect(extracted.length).toBeGreaterThan(50);
    const counter = extracted.find((m) => m.id === 'forms.counter');
    expect(counter?.file).toMatch(/^src\/.+\.tsx?$/);
    expect(readFileSync(path.resolve(__dirname, '../..', counter!.file), 'utf8')).toContain(`'${counter!.id}'`);
  }, 60_000);

  it('writes for the browser specs the strings it extracts', async () => {
    const file = path.join(dir, 'messages.json');
    await writeSourceMessages(file);
    vi.stubEnv('VITEST', '');
    try {
      expect(readSourceMessages(file)).toEqual(new Map((await extractSourceMessages()).map((m) => [m.id, m])));
    } finally {
      vi.unstubAllEnvs();
    }
  }, 60_000);

  it('fills placeholders and refuses unknown ids', () => {
    expect(message('forms.counter', 'en', { count: 3, max: 9 })).toMatch(/3\D+9/);
    expect(message('forms.counter', 'es', { count: 3, max: 9 })).toMatch(/3\D+9/);
    expect(() => message('no.such.id', 'es')).toThrow(/no\.such\.id/);
  });
});

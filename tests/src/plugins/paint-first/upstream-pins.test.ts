/**
 * The upstream files the site copies, replaces or follows by shape (pinned
 * with their SHA-256 in src/plugins/paint-first/upstream-pins.json) are the
 * ones it was written against: a Docusaurus upgrade that changes one fails
 * here, naming the file and what of ours to re-check, instead of breaking
 * paint-first or a swizzle unnoticed in the browser.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replacements, upstreamPath, utilsCommonIndex } from '../../../../src/plugins/paint-first/replacements';
import pins from '../../../../src/plugins/paint-first/upstream-pins.json';

/**
 * One pinned upstream file (src/plugins/paint-first/upstream-pins.json):
 * package and path inside it as `node_modules` holds it, the SHA-256 of its
 * bytes (lowercase hex), and what of ours depends on it and must be
 * compared when it changes.
 */
interface UpstreamPin {
  file: string;
  sha256: string;
  recheck: string;
  /** Text of the file that ours quotes word for word (the staff guide quotes a build message), when there is one. */
  quotes?: string;
}

const upstreamPins: readonly UpstreamPin[] = pins;
const pinsModule = 'src/plugins/paint-first/upstream-pins.json';
const folder = path.resolve(__dirname, '../../../../src/plugins/paint-first');

/** The installed version of the package a pinned file belongs to. */
function installedVersion(file: string): string {
  const [scope, name] = file.split('/');
  return (JSON.parse(readFileSync(upstreamPath(`${scope}/${name}/package.json`), 'utf8')) as { version: string }).version;
}

describe('pinned upstream files', () => {
  it.each(upstreamPins.map((pin) => [pin.file, pin] as const))('%s is the file ours was written against', (file, pin) => {
    const installed = upstreamPath(file);
    const version = installedVersion(file);
    expect(
      existsSync(installed),
      `${file} is gone from ${file.split('/').slice(0, 2).join('/')} ${version}. Re-check: ${pin.recheck}`,
    ).toBe(true);
    const sha256 = createHash('sha256').update(readFileSync(installed)).digest('hex');
    expect(
      sha256,
      `${file} changed (installed ${version}: sha256 ${sha256}). Re-check: ${pin.recheck} ` + `Then pin the new hash in ${pinsModule}.`,
    ).toBe(pin.sha256);
  });

  it.each(upstreamPins.filter((pin) => pin.quotes !== undefined).map((pin) => [pin.file, pin] as const))(
    '%s still holds the text ours quotes',
    (file, pin) => {
      expect(readFileSync(upstreamPath(file), 'utf8'), `Re-check: ${pin.recheck}`).toContain(pin.quotes);
    },
  );

  it('pins every module the paint-first plugin replaces', () => {
    const pinned = new Set(upstreamPins.map((p) => p.file));
    const replaced = [...Object.values(replacements).map((r) => `${r.upstream}.js`), `${utilsCommonIndex.upstream}/lib/index.js`];
    expect(replaced.filter((file) => !pinned.has(file))).toEqual([]);
  });

  it('pins every file of Docusaurus core the paint-first folder imports', () => {
    const pinned = new Set(upstreamPins.map((p) => p.file));
    const imported = readdirSync(folder)
      .filter((f) => /\.tsx?$/.test(f))
      .flatMap((f) => [...readFileSync(path.join(folder, f), 'utf8').matchAll(/'(@docusaurus\/core\/lib\/[^']+)'/g)])
      .map((m) => `${m[1]}.js`);
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((file) => !pinned.has(file))).toEqual([]);
  });

  it('pins the internal entry of every Docusaurus package a swizzle imports it from', () => {
    const pinned = new Set(upstreamPins.map((p) => p.file));
    const src = path.resolve(__dirname, '../../../../src');
    const imported = (readdirSync(src, { recursive: true }) as string[])
      .filter((f) => /\.tsx?$/.test(f))
      .flatMap((f) => [...readFileSync(path.join(src, f), 'utf8').matchAll(/'(@docusaurus\/[a-z-]+)\/internal'/g)])
      .map((m) => `${m[1]}/lib/internal.js`);
    expect(imported.length).toBeGreaterThan(0);
    expect([...new Set(imported)].filter((file) => !pinned.has(file))).toEqual([]);
  });
});

/**
 * Driving the staff editor (`/admin`) in a test. The editor's local mode
 * edits a folder the browser's directory picker opens; Chromium cannot
 * show that picker headless, so the test hands the editor the browser's
 * private file system instead (same File System Access API), filled with
 * the files the editor's configuration names, copied from a scratch copy
 * of the site. After the editor saves, the files it wrote are copied back
 * into the scratch copy byte for byte, where the build's own checks read
 * them: what they check is exactly what the editor wrote.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import type { Page } from '@playwright/test';
import { filesUnder } from '../../server/src/files';
import { locales } from '../../src/config/locales';
import { editorPath } from '../../src/config/editor';

/** The project folder. */
export const projectRoot = path.resolve(__dirname, '..', '..');

/** What a build reads, copied into a scratch site (node_modules is linked, not copied). */
const siteSources = ['src', 'i18n', 'static', 'docusaurus.config.ts', 'package.json', 'tsconfig.json'];

/** A copy of the site's sources in a temporary folder; `remove()` deletes it. */
export function scratchSite(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'editor-site-'));
  for (const item of siteSources) cpSync(path.join(projectRoot, item), path.join(dir, item), { recursive: true });
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The editor configuration a build wrote (`admin/config.yml`). */
export function editorConfigOf(buildDir: string): EditorConfig {
  return yaml.load(readFileSync(path.join(buildDir, editorPath, 'config.yml'), 'utf8')) as EditorConfig;
}

/** The editor's Spanish interface messages (the ones the tests look for). */
export function editorMessages(): { validation: { value_missing: string } } {
  // The package's entry is `npm/index.js`; its translations sit in `locales/`, one folder up.
  const file = path.resolve(path.dirname(require.resolve('@sveltia/cms')), '..', 'locales', 'es-CO.json');
  return JSON.parse(readFileSync(file, 'utf8')) as { validation: { value_missing: string } };
}

/** The parts of the editor configuration the tests read. */
export interface EditorConfig {
  media_folder: string;
  collections: {
    name: string;
    label: string;
    folder?: string;
    files?: { name: string; label: string; file: string; fields: { name: string; label: string; pattern?: [string, string] }[] }[];
    fields?: { name: string; label: string; pattern?: [string, string]; maxlength?: number }[];
  }[];
}

/** Every file and folder the editor reads or writes, relative to the site. */
export function editedPaths(config: EditorConfig): string[] {
  const paths = new Set<string>([config.media_folder]);
  for (const c of config.collections) {
    if (c.folder) for (const l of locales) paths.add(c.folder.replace('{{locale}}', l));
    for (const f of c.files ?? []) paths.add(f.file);
  }
  return [...paths];
}

/** The files `rel` names in `root` (itself, or every file under that folder), relative to `root`. */
function editedFiles(root: string, rel: string): string[] {
  const full = path.join(root, rel);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [rel];
  return filesUnder(full).map((f) => path.posix.join(rel, f));
}

/**
 * Opens the editor on `origin` with the private file system holding the
 * edited files of `siteDir`, and signs in to local mode with the button
 * labelled `signIn`; `onSignInPage` runs on the sign-in page before that.
 */
export async function openEditor(
  page: Page,
  origin: string,
  siteDir: string,
  config: EditorConfig,
  { signIn = 'Trabajar con un repositorio local', onSignInPage }: { signIn?: string; onSignInPage?: () => Promise<void> } = {},
): Promise<void> {
  const files = editedPaths(config)
    .flatMap((rel) => editedFiles(siteDir, rel))
    .map((rel) => ({ path: rel, data: readFileSync(path.join(siteDir, rel)).toString('base64') }));
  // Any page of the origin: the private file system belongs to the origin.
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(async (list) => {
    const root = await navigator.storage.getDirectory();
    // The editor opens a folder only when it is the root of a git repository.
    await root.getDirectoryHandle('.git', { create: true });
    for (const f of list) {
      const parts = f.path.split('/');
      let dir = root;
      for (const p of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(p, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(Uint8Array.from(atob(f.data), (c) => c.charCodeAt(0)));
      await writable.close();
    }
  }, files);
  await page.addInitScript(() => {
    (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker = () =>
      navigator.storage.getDirectory();
  });
  await page.goto(`${origin}${editorPath}`);
  const button = page.getByRole('button', { name: signIn });
  await button.waitFor();
  await onSignInPage?.();
  await button.click();
}

/**
 * Copies every file of the private file system that differs from `siteDir`
 * into it; returns the paths written, sorted.
 */
export async function saveEditorFiles(page: Page, siteDir: string): Promise<string[]> {
  const files = await page.evaluate(async () => {
    const out: { path: string; data: string }[] = [];
    async function walk(dir: FileSystemDirectoryHandle, prefix: string): Promise<void> {
      for await (const [name, handle] of (dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries()) {
        if (name === '.git') continue;
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
        else {
          const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer());
          let binary = '';
          for (const b of bytes) binary += String.fromCharCode(b);
          out.push({ path: `${prefix}${name}`, data: btoa(binary) });
        }
      }
    }
    await walk(await navigator.storage.getDirectory(), '');
    return out;
  });
  const written: string[] = [];
  for (const f of files) {
    const target = path.join(siteDir, f.path);
    const data = Buffer.from(f.data, 'base64');
    if (existsSync(target) && readFileSync(target).equals(data)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, data);
    written.push(f.path);
  }
  return written.sort();
}

/** `npm run i18n:check` on a scratch site: its exit status and report. */
export function checkTranslationsOf(siteDir: string): { status: number | null; output: string } {
  const run = spawnSync('npx', ['tsx', path.join(projectRoot, 'scripts/i18n-check.ts'), '--root', siteDir], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

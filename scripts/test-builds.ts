/**
 * The two test builds (`test-build/site`, served to the browser tests and
 * precompressed like a production build; `test-build/phone-repair` with
 * `OFFERS_PHONE_REPAIR=1`, whose files `tests/e2e-flags/` reads), each made
 * for the test origin, stamped, and rebuilt when stale
 * (README, "Tests"); and how tests and scripts launch Chromium
 * (`CHROMIUM_PATH`, default Debian's `/usr/bin/chromium`; `playwright`:
 * Playwright's own browsers). `tsx scripts/test-builds.ts` makes the stale
 * builds (`npm run test:builds`); with `site` or `phone-repair`, that build now.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LaunchOptions } from '@playwright/test';
import { guideImageDir, guideSource } from '../src/plugins/editor/guide';
import { sourceMessagesFile, writeSourceMessages } from './source-messages';

/** Port (`TEST_PORT`, default 4173) and origin the test builds are made for (`SITE_URL`); the default one is served there. */
export const testPort = Number(process.env.TEST_PORT ?? 4173);
export const testOrigin = `http://127.0.0.1:${testPort}`;

/**
 * The test builds by name: folder (relative to the site), phone-repair flag, the npm script that makes it, and whether
 * it is served (precompressed like a production build) or only read as files (the flag-on one, by `tests/e2e-flags/`).
 */
export const testBuilds = {
  site: { dir: 'test-build/site', phoneRepair: '0', script: 'build:test', served: true },
  'phone-repair': { dir: 'test-build/phone-repair', phoneRepair: '1', script: 'build:test:phone-repair', served: false },
} as const;

/**
 * Files and folders a build of the site is made from, relative to the project root (`npm start` rebuilds when one is newer):
 * the staff guide too, which the build serves beside the editor.
 */
export const siteSources = ['src', 'i18n', 'static', 'docusaurus.config.ts', guideSource, guideImageDir];

/** The same for a test build, which also depends on the lock file and on how it and its interface strings are made. */
const buildSources = [
  ...siteSources,
  'package-lock.json',
  'scripts/test-builds.ts',
  'scripts/compress-build.ts',
  'scripts/url-rules.ts',
  'scripts/source-messages.ts',
  'scripts/i18n-units.ts',
  'server/src/files.ts',
];

const root = path.resolve(__dirname, '..');

/**
 * The newest of `inputs` (relative to `root`) and everything under them: its path (with `/`) and modification time in
 * milliseconds. Folders count too, so a deleted file makes a build older than its sources.
 */
export function newestSource(root: string, inputs: readonly string[]): { file: string; mtimeMs: number } {
  let newest = { file: '', mtimeMs: 0 };
  const visit = (rel: string) => {
    const abs = path.join(root, rel);
    if (!existsSync(abs)) return;
    const stat = statSync(abs);
    if (stat.mtimeMs > newest.mtimeMs) newest = { file: rel.split(path.sep).join('/'), mtimeMs: stat.mtimeMs };
    if (stat.isDirectory()) for (const name of readdirSync(abs)) visit(path.join(rel, name));
  };
  for (const input of inputs) visit(input);
  return newest;
}

/** The stamp file of a build folder: `test-build/site` → `test-build/site.stamp.json`. */
const stampFile = (dir: string) => path.resolve(root, `${dir}.stamp.json`);

/**
 * Builds one test build with `SITE_URL` set to the test origin (canonical, hreflang and cross-locale redirects point at a
 * reachable host), precompresses it when it is served, and stamps it.
 */
export async function buildTestSite(name: keyof typeof testBuilds): Promise<void> {
  const { dir, phoneRepair, served } = testBuilds[name];
  const startedAt = Date.now();
  const env = { ...process.env, SITE_URL: testOrigin, OFFERS_PHONE_REPAIR: phoneRepair, SHOW_SPONSORSHIPS_IN_NAV: '0' };
  execFileSync('npx', ['docusaurus', 'build', '--out-dir', dir], { stdio: 'inherit', env });
  // Precompressed like a production build, so the tests exercise the files the server really sends.
  if (served) await (await import('./compress-build')).compressBuild(dir);
  (await import('./url-rules')).writeUrlRulesFromEnv(dir, env);
  // The interface strings the browser specs read while they load (the extractor is asynchronous, they are not).
  await writeSourceMessages();
  writeFileSync(stampFile(dir), `${JSON.stringify({ startedAt, origin: testOrigin }, null, 2)}\n`);
}

/** Why a test build cannot be tested as it is, or `undefined` when it is up to date. */
export function staleReason(name: keyof typeof testBuilds): string | undefined {
  const { dir } = testBuilds[name];
  if (!existsSync(path.resolve(root, dir, 'index.html')) || !existsSync(stampFile(dir))) return `${dir} has not been built yet`;
  if (!existsSync(path.resolve(root, sourceMessagesFile))) return `${sourceMessagesFile} has not been written yet`;
  const stamp = JSON.parse(readFileSync(stampFile(dir), 'utf8')) as { startedAt: number; origin: string };
  if (stamp.origin !== testOrigin) return `${dir} was built for ${stamp.origin}, the tests serve ${testOrigin}`;
  const newest = newestSource(root, buildSources);
  return newest.mtimeMs > stamp.startedAt ? `${newest.file} changed after ${dir} was built` : undefined;
}

/**
 * Rebuilds each stale test build with its npm script, one after the other (two
 * builds cannot share `.docusaurus/`); with `TEST_BUILD=check` it throws
 * instead (for runs that must not build). Does nothing in Playwright's
 * workers, which load the config too.
 * @throws Error naming the stale build and the command that rebuilds it.
 */
export function ensureTestBuilds(): void {
  if (process.env.TEST_WORKER_INDEX !== undefined) return;
  for (const name of Object.keys(testBuilds) as (keyof typeof testBuilds)[]) {
    const [reason, script] = [staleReason(name), testBuilds[name].script];
    if (!reason) continue;
    if (process.env.TEST_BUILD === 'check') throw new Error(`The test build is stale: ${reason}. Run \`npm run ${script}\` first.`);
    console.log(`Test build is stale (${reason}): running \`npm run ${script}\`.`);
    execFileSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  }
}

/** Chromium launch options for headless runs on a machine without network. */
export function chromiumLaunchOptions(): LaunchOptions {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return {
    executablePath: path === 'playwright' ? undefined : path,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}

// Run as the entry (`npm run test:builds`, `npm run build:test`); the Playwright configs and tests import the rest.
if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  const [name, ...extra] = process.argv.slice(2);
  if (extra.length > 0 || (name !== undefined && !Object.hasOwn(testBuilds, name))) {
    console.error(`Usage: tsx scripts/test-builds.ts [${Object.keys(testBuilds).join('|')}]`);
    process.exit(2);
  }
  Promise.resolve(name === undefined ? ensureTestBuilds() : buildTestSite(name as keyof typeof testBuilds)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

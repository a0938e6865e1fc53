/**
 * Whether a test build (`test-build/site`, `test-build/phone-repair`) still
 * matches its sources. The build scripts write a stamp beside the build (the
 * time the build started and the origin it was made for); the Playwright
 * configs read it before any test runs and rebuild when a source file is
 * newer, the stamp is missing, or the origin (`TEST_PORT`) changed — so a
 * plain `npx playwright test` never tests an old build (README, "Tests").
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { flagsTestBuildDir, flagsTestOrigin, testBuildDir, testOrigin } from './test-builds';

/** Files and folders a build is made from, relative to the project root. */
export const buildSources: readonly string[] = [
  'src',
  'i18n',
  'static',
  'docusaurus.config.ts',
  'package-lock.json',
  'scripts/build-test-site.ts',
  'scripts/build-phone-repair-site.ts',
  'scripts/compress-build.ts',
];

/** What a stamp records. */
export interface BuildStamp {
  /** When the build started, in milliseconds since the epoch. */
  startedAt: number;
  /** `SITE_URL` the build was made for. */
  origin: string;
}

const root = path.resolve(__dirname, '..');

/** The stamp file of a build folder: `test-build/site` → `test-build/site.stamp.json`. */
export function stampFile(buildDir: string): string {
  return path.resolve(root, `${buildDir.replace(/\/+$/, '')}.stamp.json`);
}

/** Records that the build in `buildDir` was started at `startedAt` for `origin`. */
export function writeStamp(buildDir: string, stamp: BuildStamp): void {
  writeFileSync(stampFile(buildDir), `${JSON.stringify(stamp, null, 2)}\n`);
}

/** The newest source file: its path (relative to the root) and modification time in milliseconds. */
export function newestSource(): { file: string; mtimeMs: number } {
  let newest = { file: '', mtimeMs: 0 };
  const visit = (rel: string) => {
    const abs = path.join(root, rel);
    if (!existsSync(abs)) return;
    const stat = statSync(abs);
    if (stat.isDirectory()) {
      for (const name of readdirSync(abs)) visit(path.join(rel, name));
    } else if (stat.mtimeMs > newest.mtimeMs) {
      newest = { file: rel.split(path.sep).join('/'), mtimeMs: stat.mtimeMs };
    }
  };
  for (const source of buildSources) visit(source);
  return newest;
}

/**
 * Why the build in `buildDir` cannot be tested as it is, or `undefined` when
 * it is up to date.
 */
export function staleReason(buildDir: string, origin: string): string | undefined {
  const file = stampFile(buildDir);
  if (!existsSync(path.resolve(root, buildDir, 'index.html')) || !existsSync(file)) return `${buildDir} has not been built yet`;
  const stamp = JSON.parse(readFileSync(file, 'utf8')) as BuildStamp;
  if (stamp.origin !== origin) return `${buildDir} was built for ${stamp.origin}, the tests serve ${origin}`;
  const newest = newestSource();
  if (newest.mtimeMs > stamp.startedAt) return `${newest.file} changed after ${buildDir} was built`;
  return undefined;
}

/**
 * Rebuilds `buildDir` with `npm run <script>` when it is stale; with
 * `TEST_BUILD=check` it throws instead (for runs that must not build).
 * Runs only in Playwright's main process: workers load the config too.
 * @throws Error naming the stale build and the command that rebuilds it.
 */
export function ensureTestBuild(buildDir: string, origin: string, script: string): void {
  if (process.env.TEST_WORKER_INDEX !== undefined) return;
  const reason = staleReason(buildDir, origin);
  if (!reason) return;
  if (process.env.TEST_BUILD === 'check') {
    throw new Error(`The test build is stale: ${reason}. Run \`npm run ${script}\` first.`);
  }
  console.log(`Test build is stale (${reason}): running \`npm run ${script}\`.`);
  execFileSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
}

/** The test builds: the default one and the flag-on one (phone repair), each with the npm script that makes it. */
export const testBuilds: ReadonlyArray<{ dir: string; origin: string; script: string }> = [
  { dir: testBuildDir, origin: testOrigin, script: 'build:test' },
  { dir: flagsTestBuildDir, origin: flagsTestOrigin, script: 'build:test:phone-repair' },
];

/** {@link ensureTestBuild} for every test build, one after the other (two builds cannot share `.docusaurus/`). */
export function ensureTestBuilds(): void {
  for (const { dir, origin, script } of testBuilds) ensureTestBuild(dir, origin, script);
}

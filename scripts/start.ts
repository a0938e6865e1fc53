/**
 * `npm start`: builds the site when the build is missing or
 * older than its sources, precompresses it, writes its URL rules, then starts the server in this
 * process (`server/src/server.ts`, which handles the signals).
 *
 * "Older": the oldest home page of the build (`build/index.html`,
 * `build/en/index.html`) is older than the newest file under `src/`,
 * `i18n/`, `static/` or `docusaurus.config.ts`. The build takes
 * `SITE_URL` and the flags from the environment, like the server.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { compressBuild } from './compress-build';
import { writeUrlRulesFromEnv } from './url-rules';
import { newestSource, siteSources } from './test-builds';
import { runAsEntry } from './entry';

/**
 * Whether the build must be (re)made.
 * @param root project root; @param buildDir the build folder.
 * @returns a reason string when stale, `undefined` when fresh.
 */
export function staleReason(root: string, buildDir: string): string | undefined {
  const homes = ['index.html', path.join('en', 'index.html')].map((f) => path.join(buildDir, f));
  if (!homes.every(existsSync)) return 'no build yet';
  const built = Math.min(...homes.map((f) => statSync(f).mtimeMs));
  return newestSource(root, siteSources).mtimeMs > built ? 'sources changed since the last build' : undefined;
}

async function main(): Promise<void> {
  const root = process.cwd();
  const buildDir = path.resolve(root, process.env.BUILD_DIR?.trim() || 'build');
  const reason = staleReason(root, buildDir);
  if (reason) {
    process.stdout.write(`start: building the site (${reason})…\n`);
    execFileSync('npx', ['docusaurus', 'build', '--out-dir', buildDir], { stdio: 'inherit' }); // throws when the build fails
  }
  // Always: cheap when nothing changed (fresh siblings are kept).
  const s = await compressBuild(buildDir);
  process.stdout.write(`start: ${s.files} files precompressed (${s.written} new)\n`);
  const rules = writeUrlRulesFromEnv(buildDir);
  process.stdout.write(`start: URL rules for ${Object.keys(rules.paths).length} paths\n`);
  await import('../server/src/server');
}

// Run only as the entry (`npm start`); the rehearsal imports `staleReason`.
runAsEntry(import.meta.url, 'start', main);

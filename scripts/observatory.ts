/**
 * Mozilla's HTTP Observatory analyzer, installed and run locally by `npm run rehearse` (through Caddy, as visitors meet
 * the site). It stays out of package.json, and out of `npm test`, which needs no network: its install
 * scripts download a certificate bundle, the HSTS preload list and the TLD list, which fails without internet. So a
 * pinned copy goes into the git-ignored `.tools/observatory` with `--ignore-scripts`, and the two lists it reads are
 * written here (`{}`: nothing is preloaded). Its scan script is run directly: `bin/wrapper.js` would replace
 * `NODE_EXTRA_CA_CERTS`.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/** The pinned analyzer version. */
export const OBSERVATORY_VERSION = '1.4.8';

/** Top-level domains the analyzer may meet here, upper-case as IANA's list writes them. */
const TLDS = 'COM NET ORG EDU GOV IO DEV APP EU ES GAL UK DE FR PT IT TECH EXAMPLE TEST LOCALHOST'.split(' ');

/** Folder of the installed analyzer package, under the project root `root`. */
export const observatoryPackage = (root: string): string => path.join(root, '.tools/observatory/node_modules/@mdn/mdn-http-observatory');

/**
 * Installs the pinned analyzer into `root`'s tools folder unless that version is there, then writes its two lists.
 * @throws when npm fails, with its output.
 */
export function ensureObservatory(root: string): void {
  const pkg = observatoryPackage(root);
  const manifest = path.join(pkg, 'package.json');
  const installed =
    existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version === OBSERVATORY_VERSION;
  if (!installed) {
    const args = ['--ignore-scripts', '--no-audit', '--no-fund', '--no-save', '--prefix', path.join(root, '.tools/observatory')];
    execFileSync('npm', ['install', ...args, `@mdn/mdn-http-observatory@${OBSERVATORY_VERSION}`], { stdio: 'pipe', timeout: 240_000 });
  }
  mkdirSync(path.join(pkg, 'conf'), { recursive: true });
  writeFileSync(path.join(pkg, 'conf', 'hsts-preload.json'), '{}\n');
  writeFileSync(path.join(pkg, 'conf', 'tld-list.json'), `${JSON.stringify(TLDS)}\n`);
}

/** The parts of the analyzer's JSON report the checks read. */
export interface ScanResult {
  scan: { grade: string; score: number; testsFailed: number; testsPassed: number };
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
}

/**
 * Scans `host` (`name:port`) over HTTPS, trusting only the system's roots and `caFile`; asynchronous, as the
 * server or proxy scanned may run in this very process.
 * @throws with the analyzer's output when it fails.
 */
export async function scanWithObservatory(root: string, host: string, caFile: string): Promise<ScanResult> {
  const scan = path.join(observatoryPackage(root), 'src', 'scan.js');
  const env = { PATH: process.env.PATH ?? '', NODE_EXTRA_CA_CERTS: caFile };
  type Failure = { code?: number; stdout?: string; stderr?: string };
  const { stdout } = await promisify(execFile)(process.execPath, [scan, host], { timeout: 60_000, env }).catch((err: Failure) => {
    throw new Error(`the analyzer failed (exit ${err.code}): ${err.stdout ?? ''}${err.stderr ?? ''}`);
  });
  return JSON.parse(stdout) as ScanResult;
}

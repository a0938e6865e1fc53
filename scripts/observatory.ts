/**
 * Mozilla's HTTP Observatory analyzer, installed and run locally: used by
 * the Observatory test (`tests/server/hardening/observatory.test.ts`) and by
 * the production rehearsal (`scripts/rehearse.ts`).
 *
 * The analyzer stays out of package.json: its install scripts download a
 * certificate bundle, the HSTS preload list and the TLD list, which fails on
 * a machine without internet. So a pinned copy is installed into the
 * git-ignored tools folder `.tools/observatory` with `--ignore-scripts`
 * (reused when that exact version is already there), and the two lists the
 * analyzer reads are written here: `conf/hsts-preload.json` (`{}`: nothing is
 * preloaded) and `conf/tld-list.json`. The analyzer's `bin/wrapper.js` would
 * overwrite `NODE_EXTRA_CA_CERTS` with its own (not downloaded) bundle, so
 * its scan script (`scan.js` in the package) is run directly.
 */
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const execFileAsync = promisify(execFile);

/** The pinned analyzer version. */
export const OBSERVATORY_VERSION = '1.4.8';

/** Top-level domains the analyzer may meet here, upper-case as IANA's list writes them. */
const TLDS = [
  'COM',
  'NET',
  'ORG',
  'EDU',
  'GOV',
  'IO',
  'DEV',
  'APP',
  'EU',
  'ES',
  'GAL',
  'UK',
  'DE',
  'FR',
  'PT',
  'IT',
  'TECH',
  'EXAMPLE',
  'TEST',
  'LOCALHOST',
];

/** Folder of the installed analyzer package, under the project root `root`. */
export function observatoryPackage(root: string): string {
  return path.join(root, '.tools', 'observatory', 'node_modules', '@mdn', 'mdn-http-observatory');
}

function installedVersion(pkg: string): string | undefined {
  try {
    return JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8')).version as string;
  } catch {
    return undefined;
  }
}

/**
 * Installs the pinned analyzer when missing, then writes its two lists.
 * @param root the project root.
 * @returns the install time in seconds (0 when reused).
 * @throws when npm fails.
 */
export function ensureObservatory(root: string): number {
  const tools = path.join(root, '.tools', 'observatory');
  const pkg = observatoryPackage(root);
  let seconds = 0;
  if (installedVersion(pkg) !== OBSERVATORY_VERSION) {
    mkdirSync(tools, { recursive: true });
    const started = Date.now();
    const r = spawnSync(
      'npm',
      [
        'install',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--no-save',
        '--prefix',
        tools,
        `@mdn/mdn-http-observatory@${OBSERVATORY_VERSION}`,
      ],
      { encoding: 'utf8', timeout: 240_000 },
    );
    seconds = (Date.now() - started) / 1000;
    if (r.status !== 0) throw new Error(`installing the analyzer failed after ${seconds} s: ${r.stderr || r.error?.message}`);
  }
  mkdirSync(path.join(pkg, 'conf'), { recursive: true });
  writeFileSync(path.join(pkg, 'conf', 'hsts-preload.json'), '{}\n');
  writeFileSync(path.join(pkg, 'conf', 'tld-list.json'), `${JSON.stringify(TLDS)}\n`);
  return seconds;
}

/** The parts of the analyzer's JSON report the checks read. */
export interface ScanResult {
  scan: { grade: string; score: number; testsFailed: number; testsPassed: number };
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
}

/**
 * Scans `host` (`name:port`) over HTTPS, trusting only the system's roots
 * and `caFile`.
 * @returns the analyzer's report.
 * @throws with the analyzer's output when it fails.
 */
export async function scanWithObservatory(root: string, host: string, caFile: string): Promise<ScanResult> {
  // Asynchronous: the server or proxy being scanned may run in this very process.
  const { stdout } = await execFileAsync(process.execPath, [path.join(observatoryPackage(root), 'src', 'scan.js'), host], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { PATH: process.env.PATH ?? '', NODE_EXTRA_CA_CERTS: caFile },
  }).catch((err: { code?: number; stdout?: string; stderr?: string }) => {
    throw new Error(`the analyzer failed (exit ${err.code}): ${err.stdout ?? ''}${err.stderr ?? ''}`);
  });
  return JSON.parse(stdout) as ScanResult;
}

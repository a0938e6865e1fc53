/**
 * Mozilla's HTTP Observatory analyzer against the real server over HTTPS: grade
 * A+ (score ≥ 100) required.
 *
 * The analyzer stays out of package.json: its install scripts download a
 * certificate bundle, the HSTS preload list and the TLD list, which fails on
 * a machine without internet. So this test installs a pinned copy into the
 * git-ignored tools folder `.tools/observatory` with `--ignore-scripts`
 * (reused when that exact version is already there), and writes the two
 * lists the analyzer reads: `conf/hsts-preload.json` (`{}`: nothing is
 * preloaded) and `conf/tld-list.json`.
 *
 * The server is the real entry point (`server/src/server.ts`) serving the
 * test build (`test-build/site`, built first when missing) with a
 * self-signed certificate made for this run; only the analyzer's process
 * trusts it (`NODE_EXTRA_CA_CERTS`). The analyzer's `bin/wrapper.js` would
 * overwrite that variable with its own (not downloaded) bundle, so its
 * `src/scan.js` is run directly.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers';
import { freePort, makeSelfSignedCert, ROOT, startServer, stopServer, type ServerChild } from './support';

/** The pinned analyzer version (toolchain notes). */
export const OBSERVATORY_VERSION = '1.4.8';
const TOOLS = path.join(ROOT, '.tools', 'observatory');
const PKG = path.join(TOOLS, 'node_modules', '@mdn', 'mdn-http-observatory');
const TEST_BUILD = path.join(ROOT, 'test-build', 'site');

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

function installedVersion(): string | undefined {
  try {
    return JSON.parse(readFileSync(path.join(PKG, 'package.json'), 'utf8')).version as string;
  } catch {
    return undefined;
  }
}

/** Installs the pinned analyzer when missing, then writes its two lists. @returns the install time in seconds (0 when reused). */
function ensureObservatory(): number {
  let seconds = 0;
  if (installedVersion() !== OBSERVATORY_VERSION) {
    mkdirSync(TOOLS, { recursive: true });
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
        TOOLS,
        `@mdn/mdn-http-observatory@${OBSERVATORY_VERSION}`,
      ],
      { encoding: 'utf8', timeout: 240_000 },
    );
    seconds = (Date.now() - started) / 1000;
    if (r.status !== 0) throw new Error(`installing the analyzer failed after ${seconds} s: ${r.stderr || r.error?.message}`);
  }
  mkdirSync(path.join(PKG, 'conf'), { recursive: true });
  writeFileSync(path.join(PKG, 'conf', 'hsts-preload.json'), '{}\n');
  writeFileSync(path.join(PKG, 'conf', 'tld-list.json'), `${JSON.stringify(TLDS)}\n`);
  return seconds;
}

interface ScanResult {
  scan: { grade: string; score: number; testsFailed: number; testsPassed: number };
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
}

describe('HTTP Observatory', () => {
  let child: ServerChild | undefined;
  let port = 0;
  let certFile = '';

  beforeAll(async () => {
    const installS = ensureObservatory();
    if (installS > 0) process.stdout.write(`observatory: installed ${OBSERVATORY_VERSION} in ${installS.toFixed(1)} s\n`);
    if (!existsSync(path.join(TEST_BUILD, 'index.html'))) {
      execFileSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'scripts', 'build-test-site.ts')], {
        cwd: ROOT,
        stdio: 'inherit',
        timeout: 400_000,
      });
    }
  }, 600_000);

  afterAll(async () => {
    if (child) await stopServer(child);
  });

  it('grades the site A+ (score ≥ 100) over HTTPS', async () => {
    const dir = tempDir('srv-observatory-');
    ({ certFile } = makeSelfSignedCert(dir));
    port = await freePort();
    child = await startServer(
      {
        PORT: String(port),
        TLS_CERT_FILE: certFile,
        TLS_KEY_FILE: path.join(dir, 'key.pem'),
        SITE_URL: `https://127.0.0.1:${port}`,
        BUILD_DIR: TEST_BUILD,
        LEADS_DB: path.join(dir, 'leads.sqlite'),
      },
      `https://127.0.0.1:${port}/`,
    );
    const r = spawnSync(process.execPath, [path.join(PKG, 'src', 'scan.js'), `127.0.0.1:${port}`], {
      encoding: 'utf8',
      timeout: 60_000,
      env: { PATH: process.env.PATH ?? '', NODE_EXTRA_CA_CERTS: certFile },
    });
    expect(r.status, r.stdout + r.stderr).toBe(0);
    const result = JSON.parse(r.stdout) as ScanResult;
    const failed = Object.entries(result.tests)
      .filter(([, t]) => !t.pass)
      .map(([name, t]) => `${name}: ${t.result}`);
    expect(failed).toEqual([]);
    // A verified certificate: the analyzer did not fall back to an unverified connection.
    expect(result.tests['strict-transport-security'].result).toBe('hsts-implemented-max-age-at-least-six-months');
    expect(result.tests['content-security-policy'].result).toBe('csp-implemented-with-no-unsafe');
    expect(result.scan.grade).toBe('A+');
    expect(result.scan.score).toBeGreaterThanOrEqual(100);
    process.stdout.write(`observatory: grade ${result.scan.grade}, score ${result.scan.score}\n`);
  }, 120_000);
});

/**
 * Mozilla's HTTP Observatory analyzer against the real server behind a
 * TLS-terminating proxy (as Caddy fronts it in production): grade A+
 * (score ≥ 100) required.
 *
 * The analyzer is installed by `scripts/observatory.ts` (a pinned copy in the
 * git-ignored `.tools/observatory`, installed without its download scripts).
 * The server is the real entry point (`server/src/server.ts`) serving the
 * test build (`test-build/site`, built first when missing); the proxy holds
 * a self-signed certificate made for this run, which only the analyzer's
 * process trusts (`NODE_EXTRA_CA_CERTS`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import detectPort from 'detect-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureObservatory, OBSERVATORY_VERSION, scanWithObservatory } from '../../../scripts/observatory';
import { tempDir } from '../helpers';
import { makeSelfSignedCert, ROOT, startServer, startTlsProxy, stopServer, type ServerChild, type TlsProxy } from './support';

const TEST_BUILD = path.join(ROOT, 'test-build', 'site');

describe('HTTP Observatory', () => {
  let child: ServerChild | undefined;
  let proxy: TlsProxy | undefined;

  beforeAll(async () => {
    const installS = ensureObservatory(ROOT);
    if (installS > 0) process.stdout.write(`observatory: installed ${OBSERVATORY_VERSION} in ${installS.toFixed(1)} s\n`);
    if (!existsSync(path.join(TEST_BUILD, 'index.html'))) {
      execFileSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'scripts', 'test-builds.ts'), 'site'], {
        cwd: ROOT,
        stdio: 'inherit',
        timeout: 400_000,
      });
    }
  }, 600_000);

  afterAll(async () => {
    await proxy?.close();
    if (child) await stopServer(child);
  });

  it('grades the site A+ (score ≥ 100) over HTTPS', async () => {
    const dir = tempDir('srv-observatory-');
    const { certFile, keyFile } = makeSelfSignedCert(dir);
    const upstream = await detectPort();
    proxy = await startTlsProxy(upstream, certFile, keyFile);
    child = await startServer(
      {
        PORT: String(upstream),
        TRUST_PROXY: '1',
        SITE_URL: `https://127.0.0.1:${proxy.port}`,
        BUILD_DIR: TEST_BUILD,
        LEADS_DB: path.join(dir, 'leads.sqlite'),
      },
      `http://127.0.0.1:${upstream}/`,
    );
    const result = await scanWithObservatory(ROOT, `127.0.0.1:${proxy.port}`, certFile);
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

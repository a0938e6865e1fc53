/**
 * Configuration (the endpoint's variables and defaults) and the
 * entry point: a bad value stops the start with one line; SIGTERM closes
 * cleanly; logs carry no personal data.
 */
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import detectPort from 'detect-port';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { ConfigError, loadConfig } from '../../server/src/config';
import { loggablePath } from '../../server/src/plugins/app/request-log';
import { build, postLead, tempDir, validLead, writeFakeBuild } from './helpers';
import { pathOf } from '../../src/config/routes';
import { company } from '../../src/config/company';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({}, '/srv/site');
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      siteUrl: 'https://bretema.tech',
      leadsDb: path.resolve('/srv/site', 'data/leads.sqlite'),
      backupDir: path.resolve('/srv/site', 'data/backups'),
      smtpUrl: undefined,
      contactTo: company.email,
      rateLimitPerClient: 5,
      rateLimitWindowS: 600,
      rateLimitGlobalPerMin: 120,
      trustProxy: false,
    });
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT /],
    [{ PORT: '70000' }, /^PORT must be between 1 and 65535 \(got "70000"\)$/],
    [{ RATE_LIMIT_PER_CLIENT: '0' }, /^RATE_LIMIT_PER_CLIENT must be at least 1/],
    [{ RATE_LIMIT_WINDOW_S: '1.5' }, /^RATE_LIMIT_WINDOW_S must be a whole number/],
    [{ SMTP_URL: 'http://relay.example' }, /^SMTP_URL must be a URL/],
    [{ CONTACT_TO: 'leads@example.com\r\nBcc: x@y.z' }, /^CONTACT_TO must be on one line/],
    [{ CONTACT_FROM: 'not an address' }, /^CONTACT_FROM must be an e-mail address/],
    [{ SITE_URL: 'bretema.tech' }, /^SITE_URL must be an absolute URL/],
    [{ TLS_CERT_FILE: '/etc/ssl/cert.pem' }, /^TLS_CERT_FILE is no longer read: HTTPS .* reverse proxy/],
    [{ HTTP_REDIRECT_PORT: '8080' }, /^HTTP_REDIRECT_PORT is no longer read/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL must be one of/],
  ])('%o ⇒ ConfigError %s', (env, message) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toMatch(/\n/);
  });

  it('accepts "Name <address>" senders and a proxy list', () => {
    const c = loadConfig({ CONTACT_FROM: 'Brétema web <web@bretema.tech>', TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' });
    expect(c.contactFrom).toBe('Brétema web <web@bretema.tech>');
    expect(c.trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });
});

describe('the release', () => {
  it('is read from the RELEASE file of the working folder and answered by /api/health, so a deploy can wait for its own', async () => {
    const dir = tempDir();
    expect(loadConfig({}, dir).release).toBeNull();
    writeFileSync(path.join(dir, 'RELEASE'), '0123abcd4567\n');
    const config = loadConfig({ LEADS_DB: path.join(dir, 'leads.sqlite'), BUILD_DIR: writeFakeBuild(path.join(dir, 'build')) }, dir);
    expect(config.release).toBe('0123abcd4567');
    const app = await buildApp(config, { logger: false, startWorkers: false });
    try {
      const res = await app.inject({ url: '/api/health' });
      expect([res.statusCode, res.json().release]).toEqual([200, '0123abcd4567']);
    } finally {
      await app.close();
    }
  });
});

describe('logs', () => {
  it('one JSON line per request, without personal data', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        cb();
      },
    });
    const t = await build({}, { logger: { level: 'info', stream } });
    await postLead(t, { ...validLead, fullName: 'Zacarías Secreto', email: 'zacarias@secret.example' });
    await t.app.inject({ url: `${pathOf('services', 'es')}?email=zacarias@secret.example` });
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const requests = entries.filter((e) => e.msg === 'request');
    expect(requests.map((e) => [e.method, e.path, e.status])).toEqual([
      ['POST', '/api/contact.php', 200],
      ['GET', pathOf('services', 'es'), 200],
    ]);
    const all = lines.join('\n');
    for (const secret of ['Zacarías', 'zacarias', '203.0.113.10', 'Quiero automatizar']) expect(all).not.toContain(secret);
  });

  it('loggablePath drops the query and neutralises control characters', () => {
    expect(loggablePath('/a\r\nb?x=1')).toBe('/a??b');
  });
});

describe('server entry', () => {
  it('a bad variable stops the start with one line and exit code 1', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      env: { ...process.env, PORT: 'eighty' },
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(
      r.stderr
        .trim()
        .split('\n')
        .filter((l) => !/ExperimentalWarning|--trace-warnings/.test(l)),
    ).toEqual(['Configuration error: PORT must be a port number (got "eighty")']);
  });

  it('serves, then on SIGTERM finishes and exits 0', async () => {
    const dir = tempDir();
    const port = await detectPort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        LEADS_DB: path.join(dir, 'leads.sqlite'),
        BUILD_DIR: writeFakeBuild(path.join(dir, 'build')),
        SITE_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c) => (out += String(c)));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 15_000);
      child.stdout.on('data', () => {
        if (out.includes('Server listening')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    expect(out).toContain('mail delivery is off');
    const res = await fetch(`http://127.0.0.1:${port}/en`, { redirect: 'manual' });
    expect([res.status, res.headers.get('location')]).toEqual([301, '/en/']);
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(out).toContain('shutting down');
  });
});

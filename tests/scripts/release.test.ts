/**
 * `deploy/release.sh` on a scratch folder, with a stand-in unit and a tiny
 * server in place of the site's (the rehearsal runs the real one behind
 * Caddy): a release goes live by one switch of `current`, old hashed assets
 * are carried forward for a day, a release whose server cannot start is
 * rolled back by itself, and only the newest releases stay. Also: the server
 * compiled for production runs with `node` alone beside the packages of its
 * own lock file, and bundles all the others.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import http from 'node:http';
import path from 'node:path';
import detectPort from 'detect-port';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildServer, SERVER_DIST, serverEntries } from '../../scripts/build-server';
import { stopStandIn, writeStandIn, type StandInFiles } from '../../scripts/stand-in-unit';
import { tempDir, validLead, writeFakeBuild } from '../server/helpers';

const ROOT = path.resolve(__dirname, '..', '..');
const RELEASE = path.join(ROOT, 'deploy', 'release.sh');
const PACK = path.join(ROOT, 'deploy', 'pack.sh');
const script = readFileSync(RELEASE, 'utf8');
const KEEP_RELEASES = Number(/^readonly KEEP_RELEASES=(\d+)$/m.exec(script)![1]);
const ASSET_GRACE_MINUTES = Number(/^readonly ASSET_GRACE_MINUTES=(\d+)$/m.exec(script)![1]);

/** A server for the release tests: `/api/health` is ok and names the release, `/` is `build/index.html`, other files come from `build/`. */
const tinyServer = `
const http = require('node:http');
const fs = require('node:fs');
http.createServer((req, res) => {
  if (req.url === '/api/health') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ ok: true, release: fs.readFileSync('RELEASE', 'utf8').trim() }));
  }
  if (req.url === '/') { res.writeHead(200, { 'content-type': 'text/html' }); return res.end(fs.readFileSync('build/index.html')); }
  const file = 'build' + req.url;
  if (!req.url.includes('..') && fs.existsSync(file)) { res.writeHead(200); return res.end(fs.readFileSync(file)); }
  res.writeHead(404); res.end();
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

/** A checkout after `npm run build`: the files deploy/pack.sh packs, the home page naming the release; `broken`: its server exits at once. */
function checkout(dir: string, release: string, asset: string, server: 'ok' | 'broken' | 'slow' = 'ok'): string {
  writeFakeBuild(path.join(dir, 'build'), { 'index.html': release, [`assets/js/${asset}`]: `/* ${release} */` });
  mkdirSync(path.join(dir, SERVER_DIST), { recursive: true });
  for (const name of Object.keys(serverEntries)) {
    const code = { ok: tinyServer, broken: 'process.exit(1);\n', slow: `setTimeout(() => {${tinyServer}}, 4000);\n` }[server];
    writeFileSync(path.join(dir, SERVER_DIST, `${name}.js`), code);
  }
  mkdirSync(path.join(dir, 'i18n'));
  writeFileSync(path.join(dir, 'server', 'package.json'), '{"name":"release-test","private":true}\n');
  writeFileSync(path.join(dir, 'server', 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}\n');
  return dir;
}

// Each deploy waits for three health checks in a row, with a Node process each: slow on a busy machine.
describe('deploy/release.sh', { timeout: 60_000 }, () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'release-test-'));
  const site = path.join(dir, 'srv');
  mkdirSync(site);
  let unit: StandInFiles | undefined;
  let origin = '';
  afterAll(async () => {
    if (unit) await stopStandIn(unit);
    rmSync(dir, { recursive: true, force: true });
  });

  /** Packs a checkout of `release` with deploy/pack.sh: the artefact's path. */
  function pack(release: string, asset: string, server: 'ok' | 'broken' | 'slow' = 'ok') {
    const src = checkout(path.join(dir, `src-${release}`), release, asset, server);
    const artefact = path.join(dir, `${release}.tar.gz`);
    const packed = spawnSync('bash', [PACK, artefact, src], { encoding: 'utf8' });
    expect(packed.status, packed.stderr).toBe(0);
    return artefact;
  }
  /** The environment release.sh gets: this folder's stand-ins for the production commands. */
  function releaseEnv(): NodeJS.ProcessEnv {
    return {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      SITE_ROOT: site,
      HEALTH_ORIGIN: origin,
      RESTART: `bash ${unit!.restart}`,
      // What the proxy and the backup see when they run: the live release then.
      RELOAD_PROXY: `readlink ${site}/current >> ${dir}/reloads`,
      BACKUP: `readlink ${site}/current >> ${dir}/backups`,
      INSTALL: 'true',
      // Three answers in a row from a fresh Node process can take several seconds while the rest of the suite runs beside it.
      HEALTH_TIMEOUT: '15',
    };
  }
  /** Packs a checkout and runs release.sh on the artefact. */
  function deploy(release: string, asset: string, broken = false) {
    const artefact = pack(release, asset, broken ? 'broken' : 'ok');
    const r = spawnSync('bash', [RELEASE, artefact, release], { encoding: 'utf8', env: releaseEnv() });
    return { status: r.status, out: `${r.stdout}${r.stderr}` };
  }
  const live = () => readlinkSync(path.join(site, 'current'));
  /** One GET on a new connection (the server behind it changes between deploys). */
  const get = (p: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get(`${origin}${p}`, { agent: false }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });

  it('refuses what it does not know before touching anything (exit 2)', () => {
    for (const args of [[], ['/nonexistent.tar.gz', 'r1'], [RELEASE, '../r1'], [RELEASE, 'r 1']]) {
      const r = spawnSync('bash', [RELEASE, ...args], { encoding: 'utf8', env: { PATH: process.env.PATH, SITE_ROOT: site } });
      expect([args.join(' '), r.status]).toEqual([args.join(' '), 2]);
      expect(r.stderr).toMatch(/release: |usage: /);
    }
    expect(readdirSync(site)).toEqual([]);
  });

  it('a first release: unpacked into releases/<name>, `current` points at it, the unit serves it', async () => {
    const port = await detectPort();
    origin = `http://127.0.0.1:${port}`;
    unit = writeStandIn({
      dir,
      command: [process.execPath, `${SERVER_DIST}/server.js`],
      workingDirectory: path.join(site, 'current'),
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', PORT: String(port) },
      umask: '0077',
    });
    const r = deploy('r1', 'main.11111111.js');
    expect(r.status, r.out).toBe(0);
    expect(live()).toBe('releases/r1');
    expect(await get('/')).toEqual({ status: 200, body: 'r1' });
  });

  it('the next release switches `current` and keeps the assets the open pages of the previous one ask for', async () => {
    const r = deploy('r2', 'main.22222222.js');
    expect(r.status, r.out).toBe(0);
    expect(live()).toBe('releases/r2');
    expect(await get('/')).toEqual({ status: 200, body: 'r2' });
    expect(await get('/assets/js/main.11111111.js')).toEqual({ status: 200, body: '/* r1 */' });
    expect(await get('/assets/js/main.22222222.js')).toEqual({ status: 200, body: '/* r2 */' });
    expect(r.out).toMatch(/1 carried forward/);
    // The database was backed up while r1 was live, and the proxy reloaded once each release was live.
    expect(readFileSync(path.join(dir, 'backups'), 'utf8').trim().split('\n')).toEqual(['releases/r1']);
    expect(readFileSync(path.join(dir, 'reloads'), 'utf8').trim().split('\n')).toEqual(['releases/r1', 'releases/r2']);
  });

  it('a release whose server cannot start is rolled back by itself: the previous one answers again', async () => {
    const r = deploy('r3', 'main.33333333.js', true);
    expect(r.status).toBe(1);
    expect(r.out).toMatch(/rolled back/);
    expect(live()).toBe('releases/r2');
    expect(existsSync(path.join(site, 'releases', 'r3')), r.out).toBe(false);
    expect(await get('/')).toEqual({ status: 200, body: 'r2' });
  });

  it('assets retired longer ago than the grace period are dropped at the next deploy', async () => {
    const carried = path.join(site, 'releases', 'r2', '.assets-carried');
    const longAgo = Math.floor(Date.now() / 60_000) - ASSET_GRACE_MINUTES - 1;
    writeFileSync(carried, readFileSync(carried, 'utf8').replace(/^\d+ /gm, `${longAgo} `));
    const r = deploy('r4', 'main.44444444.js');
    expect(r.status, r.out).toBe(0);
    expect((await get('/assets/js/main.11111111.js')).status).toBe(404);
    // Retired by this deploy: kept.
    expect((await get('/assets/js/main.22222222.js')).status).toBe(200);
  });

  it('a TERM after the switch (the SSH session ended, a cancelled run) rolls back before it exits', async () => {
    const before = live();
    const artefact = pack('r-interrupted', 'main.99999999.js', 'slow');
    const child = spawn('bash', [RELEASE, artefact, 'r-interrupted'], { env: releaseEnv() });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await vi.waitFor(() => expect(out).toMatch(/restarting/), { timeout: 30_000, interval: 50 });
    child.kill('SIGTERM');
    expect(await exited, out).toBe(1);
    expect(out).toMatch(/interrupted; rolling back/);
    expect(live()).toBe(before);
    expect(existsSync(path.join(site, 'releases', 'r-interrupted'))).toBe(false);
    expect(await get('/')).toEqual({ status: 200, body: before.slice('releases/'.length) });
  });

  it(`keeps the newest ${KEEP_RELEASES} releases, the live one among them`, () => {
    for (let i = 5; i <= KEEP_RELEASES + 2; i += 1) expect(deploy(`r${i}`, `main.${String(i).padStart(8, '0')}.js`).status).toBe(0);
    const kept = readdirSync(path.join(site, 'releases'));
    expect(kept).toHaveLength(KEEP_RELEASES);
    expect(kept).toContain(live().slice('releases/'.length));
  });
});

describe('the server compiled for production', () => {
  const readJson = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
  const rootPackage = readJson('package.json') as { dependencies: Record<string, string> };
  const serverPackage = readJson('server/package.json') as { dependencies: Record<string, string> };
  const serverLock = readJson('server/package-lock.json') as { packages: Record<string, unknown> };

  it('bundles every package except the native ones of server/package.json, at the versions the project uses', async () => {
    const dir = tempDir('server-dist-');
    const { packages } = await buildServer(ROOT, path.join(dir, SERVER_DIST));
    expect(packages).toEqual(Object.keys(serverPackage.dependencies).sort());
    for (const [name, version] of Object.entries(serverPackage.dependencies)) expect(rootPackage.dependencies[name], name).toBe(version);
  });

  it('starts with node alone, serves the build and its health, and stops on SIGTERM', async () => {
    const dir = tempDir('server-dist-');
    await buildServer(ROOT, path.join(dir, SERVER_DIST));
    // The layout of a release: the bundles two folders down, i18n/ at the top, and beside the bundles only the packages
    // of the server's own lock file.
    for (const key of Object.keys(serverLock.packages).filter((k) => k.startsWith('node_modules/'))) {
      mkdirSync(path.dirname(path.join(dir, 'server', key)), { recursive: true });
      symlinkSync(path.join(ROOT, key), path.join(dir, 'server', key));
    }
    symlinkSync(path.join(ROOT, 'i18n'), path.join(dir, 'i18n'));
    writeFakeBuild(path.join(dir, 'build'));
    const port = await detectPort();
    const child = spawn(process.execPath, [`${SERVER_DIST}/server.js`], {
      cwd: dir,
      env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', LEADS_DB: path.join(dir, 'leads.sqlite'), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      let home: Response | undefined;
      for (let i = 0; i < 100 && !home && child.exitCode === null; i += 1) {
        home = await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined);
        if (!home) await new Promise((r) => setTimeout(r, 100));
      }
      expect(home?.status, stderr).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/assets/js/nope.js`)).status).toBe(404);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect([health.status, ((await health.json()) as { ok: boolean }).ok]).toEqual([200, true]);
      // A lead, valid and refused: the validation and the JSON replies run from the bundle alone (the `require("ajv/…")`
      // texts left in it are code Ajv keeps for exporting validators as source, never called).
      const post = (fields: Record<string, string>) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(fields)) form.append(name, value);
        const headers = { accept: 'application/json', origin: `http://127.0.0.1:${port}`, 'sec-fetch-site': 'same-origin' };
        return fetch(`http://127.0.0.1:${port}/api/contact.php`, { method: 'POST', body: form, headers });
      };
      const stored = await post(validLead);
      expect([stored.status, ((await stored.json()) as { ok: boolean }).ok], stderr).toEqual([200, true]);
      const refused = await post({ ...validLead, email: 'not an address' });
      expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([400, 'invalid_email']);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});

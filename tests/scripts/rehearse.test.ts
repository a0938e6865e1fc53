/**
 * The production files the rehearsal starts from (`deploy/`) agree with each
 * other and with the server (systemd's own checks of the units, and their
 * hardening, are `systemd-units.test.ts`'s): the environment template is a
 * configuration the server accepts, its database and backups lie where the
 * units may write, both units run as the same user from the live release,
 * the compiled server with node alone, and Caddy (as `caddy adapt` reads its
 * file) serves the live release's build and proxies to the server's port.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_DIST, serverEntries } from '../../scripts/build-server';
import { envFile, unitService } from '../../scripts/rehearse';
import { loadConfig } from '../../server/src/config';
import { tempDir, writeFakeBuild } from '../server/helpers';

const DEPLOY = path.resolve(__dirname, '..', '..', 'deploy');
const read = (name: string) => readFileSync(path.join(DEPLOY, name), 'utf8');

const site = unitService(read('bretema-site.service'));
const backup = unitService(read('bretema-backup.service'));
const env = envFile(read('bretema-site.env'));

describe('deploy/', () => {
  it('the unit parser reads the [Service] keys and the environment parser skips comments', () => {
    expect(unitService('[Unit]\nUser=no\n[Service]\n# User=comment\nUser=web\nExecStart=/usr/bin/node a b\n')).toEqual(
      new Map([
        ['User', 'web'],
        ['ExecStart', '/usr/bin/node a b'],
      ]),
    );
    expect(envFile('# A=1\n\nB=two words\nC=x=y\n')).toEqual({ B: 'two words', C: 'x=y' });
  });

  it('the environment template is a configuration the server accepts, behind a proxy on the loopback', () => {
    const config = loadConfig(env, '/');
    expect(config.host).toBe('127.0.0.1');
    expect(config.trustProxy).not.toBe(false);
    expect(config.trustProxy).not.toBe(true);
    expect(config.siteUrl).toMatch(/^https:\/\//);
  });

  it('the database and its backups lie in the folder both units may write', () => {
    for (const unit of [site, backup]) {
      const writable = (unit.get('ReadWritePaths') ?? '').split(/\s+/);
      for (const file of [env.LEADS_DB, env.BACKUP_DIR]) {
        expect(writable.some((dir) => file.startsWith(`${dir}/`))).toBe(true);
      }
    }
  });

  it('both units run as the same user, from the live release and environment file, the compiled server with node alone', () => {
    for (const key of ['User', 'Group', 'WorkingDirectory', 'EnvironmentFile']) expect(backup.get(key)).toBe(site.get(key));
    expect(site.get('WorkingDirectory')).toMatch(/\/current$/);
    const root = path.resolve(__dirname, '..', '..');
    const siteArgs = (site.get('ExecStart') ?? '').split(/\s+/);
    const backupArgs = (backup.get('ExecStart') ?? '').split(/\s+/);
    for (const args of [siteArgs, backupArgs]) {
      expect(args[0]).toBe('/usr/bin/node');
      expect(args.join(' ')).not.toMatch(/tsx|--import|--loader|\.ts\b/);
    }
    // Each runs a bundle `npm run build:server` makes from a source that exists.
    const bundle = (args: string[]) => args.find((a) => a.startsWith(`${SERVER_DIST}/`))!;
    const sourceOf = (file: string) => serverEntries[path.basename(file, '.js') as keyof typeof serverEntries];
    expect(sourceOf(bundle(siteArgs))).toBe('server/src/server.ts');
    expect(sourceOf(bundle(backupArgs))).toBe('server/src/cli/leads.ts');
    for (const args of [siteArgs, backupArgs]) expect(existsSync(path.join(root, sourceOf(bundle(args))))).toBe(true);
    expect(backupArgs.slice(backupArgs.indexOf(bundle(backupArgs)) + 1, -2)).toEqual(['backup']);
  });

  it("Caddy, as it reads deploy/Caddyfile with a build's rules, serves the build of the release the unit runs and proxies to the port of the environment file", () => {
    // Caddy's own reading of the file (`caddy adapt`), once with the production defaults and once with a release in place.
    const adapt = (siteRoot?: string) => {
      const envVars = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: os.tmpdir(), SITE_DOMAIN: 'http://localhost:8080' };
      const r = spawnSync('caddy', ['adapt', '--config', path.join(DEPLOY, 'Caddyfile'), '--adapter', 'caddyfile'], {
        env: siteRoot ? { ...envVars, SITE_ROOT: siteRoot } : envVars,
        encoding: 'utf8',
      });
      expect(r.error, 'Caddy is not installed (Debian: apt-get install caddy)').toBeUndefined();
      expect(r.status, r.stderr.slice(-1000)).toBe(0);
      return r.stdout;
    };
    const roots = [...adapt().matchAll(/"root":"([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(roots)).toEqual(new Set([`${site.get('WorkingDirectory')}/build`]));
    const releases = tempDir('caddy-adapt-');
    const buildDir = writeFakeBuild(path.join(releases, 'r1', 'build'));
    symlinkSync(path.join(releases, 'r1'), path.join(releases, 'current'));
    expect(existsSync(path.join(buildDir, '_rules'))).toBe(true);
    const upstreams = [...adapt(releases).matchAll(/"dial":"([^"]+)"/g)].map((m) => m[1]);
    expect(upstreams.length).toBeGreaterThan(0);
    expect(new Set(upstreams)).toEqual(new Set([`127.0.0.1:${env.PORT}`]));
  });
});

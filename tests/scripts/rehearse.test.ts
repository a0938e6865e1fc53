/**
 * The production files the rehearsal starts from (`deploy/`) agree with each
 * other and with the server: the environment template is a configuration the
 * server accepts, its database and backups lie where the units may write,
 * both units run as the same user from the live release, the compiled
 * server with node alone, and Caddy adds no compression or header policy of its own and
 * lets every body the server answers with its JSON 413 reach it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_DIST, serverEntries } from '../../scripts/build-server';
import { envFile, unitService } from '../../scripts/rehearse';
import { loadConfig } from '../../server/src/config';

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
      expect(unit.get('ProtectSystem')).toBe('strict');
      expect(unit.get('NoNewPrivileges')).toBe('yes');
      expect(unit.get('UMask')).toBe('0077');
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

  it('Caddy proxies to the port of the environment file, caps bodies above what the server answers itself, adds no policy', () => {
    const caddyfile = read('Caddyfile')
      .split('\n')
      .filter((l) => !l.trim().startsWith('#'))
      .join('\n');
    expect(caddyfile).toMatch(new RegExp(`reverse_proxy \\{\\$SITE_UPSTREAM:127\\.0\\.0\\.1:${env.PORT}\\}`));
    // No second compression, no header rules: the server sends them, once.
    expect(caddyfile).not.toMatch(/^\s*(encode|header)\b/m);
  });
});

/**
 * The systemd units of `deploy/` as systemd itself reads them (Debian's
 * `systemd` package, `systemd-analyze`), on a machine that is not the server:
 * `verify` finds nothing to say about them, warnings included (an unknown key
 * or section, a value it cannot parse), and the offline `security` review
 * sees each service hardened where the database depends on it.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../server/helpers';

const DEPLOY = path.resolve(__dirname, '..', '..', 'deploy');
const units = readdirSync(DEPLOY).filter((f) => /\.(?:service|timer)$/.test(f));
const services = units.filter((f) => f.endsWith('.service'));

/**
 * Copies of `files` (name → text) in a folder of their own, as systemd-analyze reads them off the server: `verify`
 * checks that each command is executable here, so each `Exec…=` program (the server's Node) is the Node running the
 * tests. User, folders and environment file are not looked up.
 */
function offlineCopies(files: Record<string, string>): string {
  const dir = tempDir('units-');
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(
      path.join(dir, name),
      text.replace(/^(Exec\w+=[-@:+!|]*)\/\S+/gm, (_all, key: string) => `${key}${process.execPath}`),
    );
  }
  return dir;
}

/** `systemd-analyze verify` of units in `dir` (the folder's units first, then the system's): exit status and every line it printed. */
function verify(dir: string, names: string[]): { status: number | null; output: string } {
  // `--man=no`: no Documentation= lookups through man(1), which a test machine may lack.
  const r = spawnSync('systemd-analyze', ['verify', '--man=no', '--generators=no', ...names.map((n) => path.join(dir, n))], {
    encoding: 'utf8',
  });
  expect(r.error, 'systemd-analyze is not installed (Debian: apt-get install systemd)').toBeUndefined();
  return { status: r.status, output: `${r.stdout}${r.stderr}`.trim() };
}

const deployFiles = () => Object.fromEntries(units.map((name) => [name, readFileSync(path.join(DEPLOY, name), 'utf8')]));

describe('deploy/ systemd units', () => {
  it(`systemd-analyze verify finds nothing in ${units.join(', ')}`, () => {
    expect(services.length).toBeGreaterThanOrEqual(2);
    expect(verify(offlineCopies(deployFiles()), units)).toEqual({ status: 0, output: '' });
  });

  it('the check fails on a misspelled key, a misspelled section or a value systemd cannot parse', () => {
    const site = deployFiles()['bretema-site.service'];
    const broken = {
      'key.service': site.replace(/^User=/m, 'Usr='),
      'section.service': site.replace(/^\[Service\]$/m, '[Servce]'),
      'value.service': site.replace(/^Restart=.*$/m, 'Restart=sometimes'),
    };
    for (const [name, text] of Object.entries(broken)) expect(text, name).not.toBe(site);
    const dir = offlineCopies(broken);
    expect(verify(dir, ['key.service']).output).toMatch(/Unknown key .*Usr/);
    expect(verify(dir, ['section.service']).output).toMatch(/Unknown section .*Servce/);
    expect(verify(dir, ['value.service']).output).toMatch(/restart.*sometimes/i);
  });

  it.each(services)(
    '%s runs as a static non-root user that cannot gain privileges, with the system read-only and new files its own',
    (name) => {
      const dir = offlineCopies(deployFiles());
      const r = spawnSync('systemd-analyze', ['security', '--offline=yes', '--json=short', path.join(dir, name)], { encoding: 'utf8' });
      expect(r.status, r.stderr).toBe(0);
      const review = JSON.parse(r.stdout) as { json_field: string; set: boolean; description: string }[];
      const settings = ['UserOrDynamicUser', 'NoNewPrivileges', 'ProtectSystem', 'UMask'];
      const found = review.filter((s) => settings.includes(s.json_field));
      expect(found.map((s) => s.json_field).sort()).toEqual([...settings].sort());
      for (const s of found) expect(s.set, s.description).toBe(true);
    },
  );
});

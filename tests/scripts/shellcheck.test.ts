/** The shell scripts the deploy and CI run pass ShellCheck (Debian's `shellcheck`), warnings included. */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..', '..');
const scripts = [
  ...readdirSync(path.join(ROOT, 'deploy'))
    .filter((f) => f.endsWith('.sh'))
    .map((f) => `deploy/${f}`),
  '.ci/run',
];

it(`ShellCheck finds nothing in ${scripts.join(', ')}`, () => {
  const r = spawnSync('shellcheck', ['--shell=bash', '--severity=style', ...scripts], { cwd: ROOT, encoding: 'utf8' });
  expect(r.error, 'ShellCheck is not installed (Debian: apt-get install shellcheck)').toBeUndefined();
  expect(r.status, r.stdout).toBe(0);
});

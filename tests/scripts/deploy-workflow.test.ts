/**
 * The deploy workflow, read as an operator would: nothing goes live that the
 * test command has not passed on, and what goes live is a release made by the
 * scripts in `deploy/`, not a folder overwritten in place.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..', '..');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
}
interface Job {
  needs?: string | string[];
  steps: Step[];
  env?: Record<string, string>;
}
interface Workflow {
  on: { push?: { branches?: string[] } };
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  jobs: Record<string, Job>;
}

const workflow = yaml.load(readFileSync(path.join(ROOT, '.github/workflows/deploy.yml'), 'utf8')) as Workflow;
const needsOf = (job: Job) => (job.needs === undefined ? [] : [job.needs].flat());
const runs = (job: Job) => job.steps.map((s) => s.run ?? '').join('\n');

/** The commands of a shell script, comments and blank lines left out. */
function commands(file: string): string[] {
  return readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}

describe('.github/workflows/deploy.yml', () => {
  it('is a workflow GitHub accepts: action-validator finds nothing against the workflow schema', () => {
    const r = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'action-validator'), ['.github/workflows/deploy.yml'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(r.status, `${r.stdout}${r.stderr}`.slice(0, 2000)).toBe(0);
  });

  const deployJobs = Object.entries(workflow.jobs).filter(([, job]) => /deploy\/release\.sh/.test(runs(job)));

  it('runs on every push to main, one run at a time, never cancelling a running deploy', () => {
    expect(workflow.on.push?.branches).toEqual(['main']);
    expect(workflow.concurrency?.['cancel-in-progress']).toBe(false);
  });

  it('the job that deploys needs a job that runs what CI runs on a fresh clone: npm install, then npm test', () => {
    expect(deployJobs.map(([name]) => name)).toEqual(['deploy']);
    const [, deploy] = deployJobs[0];
    const testJobs = needsOf(deploy).map((name) => workflow.jobs[name]);
    expect(testJobs.length).toBeGreaterThan(0);
    expect(testJobs.some((job) => job.steps.some((s) => s.run?.trim() === 'bash .ci/run'))).toBe(true);
    const ci = commands('.ci/run');
    expect(ci).toContain('npm test');
    expect(ci.findIndex((c) => c.startsWith('npm install'))).toBeLessThan(ci.indexOf('npm test'));
    // The test job checks out the commit it tests, like the deploy job.
    for (const job of [...testJobs, deploy]) expect(job.steps[0].uses).toMatch(/^actions\/checkout@/);
  });

  it('no job that touches the server runs before the tests: only the deploy job holds the deploy secrets', () => {
    for (const [name, job] of Object.entries(workflow.jobs)) {
      const secrets = JSON.stringify(job).match(/secrets\.DEPLOY_\w+/g) ?? [];
      if (name !== 'deploy') expect(secrets, name).toEqual([]);
    }
  });

  it('ships a release built once in CI: build, pack, then deploy/release.sh on the server; no rsync over the live folder', () => {
    const [, deploy] = deployJobs[0];
    const order = ['npm run build', 'deploy/pack.sh', 'deploy/release.sh'].map((cmd) => runs(deploy).indexOf(cmd));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(runs(deploy)).not.toMatch(/\brsync\b/);
    for (const script of ['deploy/pack.sh', 'deploy/release.sh']) accessSync(path.join(ROOT, script), constants.X_OK);
  });

  it('the build script compiles the server the release runs', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.build).toContain(pkg.scripts['build:server']);
  });
});

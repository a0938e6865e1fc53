/**
 * `npm run rehearse`: the production set-up of `deploy/` run end to end on
 * this machine, on loopback (docs/server.md, "The rehearsal"). Three
 * releases — this checkout's commit (A), a commit on top of it that changes
 * a page (B), and B with a server that cannot start (C) — are packed with
 * `deploy/pack.sh` and deployed with `deploy/release.sh` into a scratch
 * copy of the server's folders, behind Debian's Caddy with `deploy/Caddyfile`
 * unchanged. The server runs as its unit starts it (only port, state folder
 * and `SITE_URL` changed, `SMTP_URL` dropped), restarted by a stand-in for
 * systemd. Checks through the proxy: the switches, the dependencies and the
 * command of the running release, pages, redirects, missing files, headers,
 * the contact post, the Observatory grade, a browser tab left open across a
 * deploy, the automatic rollback of C, the backup unit and a restore.
 * Prints a table, stops everything, exits 1 when a check failed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { redirectTarget, redirects } from '../src/config/redirects';
import { pathOf } from '../src/config/routes';
import { contactTopics } from '../src/form-rules/fields';
import { listBackups, verifyBackupFile } from '../server/src/db/backup';
import { ensureObservatory, scanWithObservatory } from './observatory';
import { staleReason } from './start';
import { stopStandIn, writeStandIn, type StandInFiles } from './stand-in-unit';
import { chromiumLaunchOptions } from './test-builds';

const ROOT = path.resolve(__dirname, '..');
const DEPLOY = path.join(ROOT, 'deploy');

/** One row of the table. */
interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/** A reply as the client saw it; `raw` keeps repeated headers apart. */
interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  raw: string[];
  body: string;
}

/** `Key=value` lines of a systemd unit's `[Service]` section (the last one of each key wins). */
export function unitService(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let inService = false;
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (line.startsWith('[')) inService = line === '[Service]';
    else if (inService && line && !line.startsWith('#') && line.includes('=')) {
      out.set(line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1));
    }
  }
  return out;
}

/** `NAME=value` lines of a systemd environment file (comments and blank lines skipped). */
export function envFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line || line.startsWith('#') || !line.includes('=')) continue;
    out[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
  }
  return out;
}

/** A loopback port free right now: `wanted` when it can be bound, else one the system picks (`wanted` 0: always). */
async function freePort(wanted = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', (err) => (wanted ? resolve(freePort()) : reject(err)));
    s.listen(wanted, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** One request; HTTPS trusts `ca`. Never follows redirects. */
function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; ca?: Buffer } = {},
): Promise<Reply> {
  const u = new URL(url);
  const lib = u.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = lib.request(
      u,
      { method: options.method ?? 'GET', headers: options.headers, ca: options.ca, agent: false, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: res.rawHeaders, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** How many times a header appears in a reply. */
function times(reply: Reply, name: string): number {
  return reply.raw.filter((v, i) => i % 2 === 0 && v.toLowerCase() === name).length;
}

async function waitFor(what: string, probe: () => Promise<boolean>, child: ChildProcess, log: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited early:\n${readFileSync(log, 'utf8').slice(-2000)}`);
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not answer within ${timeoutMs / 1000} s:\n${readFileSync(log, 'utf8').slice(-2000)}`);
}

/** Starts a command in its own process group, output to `log`. */
function startGroup(command: string, args: string[], env: Record<string, string>, log: string): ChildProcess {
  const fd = openSync(log, 'a');
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', fd, fd], detached: true });
  closeSync(fd);
  return child;
}

/** SIGTERM to the whole group, SIGKILL after `graceMs`; resolves when the process has exited. */
async function stopGroup(child: ChildProcess | undefined, graceMs = 12_000): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, s);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** A multipart body like the form's `FormData`. */
function multipart(fields: Record<string, string>): { body: string; type: string } {
  const boundary = '----rehearsal7MA4YWxkTrZu0gW';
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  return { body: `${parts.join('')}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
}

function printTable(checks: Check[]): void {
  const w = Math.max(...checks.map((c) => c.name.length));
  process.stdout.write(`\n${'check'.padEnd(w)}  result  detail\n${'-'.repeat(w)}  ------  ------\n`);
  for (const c of checks) process.stdout.write(`${c.name.padEnd(w)}  ${c.ok ? 'ok    ' : 'FAILED'}  ${c.detail}\n`);
}

/** Runs a command to the end; its output, stdout and stderr together, in `out`. */
function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): { status: number | null; out: string } {
  const r = spawnSync(command, args, {
    cwd: options.cwd ?? ROOT,
    env: options.env ?? process.env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: r.status, out: `${r.stdout ?? ''}${r.stderr ?? ''}` };
}

/** Runs a command without blocking the event loop (the rehearsal polls the site meanwhile), echoing its output with a prefix. */
function runAsync(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  prefix: string,
): Promise<{ status: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const take = (c: Buffer) => {
      out += c.toString();
      process.stdout.write(
        c
          .toString()
          .split('\n')
          .filter(Boolean)
          .map((l) => `${prefix}${l}\n`)
          .join(''),
      );
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (status) => resolve({ status, out }));
  });
}

/** Hashed JavaScript files of a build (both locales), relative to it. */
function scriptAssets(buildDir: string): Set<string> {
  const out = new Set<string>();
  for (const dir of ['assets/js', 'en/assets/js']) {
    if (!existsSync(path.join(buildDir, dir))) continue;
    for (const f of readdirSync(path.join(buildDir, dir))) if (f.endsWith('.js')) out.add(`${dir}/${f}`);
  }
  return out;
}

/** The `hero.title` of the Spanish services overview in a checkout (the page release B changes). */
function servicesTitle(checkout: string): string {
  const content = JSON.parse(readFileSync(path.join(checkout, 'src/content/services/overview.json'), 'utf8')) as {
    hero: { title: string };
  };
  return content.hero.title;
}

/** Lock-file entries (`node_modules/…`) that only development dependencies need. */
function devOnlyEntries(lockFile: string): string[] {
  const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as { packages: Record<string, { dev?: boolean }> };
  return Object.entries(lock.packages)
    .filter(([key, entry]) => key.startsWith('node_modules/') && entry.dev === true)
    .map(([key]) => key);
}

/** Whether a process runs. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<number> {
  const caddyVersion = spawnSync('caddy', ['version'], { encoding: 'utf8' });
  if (caddyVersion.status !== 0) {
    process.stderr.write('rehearse: Caddy is not installed (Debian: apt-get install caddy).\n');
    return 1;
  }
  const git = (args: string[], cwd = ROOT) => spawnSync('git', args, { cwd, encoding: 'utf8' }).stdout.trim();

  // Release A: this checkout's commit (marked when it has uncommitted changes), built when stale.
  const buildDir = path.join(ROOT, 'build');
  const stale = staleReason(ROOT, buildDir);
  if (stale) {
    process.stdout.write(`rehearse: building the site (${stale})…\n`);
    if (spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) return 1;
  } else if (spawnSync('npm', ['run', 'build:server'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) return 1;
  const commitA = git(['rev-parse', 'HEAD']);
  const nameA = `${commitA.slice(0, 12)}${git(['status', '--porcelain', '--untracked-files=no']) ? '-dirty' : ''}`;

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'rehearse-'));
  const checks: Check[] = [];
  const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });
  let caddy: ChildProcess | undefined;
  let unitFiles: StandInFiles | undefined;
  let browser: Browser | undefined;
  try {
    const pack = (out: string, checkout: string) => {
      const r = run('bash', [path.join(DEPLOY, 'pack.sh'), out, checkout]);
      if (r.status !== 0) throw new Error(`deploy/pack.sh ${checkout}: ${r.out.trim()}`);
      return out;
    };
    const artefactA = pack(path.join(tmp, 'a.tar.gz'), ROOT);

    // Release B: a commit on top of A that changes the services page, built in a clone.
    const cloneB = path.join(tmp, 'commit-b');
    run('git', ['clone', '--quiet', '--shared', '--no-checkout', ROOT, cloneB]);
    run('git', ['checkout', '--quiet', '--detach', commitA], { cwd: cloneB });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(cloneB, 'node_modules'));
    const overview = path.join(cloneB, 'src/content/services/overview.json');
    const titleA = servicesTitle(cloneB);
    const content = JSON.parse(readFileSync(overview, 'utf8')) as { hero: { title: string } };
    content.hero.title = `${titleA} (ensayo)`;
    writeFileSync(overview, `${JSON.stringify(content, null, 2)}\n`);
    const titleB = servicesTitle(cloneB);
    run(
      'git',
      [
        '-c',
        'user.name=rehearsal',
        '-c',
        'user.email=rehearsal@localhost',
        'commit',
        '--quiet',
        '-am',
        'Rehearsal: the services page changes',
      ],
      {
        cwd: cloneB,
      },
    );
    const nameB = git(['rev-parse', '--short=12', 'HEAD'], cloneB);
    process.stdout.write(`rehearse: building release B (${nameB}) in a clone…\n`);
    const builtB = run('npm', ['run', 'build'], { cwd: cloneB });
    if (builtB.status !== 0) throw new Error(`the build of release B failed:\n${builtB.out.slice(-2000)}`);
    const artefactB = pack(path.join(tmp, 'b.tar.gz'), cloneB);
    const jsA = scriptAssets(buildDir);
    const jsB = scriptAssets(path.join(cloneB, 'build'));
    const onlyA = [...jsA].filter((f) => !jsB.has(f));
    check(
      'releases A and B',
      onlyA.length > 0 && titleA !== titleB,
      `A ${nameA} (this checkout), B ${nameB} (services title changed): ${onlyA.length} of A's ${jsA.size} scripts renamed in B`,
    );

    // Release C: B with a server that exits at start.
    const checkoutC = path.join(tmp, 'commit-c');
    mkdirSync(checkoutC);
    run('tar', ['-xzf', artefactB, '-C', checkoutC]);
    writeFileSync(
      path.join(checkoutC, 'server/dist/server.js'),
      "process.stderr.write('this release cannot start\\n');\nprocess.exit(1);\n",
    );
    const artefactC = pack(path.join(tmp, 'c.tar.gz'), checkoutC);
    const nameC = `${nameB}-broken`;

    // The server's folders, mirrored under the scratch folder: /srv/bretema-site → <tmp>/srv/bretema-site.
    const unit = unitService(readFileSync(path.join(DEPLOY, 'bretema-site.service'), 'utf8'));
    const unitDir = unit.get('WorkingDirectory') ?? '/srv/bretema-site/current';
    const siteRoot = path.join(tmp, path.dirname(unitDir));
    mkdirSync(siteRoot, { recursive: true });
    const current = path.join(tmp, unitDir);
    const [unitNode, ...serverArgs] = (unit.get('ExecStart') ?? '').split(/\s+/);
    const node = existsSync(unitNode) ? unitNode : process.execPath;
    const port = await freePort();
    // Ports 443 and 80 when this user may bind them and they are free: the analyzer then sees what a
    // visitor sees. Elsewhere any free ports; the analyzer's plain-HTTP probe then meets the HTTPS port.
    const httpsPort = await freePort(443);
    const httpPort = httpsPort === 443 ? await freePort(80) : await freePort();
    const standardPorts = httpsPort === 443 && httpPort === 80;
    const authority = standardPorts ? 'localhost' : `localhost:${httpsPort}`;
    const origin = `https://${authority}`;
    const fileEnv = envFile(readFileSync(path.join(DEPLOY, 'bretema-site.env'), 'utf8'));
    const state = path.join(tmp, 'state');
    const { SMTP_URL: _placeholder, ...kept } = fileEnv;
    const serverEnv: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: tmp,
      ...kept,
      PORT: String(port),
      SITE_URL: origin,
      LEADS_DB: path.join(state, 'leads.sqlite'),
      BACKUP_DIR: path.join(state, 'backups'),
    };
    const umask = unit.get('UMask') ?? '0022';
    unitFiles = writeStandIn({ dir: tmp, command: [node, ...serverArgs], workingDirectory: current, env: serverEnv, umask });
    process.stdout.write(
      `rehearse: unit: ${[node, ...serverArgs].join(' ')} in ${current} (${unit.get('ExecStart')}), environment ${Object.keys(kept).join(' ')}, port ${port}\n`,
    );

    // Caddy, with the production Caddyfile imported as it is.
    const caddyfile = path.join(tmp, 'Caddyfile');
    writeFileSync(
      caddyfile,
      [
        '{',
        `\thttp_port ${httpPort}`,
        `\thttps_port ${httpsPort}`,
        '\tdefault_bind 127.0.0.1',
        '\tlocal_certs',
        '\tskip_install_trust',
        '\tadmin off',
        `\tstorage file_system ${path.join(tmp, 'caddy')}`,
        '}',
        `import ${path.join(DEPLOY, 'Caddyfile')}`,
        '',
      ].join('\n'),
    );
    const caddyLog = path.join(tmp, 'caddy.log');
    const caddyEnv = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: tmp,
      XDG_DATA_HOME: tmp,
      XDG_CONFIG_HOME: tmp,
      SITE_DOMAIN: 'localhost',
      SITE_UPSTREAM: `127.0.0.1:${port}`,
    };
    process.stdout.write(
      `rehearse: ${caddyVersion.stdout.trim().split(' ')[0]} with deploy/Caddyfile on https ${httpsPort}, http ${httpPort}\n`,
    );
    caddy = startGroup('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], caddyEnv, caddyLog);
    const rootCa = path.join(tmp, 'caddy', 'pki', 'authorities', 'local', 'root.crt');
    await waitFor('Caddy', async () => existsSync(rootCa), caddy, caddyLog);
    const ca = readFileSync(rootCa);
    const get = (p: string, headers: Record<string, string> = {}) => request(`${origin}${p}`, { ca, headers });

    // deploy/release.sh as the workflow runs it on the server, with this machine's stand-ins.
    const deploy = (artefact: string, name: string) =>
      runAsync(
        'bash',
        [path.join(DEPLOY, 'release.sh'), artefact, name],
        {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          // npm's cache and settings of this user.
          HOME: process.env.HOME ?? tmp,
          SITE_ROOT: siteRoot,
          HEALTH_ORIGIN: `http://127.0.0.1:${port}`,
          RESTART: `bash ${unitFiles!.restart}`,
          // Production dependencies from the lock file. Not `npm ci` here: the registry this machine
          // reaches lacks other platforms' optional packages, and `npm ci` refuses a lock file made
          // here; `npm install --omit=dev` installs the same locked tree. The server runs `npm ci`.
          INSTALL: 'npm install --omit=dev --no-audit --no-fund',
        },
        '  release.sh: ',
      );
    const live = () => readlinkSync(current);
    const serverPid = () => Number(readFileSync(unitFiles!.pidFile, 'utf8').trim());
    /** Deploys while polling the home page through Caddy every 250 ms: what a visitor got meanwhile, and the slowest answer. */
    const deployPolled = async (artefact: string, name: string) => {
      const answers = new Map<string, number>();
      let slowest = 0;
      let polling = true;
      const poll = (async () => {
        while (polling) {
          const t = Date.now();
          const r = await get('/').catch((err: Error) => ({ status: (err as NodeJS.ErrnoException).code ?? 'error' }));
          slowest = Math.max(slowest, Date.now() - t);
          answers.set(String(r.status), (answers.get(String(r.status)) ?? 0) + 1);
          await new Promise((res) => setTimeout(res, 250));
        }
      })();
      const t = Date.now();
      const result = await deploy(artefact, name);
      const seconds = Math.round((Date.now() - t) / 1000);
      polling = false;
      await poll;
      const meanwhile = `${[...answers].map(([s, n]) => `${n} × ${s}`).join(', ')}, slowest ${(slowest / 1000).toFixed(1)} s`;
      return { ...result, seconds, meanwhile };
    };

    // Release A goes live.
    const started = Date.now();
    const deployA = await deploy(artefactA, nameA);
    const homeA = await get('/').catch(() => undefined);
    check(
      `switch to A`,
      deployA.status === 0 && live() === `releases/${nameA}` && homeA?.status === 200,
      `exit ${deployA.status} in ${Math.round((Date.now() - started) / 1000)} s, current → ${live()}, / ${homeA?.status} through Caddy; ${/dependencies: [^\n]*/.exec(deployA.out)?.[0] ?? ''}`,
    );
    const releaseA = path.join(siteRoot, 'releases', nameA);

    // No development package in the release; the unit runs plain JavaScript from it.
    const devEntries = devOnlyEntries(path.join(releaseA, 'package-lock.json'));
    const installedDev = devEntries.filter((e) => existsSync(path.join(releaseA, e)));
    const installed = existsSync(path.join(releaseA, 'node_modules')) ? readdirSync(path.join(releaseA, 'node_modules')).length : 0;
    check(
      'no dev package',
      devEntries.length > 0 && installedDev.length === 0 && installed > 0,
      installedDev.length
        ? `installed: ${installedDev.slice(0, 5).join(', ')}${installedDev.length > 5 ? ` and ${installedDev.length - 5} more` : ''}`
        : `none of the lock's ${devEntries.length} development-only entries (tsx, eslint, vitest, playwright, lighthouse…) in releases/${nameA}/node_modules (${installed} top-level entries)`,
    );
    const pidA = serverPid();
    const cmdline = readFileSync(`/proc/${pidA}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const cwdA = realpathSync(`/proc/${pidA}/cwd`);
    check(
      'unit without tsx',
      !cmdline.some((a) => /tsx|\.ts$/.test(a)) &&
        cwdA === realpathSync(releaseA) &&
        !existsSync(path.join(releaseA, 'node_modules', 'tsx')),
      `running: ${cmdline.join(' ')} in releases/${path.basename(cwdA)}; no tsx in its node_modules`,
    );

    // Pages in both languages, and a redirect.
    for (const p of [pathOf('home', 'es'), pathOf('home', 'en'), pathOf('contact', 'es'), pathOf('services', 'en')]) {
      const r = await get(p, { 'accept-encoding': 'br, gzip' });
      check(
        `page ${p}`,
        r.status === 200 && /text\/html/.test(String(r.headers['content-type'])),
        `${r.status} ${r.headers['content-encoding'] ?? ''}`,
      );
    }
    const moved = redirects.find((r) => !r.whilePhoneRepairOff && r.from !== '/')!;
    const r301 = await get(moved.from);
    check(
      `301 ${moved.from}`,
      r301.status === 301 && r301.headers.location === redirectTarget(moved),
      `${r301.status} → ${r301.headers.location}`,
    );

    // Missing files: 404 with the security headers; unknown pages: 302 to the home of their language.
    const missing = ['/assets/js/nope.js', '/img/nope.png', ...(existsSync(path.join(buildDir, 'favicon.ico')) ? [] : ['/favicon.ico'])];
    const missingReplies = await Promise.all(missing.map((p) => get(p)));
    const unknownPages = [
      ['/nope', pathOf('home', 'es')],
      ['/en/nope', pathOf('home', 'en')],
    ];
    const unknownReplies = await Promise.all(unknownPages.map(([p]) => get(p)));
    check(
      'missing files 404',
      missingReplies.every(
        (r) =>
          r.status === 404 &&
          r.headers['content-security-policy'] !== undefined &&
          r.headers['strict-transport-security'] !== undefined &&
          r.headers['x-content-type-options'] === 'nosniff',
      ) && unknownReplies.every((r, i) => r.status === 302 && r.headers.location === unknownPages[i][1]),
      `${missing.map((p, i) => `${p} ${missingReplies[i].status}`).join(', ')} (CSP, HSTS, nosniff); ${unknownPages.map(([p], i) => `${p} ${unknownReplies[i].status} → ${unknownReplies[i].headers.location}`).join(', ')}`,
    );

    // Plain HTTP goes to HTTPS (off port 443, Caddy 2.6 leaves the port out of the target).
    const plain = await request(`http://localhost${standardPorts ? '' : `:${httpPort}`}${pathOf('contact', 'es')}`);
    const to = plain.headers.location ?? '';
    check(
      'HTTP → HTTPS',
      [301, 308].includes(plain.status) &&
        (standardPorts ? to === `${origin}${pathOf('contact', 'es')}` : to.startsWith('https://localhost')),
      `${plain.status} → ${to}`,
    );

    // Every security header exactly once, one Content-Encoding, one Cache-Control.
    const home = await get('/', { 'accept-encoding': 'br' });
    const once = [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'permissions-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'cache-control',
      'content-encoding',
    ];
    const wrong = once.filter((h) => times(home, h) !== 1).map((h) => `${h} ×${times(home, h)}`);
    check(
      'headers once',
      wrong.length === 0,
      wrong.length ? wrong.join(', ') : `${once.length} headers, each once (${home.headers['content-encoding']})`,
    );

    // The contact form, with and without JavaScript. Each post spends the client's rate-limit budget.
    let posts = 0;
    const lead = {
      fullName: 'Rehearsal',
      company: '',
      email: 'rehearsal@example.com',
      mobileNumber: '',
      message: 'A lead sent through the proxy by npm run rehearse.',
      topic: contactTopics[0],
      lang: 'es',
      subject: 'Rehearsal',
      website: '',
      nickname: '',
    };
    const post = (body: string | Buffer, type: string, accept: string, extra: Record<string, string> = {}) => {
      posts += 1;
      return request(`${origin}/api/contact.php`, {
        method: 'POST',
        ca,
        body,
        headers: { 'content-type': type, accept, origin, 'sec-fetch-site': 'same-origin', ...extra },
      });
    };
    const mp = multipart(lead);
    const js = await post(mp.body, mp.type, 'application/json');
    const jsBody = (() => {
      try {
        return JSON.parse(js.body) as { ok?: boolean; id?: number };
      } catch {
        return {};
      }
    })();
    check('contact POST (JSON)', js.status === 200 && jsBody.ok === true && typeof jsBody.id === 'number', `${js.status} ${js.body}`);
    const native = await post(
      new URLSearchParams({ ...lead, consent: 'on', preferredMethod: 'email' }).toString(),
      'application/x-www-form-urlencoded',
      'text/html,application/xhtml+xml',
    );
    check(
      'contact POST (no JS)',
      native.status === 303 && native.headers.location === pathOf('contactThanks', 'es'),
      `${native.status} → ${native.headers.location}`,
    );
    const big = multipart({ ...lead, message: 'x'.repeat(2 * 1024 * 1024) });
    const tooBig = await post(big.body, big.type, 'application/json');
    check(
      '2 MB POST',
      tooBig.status === 413 && tooBig.body === JSON.stringify({ ok: false, error: 'payload_too_large' }),
      `${tooBig.status} ${tooBig.body}`,
    );

    // The Observatory grade, through Caddy (HTTPS, the redirect and HSTS are Caddy's and the server's, no TLS in Node).
    try {
      ensureObservatory(ROOT);
      const scan = await scanWithObservatory(ROOT, authority, rootCa);
      const failed = Object.entries(scan.tests)
        .filter(([, t]) => !t.pass)
        .map(([n, t]) => `${n}: ${t.result}`);
      if (standardPorts) {
        check(
          'Observatory',
          scan.scan.grade === 'A+' && failed.length === 0,
          `${scan.scan.grade}, score ${scan.scan.score}${failed.length ? `; ${failed.join(', ')}` : ''}`,
        );
      } else {
        // Off ports 80/443 the analyzer asks for plain HTTP on the HTTPS port (Caddy: 400) and counts a missing redirect.
        const others = failed.filter((f) => f !== 'redirection: redirection-missing');
        check(
          'Observatory',
          others.length === 0,
          `${scan.scan.grade}, score ${scan.scan.score}; every test but the redirect passes (${failed.length ? failed.join(', ') : 'none failed'}; ports 80/443 were not available, HTTP → HTTPS is checked above)`,
        );
      }
    } catch (err) {
      check('Observatory', false, (err as Error).message.split('\n')[0]);
    }

    // A client's own X-Forwarded-For: each post claims another address; the budget is still one.
    const perClient = Number(kept.RATE_LIMIT_PER_CLIENT ?? 5);
    const statuses: number[] = [];
    for (let i = 1; posts < perClient + 2; i += 1) {
      const r = await post(mp.body, mp.type, 'application/json', { 'x-forwarded-for': `198.51.100.${i}` });
      statuses.push(r.status);
    }
    const allowed = posts - statuses.filter((s) => s === 429).length;
    check(
      'X-Forwarded-For',
      allowed === perClient && statuses.at(-1) === 429,
      `${posts} posts from one client, forged addresses on the last ${statuses.length}: ${allowed} accepted (limit ${perClient}), then ${statuses.slice(-2).join(', ')}`,
    );

    // Two browser tabs opened on release A, each in its own context with the HTTP cache off (the worst
    // case: nothing prefetched survives), a marker in each window that only a full page load removes.
    browser = await chromium.launch(chromiumLaunchOptions());
    const servicesPath = pathOf('services', 'es');
    const openTab = async (): Promise<{ page: Page; assets: Array<{ url: string; status: number }> }> => {
      const context = await browser!.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const assets: Array<{ url: string; status: number }> = [];
      page.on('response', (r) => {
        if (new URL(r.url()).pathname.includes('/assets/')) assets.push({ url: new URL(r.url()).pathname, status: r.status() });
      });
      await page.goto(`${origin}/`);
      // React has hydrated the page: its links navigate client-side from here on.
      await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
      await page.evaluate(() => Object.assign(window, { rehearsalTab: 'A' }));
      return { page, assets };
    };
    const tabKept = await openTab();
    const tabGone = await openTab();
    const marker = (page: Page) => page.evaluate(() => (window as unknown as { rehearsalTab?: string }).rehearsalTab ?? 'none');
    const followServicesLink = async (page: Page) => {
      await page.locator(`main a[href="${servicesPath}"]`).first().click();
      await page.waitForURL(`${origin}${servicesPath}`, { timeout: 30_000 });
      await page.locator('h1').first().waitFor({ timeout: 30_000 });
      return (await page.locator('h1').first().textContent())?.trim() ?? '';
    };

    // Release B goes live: current switches, the changed page is served, A's scripts are carried.
    const deployB = await deployPolled(artefactB, nameB);
    const servicesB = await get(servicesPath);
    check(
      'switch to B',
      deployB.status === 0 && live() === `releases/${nameB}` && servicesB.status === 200 && servicesB.body.includes(titleB),
      `exit ${deployB.status} in ${deployB.seconds} s, current → ${live()}, ${servicesPath} shows B's title; ${/assets: [^\n]*/.exec(deployB.out)?.[0] ?? ''}; home page through Caddy meanwhile: ${deployB.meanwhile}`,
    );

    // The tab opened on A follows a client-side link once B is live: A's chunks are still there.
    const assetsBefore = tabKept.assets.length;
    const keptTitle = await followServicesLink(tabKept.page).catch((err: Error) => `(${err.message.split('\n')[0]})`);
    const keptAssets = tabKept.assets.slice(assetsBefore);
    const keptOnlyA = keptAssets.filter((a) => onlyA.some((f) => a.url.endsWith(`/${f}`)));
    check(
      'open tab across a deploy',
      keptTitle === titleA && (await marker(tabKept.page)) === 'A' && keptAssets.every((a) => a.status === 200) && keptOnlyA.length > 0,
      `tab opened on A → ${servicesPath} client-side: "${keptTitle}"; ${keptAssets.length} script request(s) after the switch, ${keptOnlyA.length} of A's own, all ${[...new Set(keptAssets.map((a) => a.status))].join('/')}`,
    );

    // When A's chunks are really gone (carried assets dropped after a day), the tab loads the target in full.
    const releaseB = path.join(siteRoot, 'releases', nameB);
    const carried = readFileSync(path.join(releaseB, '.assets-carried'), 'utf8').split('\n').filter(Boolean);
    for (const line of carried) rmSync(path.join(releaseB, line.slice(line.indexOf(' ') + 1)), { force: true });
    const goneBefore = tabGone.assets.length;
    const goneTitle = await followServicesLink(tabGone.page).catch((err: Error) => `(${err.message.split('\n')[0]})`);
    const goneAssets = tabGone.assets.slice(goneBefore);
    const missed = goneAssets.filter((a) => a.status === 404).length;
    const goneMarker = await marker(tabGone.page);
    check(
      'chunk gone → full load',
      missed > 0 && goneMarker === 'none' && goneTitle === titleB,
      `${carried.length} carried file(s) removed; the tab's chunk request(s): ${missed} × 404, then a full load of ${servicesPath}: "${goneTitle}" (window marker ${goneMarker === 'none' ? 'gone' : 'still there'})`,
    );
    await browser.close();
    browser = undefined;

    // Release C cannot start: release.sh rolls back to B by itself; the site is polled through Caddy meanwhile.
    const deployC = await deployPolled(artefactC, nameC);
    const after = await get('/');
    check(
      'automatic rollback',
      deployC.status === 1 &&
        /rolled back/.test(deployC.out) &&
        live() === `releases/${nameB}` &&
        !existsSync(path.join(siteRoot, 'releases', nameC)) &&
        after.status === 200,
      `C: exit ${deployC.status} after ${deployC.seconds} s, current → ${live()}, C deleted, / ${after.status} after; home page through Caddy meanwhile: ${deployC.meanwhile}`,
    );

    // The daily backup, as its unit runs it from the live release, while the server is up.
    const backupUnit = unitService(readFileSync(path.join(DEPLOY, 'bretema-backup.service'), 'utf8'));
    const [, ...backupArgs] = (backupUnit.get('ExecStart') ?? '').split(/\s+/);
    const previousUmask = process.umask(Number.parseInt(umask, 8));
    const backup = spawnSync(node, backupArgs, { cwd: current, env: serverEnv, encoding: 'utf8' });
    process.umask(previousUmask);
    const [copy] = listBackups(serverEnv.BACKUP_DIR);
    const leadsNow = copy ? verifyBackupFile(copy.file).leads : 0;
    check(
      'backup (timer unit)',
      backup.status === 0 &&
        copy !== undefined &&
        (statSync(copy.file).mode & 0o777) === 0o600 &&
        (statSync(serverEnv.LEADS_DB).mode & 0o777) === 0o600,
      backup.status === 0 && copy
        ? `${path.basename(copy.file)}: ${leadsNow} lead(s), checked; copy and database mode ${(statSync(copy.file).mode & 0o777).toString(8)}, ${(statSync(serverEnv.LEADS_DB).mode & 0o777).toString(8)}`
        : `exit ${backup.status}: ${(backup.stderr || backup.stdout).trim().split('\n')[0]}`,
    );

    // Restore with the release's compiled leads tool, as docs/server.md says: refused while the server runs; done once it is stopped.
    const leadsTool = (args: string[]) =>
      spawnSync(node, [backupArgs.find((a) => a.endsWith('.js'))!, ...args], { cwd: current, env: serverEnv, encoding: 'utf8' });
    const refused = copy ? leadsTool(['restore', copy.file]) : undefined;
    await stopStandIn(unitFiles);
    const restored = copy ? leadsTool(['restore', copy.file]) : undefined;
    check(
      'restore',
      refused?.status === 1 && restored?.status === 0 && verifyBackupFile(serverEnv.LEADS_DB).leads === leadsNow,
      `while the server runs: exit ${refused?.status}; stopped: exit ${restored?.status}, ${leadsNow} lead(s) back`,
    );
  } catch (err) {
    check('rehearsal', false, (err as Error).message.split('\n').slice(0, 4).join(' | '));
  } finally {
    await browser?.close().catch(() => undefined);
    await stopGroup(caddy);
    const pid = unitFiles && existsSync(unitFiles.pidFile) ? Number(readFileSync(unitFiles.pidFile, 'utf8').trim()) : 0;
    if (unitFiles) await stopStandIn(unitFiles);
    const leftovers = [caddy && caddy.exitCode === null && caddy.signalCode === null, pid > 0 && alive(pid)].filter(Boolean).length;
    check(
      'stopped',
      leftovers === 0,
      leftovers === 0 ? 'server, Caddy and browser stopped, temporary folder deleted' : `${leftovers} process(es) still running`,
    );
    rmSync(tmp, { recursive: true, force: true });
  }
  printTable(checks);
  return checks.every((c) => c.ok) ? 0 : 1;
}

// Run only as the entry (`npm run rehearse`); tests import the parsers.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    (err: Error) => {
      process.stderr.write(`rehearse: ${err.message}\n`);
      process.exit(1);
    },
  );
}

/**
 * `npm run rehearse`: the production set-up of `deploy/` run end to end on
 * this machine, on loopback (docs/server.md, "The rehearsal"): the server as
 * its unit starts it (only port, state folder and `SITE_URL` changed,
 * `SMTP_URL` dropped), Debian's Caddy with `deploy/Caddyfile` unchanged,
 * checks through the proxy, the backup unit and a restore; prints a table,
 * stops everything, exits 1 when a check failed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { redirectTarget, redirects } from '../src/config/redirects';
import { pathOf } from '../src/config/routes';
import { contactTopics } from '../src/form-rules/fields';
import { listBackups, verifyBackupFile } from '../server/src/db/backup';
import { ensureObservatory, scanWithObservatory } from './observatory';
import { staleReason } from './start';

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

async function main(): Promise<number> {
  const caddyVersion = spawnSync('caddy', ['version'], { encoding: 'utf8' });
  if (caddyVersion.status !== 0) {
    process.stderr.write('rehearse: Caddy is not installed (Debian: apt-get install caddy).\n');
    return 1;
  }

  const buildDir = path.join(ROOT, 'build');
  const stale = staleReason(ROOT, buildDir);
  if (stale) {
    process.stdout.write(`rehearse: building the site (${stale})…\n`);
    const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) return 1;
  }

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'rehearse-'));
  const checks: Check[] = [];
  const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });
  let server: ChildProcess | undefined;
  let caddy: ChildProcess | undefined;
  try {
    // The server, as the unit starts it.
    const unit = unitService(readFileSync(path.join(DEPLOY, 'bretema-site.service'), 'utf8'));
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
    const serverLog = path.join(tmp, 'server.log');
    process.stdout.write(
      `rehearse: server: ${[node, ...serverArgs].join(' ')} (${unit.get('ExecStart')}), environment ${Object.keys(kept).join(' ')}, port ${port}\n`,
    );
    // The unit's UMask (owner-only files), inherited by the child.
    const umask = Number.parseInt(unit.get('UMask') ?? '0022', 8);
    const previousUmask = process.umask(umask);
    server = startGroup(node, serverArgs, serverEnv, serverLog);
    process.umask(previousUmask);

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
    await waitFor('the server', async () => (await request(`http://127.0.0.1:${port}/`)).status === 200, server, serverLog);
    await waitFor(
      'Caddy',
      async () => existsSync(rootCa) && (await request(`${origin}/`, { ca: readFileSync(rootCa) })).status === 200,
      caddy,
      caddyLog,
    );
    const ca = readFileSync(rootCa);
    const get = (p: string, headers: Record<string, string> = {}) => request(`${origin}${p}`, { ca, headers });

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

    // The Observatory grade, through Caddy.
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

    // The daily backup, as its unit runs it, while the server is up.
    const backupUnit = unitService(readFileSync(path.join(DEPLOY, 'bretema-backup.service'), 'utf8'));
    const [, ...backupArgs] = (backupUnit.get('ExecStart') ?? '').split(/\s+/);
    process.umask(umask);
    const backup = spawnSync(node, backupArgs, { cwd: ROOT, env: serverEnv, encoding: 'utf8' });
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

    // Restore, as docs/server.md says: refused while the server runs; done once it is stopped.
    const leadsTool = (args: string[]) =>
      spawnSync(node, ['--import', 'tsx', 'server/src/cli/leads.ts', ...args], { cwd: ROOT, env: serverEnv, encoding: 'utf8' });
    const refused = copy ? leadsTool(['restore', copy.file]) : undefined;
    await stopGroup(server);
    const restored = copy ? leadsTool(['restore', copy.file]) : undefined;
    check(
      'restore',
      refused?.status === 1 && restored?.status === 0 && verifyBackupFile(serverEnv.LEADS_DB).leads === leadsNow,
      `while the server runs: exit ${refused?.status}; stopped: exit ${restored?.status}, ${leadsNow} lead(s) back`,
    );
  } catch (err) {
    check('rehearsal', false, (err as Error).message.split('\n').slice(0, 4).join(' | '));
  } finally {
    await stopGroup(caddy);
    await stopGroup(server);
    const leftovers = [server, caddy].filter((c) => c && c.exitCode === null && c.signalCode === null).length;
    check(
      'stopped',
      leftovers === 0,
      leftovers === 0 ? 'server and Caddy stopped, temporary folder deleted' : `${leftovers} process(es) still running`,
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

/**
 * `npm run bench:server`: load benchmark of the site server (not a test;
 * exit 0 unless the server fails outright). Targets and options:
 * docs/performance.md, "Server"; every figure goes to
 * `bench-results/server.json`. Steps:
 *
 * 1. contact POSTs, rate limiter off, 50 connections for `BENCH_SECONDS`,
 *    mail off (the endpoint's own figure), stored rows against 2xx replies;
 * 2. the home page, this server against nginx serving the same build (skipped
 *    without nginx);
 * 3. rate limiter on: 1,000 posts from one address while another address
 *    still gets its page and post through;
 * 4. another process holds the write lock for `LOCK_SECONDS`: home page p99,
 *    and contact POSTs stored or answered 503 within the bounded wait;
 * 5. `BENCH_MAILS` leads mailed through the pooled transport to a loopback
 *    sink, mails per second.
 *
 * A busy `BENCH_PORT` or `NGINX_PORT` stops the run rather than measuring
 * whatever answers there.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';
import { LeadStore } from '../server/src/db/leads';
import { LEAD_LOCK_WAIT_MS } from '../server/src/db/lock';
import { benchResultFile, machine, writeBenchResult } from './bench-results';

const root = process.cwd();
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const lockSeconds = Number(process.env.LOCK_SECONDS ?? 10);
const mailCount = Number(process.env.BENCH_MAILS ?? 300);
// Ports: free ones picked by the OS unless given (main() fills them in).
let port = Number(process.env.BENCH_PORT ?? 0);
let nginxPort = Number(process.env.NGINX_PORT ?? 0);
const buildDir = path.resolve(
  root,
  process.env.BUILD_DIR ?? (existsSync(path.join(root, 'test-build', 'site', 'index.html')) ? 'test-build/site' : 'build'),
);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-server-'));
let base = '';

const lead: Record<string, string> = {
  fullName: 'Ana Pérez',
  company: 'Taller Brétema',
  email: 'ana@example.com',
  mobileNumber: '+34 600 111 222',
  message: 'Quiero automatizar las facturas de mi taller. Son unas 40 al día y ahora las paso a mano.',
  topic: 'automation',
  lang: 'es',
  subject: 'Automatización con IA — Taller Brétema',
  website: '',
  nickname: '',
};

/** The form's multipart body, encoded by the fetch implementation as a browser would. */
async function formBody(): Promise<{ body: Buffer; contentType: string }> {
  const data = new FormData();
  for (const [k, v] of Object.entries(lead)) data.append(k, v);
  const req = new Request(base, { method: 'POST', body: data });
  return { body: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! };
}

/**
 * A port nothing listens on: `p` itself when free, or one the OS picks when
 * `p` is 0. A busy given port stops the run: another process answering there
 * would be measured instead.
 */
function freePort(p: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', () => reject(new Error(`port ${p} is in use: pick another (BENCH_PORT / NGINX_PORT)`)));
    s.listen(p, '127.0.0.1', () => {
      const chosen = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(chosen));
    });
  });
}

function waitForPort(p: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const s = net.connect({ host: '127.0.0.1', port: p }, () => {
        s.destroy();
        resolve();
      });
      s.once('error', () => (Date.now() > deadline ? reject(new Error(`nothing listens on ${p}`)) : setTimeout(attempt, 150)));
    };
    attempt();
  });
}

/** Starts the server (one Node process) with extra environment. */
async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  await freePort(port);
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'server.ts')], {
    cwd: root,
    // Logs at `info` as in production (one JSON line per request), discarded.
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: base,
      BUILD_DIR: buildDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForPort(port);
  return proc;
}

async function stop(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  await exited;
}

/** Runs autocannon and also counts request errors by kind (`ECONNRESET`, timeouts …). */
function run(opts: autocannon.Options): Promise<autocannon.Result & { errorKinds: Record<string, number> }> {
  const kinds: Record<string, number> = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, result) => (err ? reject(err) : resolve({ ...result, errorKinds: kinds })));
    instance.on('reqError', (e: Error & { code?: string }) => {
      const k = e.code ?? e.message;
      kinds[k] = (kinds[k] ?? 0) + 1;
    });
  });
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function contactThroughput() {
  const db = path.join(tmp, 'throughput.sqlite');
  const server = await startServer({ LEADS_DB: db, RATE_LIMIT_PER_CLIENT: '1000000000', RATE_LIMIT_GLOBAL_PER_MIN: '1000000000' });
  try {
    const { body, contentType } = await formBody();
    const r = await run({
      url: `${base}/api/contact.php`,
      method: 'POST',
      connections: 50,
      duration: seconds,
      headers: { 'content-type': contentType, accept: 'application/json', origin: base },
      body,
    });
    const stored = (new Database(db, { readonly: true }).prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number }).n;
    return {
      accepted: r['2xx'],
      acceptedPerS: r['2xx'] / r.duration,
      p50: r.latency.p50,
      p99: r.latency.p99,
      max: r.latency.max,
      errors: r.errors + r.timeouts,
      errorKinds: r.errorKinds,
      non2xx: r.non2xx,
      stored,
    };
  } finally {
    await stop(server);
  }
}

const homeOptions = (url: string) => ({
  url,
  connections: 50,
  duration: Math.max(5, Math.round(seconds / 2)),
  headers: { 'accept-encoding': 'gzip', accept: 'text/html' },
});

async function homeOurs() {
  const server = await startServer({ LEADS_DB: path.join(tmp, 'home.sqlite') });
  try {
    const r = await run(homeOptions(`${base}/`));
    return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
  } finally {
    await stop(server);
  }
}

/** Holds `BEGIN IMMEDIATE` on `db` from another process; resolves once the lock is held. */
async function holdWriteLock(db: string, ms: number): Promise<ChildProcess> {
  const holder = spawn(
    process.execPath,
    [
      '-e',
      `const D=require('better-sqlite3');const d=new D(process.argv[1]);d.exec('BEGIN IMMEDIATE');console.log('locked');setTimeout(()=>{d.exec('ROLLBACK');d.close()},${ms});`,
      db,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    holder.stdout!.on('data', (c: Buffer) => c.toString().includes('locked') && resolve());
    holder.once('exit', () => reject(new Error('the lock holder exited early')));
  });
  return holder;
}

async function duringLock() {
  const db = path.join(tmp, 'locked.sqlite');
  const server = await startServer({ LEADS_DB: db, RATE_LIMIT_PER_CLIENT: '1000000000', RATE_LIMIT_GLOBAL_PER_MIN: '1000000000' });
  try {
    const { body, contentType } = await formBody();
    const post = async () => {
      const started = performance.now();
      const res = await fetch(`${base}/api/contact.php`, {
        method: 'POST',
        headers: { 'content-type': contentType, origin: base },
        body: new Uint8Array(body),
      });
      const json = (await res.json()) as { ok: boolean; error?: string };
      return { status: res.status, ok: json.ok, retryAfter: res.headers.get('retry-after'), ms: performance.now() - started };
    };
    await post();
    const holder = await holdWriteLock(db, lockSeconds * 1000);
    const lockedAt = Date.now();
    const posts: Array<Awaited<ReturnType<typeof post>>> = [];
    const poster = (async () => {
      while (Date.now() - lockedAt < (lockSeconds - 1) * 1000 - LEAD_LOCK_WAIT_MS) posts.push(await post());
    })();
    const pages = await run({
      url: `${base}/`,
      connections: 10,
      duration: lockSeconds - 1,
      headers: { 'accept-encoding': 'gzip', accept: 'text/html' },
    });
    await poster;
    await new Promise((r) => holder.once('exit', r));
    const bad = posts.filter((p) => !(p.status === 200 && p.ok) && !(p.status === 503 && p.ok === false && p.retryAfter));
    return {
      pageRps: pages.requests.average,
      pageP99: pages.latency.p99,
      pageMax: pages.latency.max,
      pageErrors: pages.errors + pages.timeouts + pages.non2xx,
      posts: posts.length,
      stored: posts.filter((p) => p.status === 200).length,
      unavailable: posts.filter((p) => p.status === 503).length,
      other: bad.length,
      postMaxMs: Math.round(Math.max(0, ...posts.map((p) => p.ms))),
    };
  } finally {
    await stop(server);
  }
}

async function mailThroughput() {
  const db = path.join(tmp, 'mail.sqlite');
  const store = LeadStore.open(db);
  const received = new Date();
  for (let i = 0; i < mailCount; i += 1) {
    store.insertLead(
      { ...lead, fullName: `Lead ${i}`, topic: 'automation', lang: 'es' } as Parameters<LeadStore['insertLead']>[0],
      received,
    );
  }
  store.close();
  let got = 0;
  let connections = 0;
  let firstAt = 0;
  let lastAt = 0;
  let done: () => void = () => undefined;
  const all = new Promise<void>((resolve) => (done = resolve));
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onConnect: (_s, cb) => ((connections += 1), cb()),
    onData(stream, _session, cb) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        got += 1;
        lastAt = performance.now();
        if (got === 1) firstAt = lastAt;
        cb();
        if (got >= mailCount) done();
      });
    },
  });
  const sinkPort = await freePort(0);
  await new Promise<void>((resolve) => sink.listen(sinkPort, '127.0.0.1', resolve));
  const server = await startServer({ LEADS_DB: db, SMTP_URL: `smtp://127.0.0.1:${sinkPort}`, CONTACT_TO: 'leads@bretema.example' });
  try {
    await Promise.race([all, new Promise((r) => setTimeout(r, 120_000))]);
    // From the first mail to the last: the server's start-up is not the transport's.
    const s = (lastAt - firstAt) / 1000;
    return { mails: got, seconds: s, perS: got > 1 && s > 0 ? (got - 1) / s : 0, connections };
  } finally {
    await stop(server);
    await new Promise<void>((resolve) => sink.close(() => resolve()));
  }
}

function findNginx(): string | undefined {
  for (const candidate of [process.env.NGINX, '/usr/sbin/nginx', 'nginx'].filter(Boolean) as string[]) {
    const r = spawnSync(candidate, ['-v'], { encoding: 'utf8' });
    if (r.status === 0) return candidate;
  }
  return undefined;
}

async function homeNginx(bin: string) {
  const conf = path.join(tmp, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes auto;
pid ${tmp}/nginx.pid;
error_log ${tmp}/nginx-error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log ${tmp}/nginx-access.log;
  client_body_temp_path ${tmp}/body; proxy_temp_path ${tmp}/proxy; fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi; scgi_temp_path ${tmp}/scgi;
  sendfile on;
  keepalive_requests 100000;
  gzip_static on;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${buildDir};
    location / { try_files $uri $uri.html $uri/index.html =404; }
  }
}
`,
  );
  await freePort(nginxPort);
  const proc = spawn(bin, ['-c', conf, '-p', tmp], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForPort(nginxPort);
  try {
    const r = await run(homeOptions(`http://127.0.0.1:${nginxPort}/`));
    return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
  } finally {
    await stop(proc);
  }
}

async function rateLimited() {
  const db = path.join(tmp, 'limited.sqlite');
  // Default limits; TRUST_PROXY so two "addresses" can be told apart on the loopback.
  const server = await startServer({ LEADS_DB: db, TRUST_PROXY: '1' });
  try {
    const { body, contentType } = await formBody();
    const statuses = new Map<number, number>();
    let retryAfterMissing = 0;
    const flood = autocannon({
      url: `${base}/api/contact.php`,
      connections: 10,
      amount: 1000,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': contentType, 'x-forwarded-for': '198.51.100.1', origin: base },
          body,
          onResponse: (status: number, _body: string, _context: unknown, headers?: Record<string, string>) => {
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            if (status === 429 && !(headers && 'retry-after' in headers)) retryAfterMissing += 1;
          },
        },
      ],
    } as autocannon.Options);
    // Meanwhile, another visitor.
    await new Promise((r) => setTimeout(r, 200));
    const other = { 'x-forwarded-for': '198.51.100.2', origin: base };
    const page = await fetch(`${base}/`, { headers: other });
    const post = await fetch(`${base}/api/contact.php`, {
      method: 'POST',
      headers: { ...other, 'content-type': contentType },
      body: new Uint8Array(body),
    });
    const r = await flood;
    const stored = (new Database(db, { readonly: true }).prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number }).n;
    return {
      sent: r.requests.sent,
      ok: statuses.get(200) ?? 0,
      limited: statuses.get(429) ?? 0,
      other: Object.fromEntries([...statuses].filter(([s]) => s !== 200 && s !== 429)),
      retryAfterMissing,
      stored,
      otherPage: page.status,
      otherPost: post.status,
      errors: r.errors + r.timeouts,
    };
  } finally {
    await stop(server);
  }
}

async function main(): Promise<void> {
  port = await freePort(port);
  nginxPort = await freePort(nginxPort);
  base = `http://127.0.0.1:${port}`;
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`no build in ${buildDir}: run \`npm run build:test\` (or set BUILD_DIR)`);
  }
  const cpus = os.cpus();
  console.log(`bench:server — ${new Date().toISOString()}`);
  console.log(
    `machine: ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${fmt(os.totalmem() / 2 ** 30, 1)} GiB, Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => fmt(l, 2))
      .join(' / ')}`,
  );
  console.log(`build: ${path.relative(root, buildDir) || buildDir}; ${seconds} s per contact run\n`);

  const c = await contactThroughput();
  console.log('1. POST /api/contact.php, 50 connections, rate limiter off');
  console.log(
    `   accepted ${fmt(c.accepted)} (${fmt(c.acceptedPerS)}/s; target ≥ 300), latency p50 ${c.p50} ms, p99 ${c.p99} ms (target ≤ 100), max ${c.max} ms`,
  );
  // Requests still in flight when the run ends are stored but their replies are not counted: at most one per connection.
  const inFlight = c.stored - c.accepted;
  const rowsOk = inFlight >= 0 && inFlight <= 50;
  console.log(`   errors ${c.errors} ${JSON.stringify(c.errorKinds)}, non-2xx ${c.non2xx} (target 0)`);
  console.log(
    `   stored rows ${fmt(c.stored)} = 2xx replies ${fmt(c.accepted)} + ${inFlight} in flight at the cut-off ${rowsOk ? '(consistent)' : '(INCONSISTENT)'}`,
  );
  if (!rowsOk) process.exitCode = 1;

  const ours = await homeOurs();
  console.log(`\n2. GET / (gzip), 50 connections: this server ${fmt(ours.rps)} req/s, p99 ${ours.p99} ms, errors ${ours.errors}`);
  const bin = findNginx();
  let ng: Awaited<ReturnType<typeof homeNginx>> | undefined;
  if (!bin) {
    console.log('   nginx is not installed: the comparison with nginx is SKIPPED (Debian: apt-get install nginx-light).');
  } else {
    ng = await homeNginx(bin);
    console.log(`   nginx (${bin}, same build, gzip_static): ${fmt(ng.rps)} req/s, p99 ${ng.p99} ms, errors ${ng.errors}`);
    console.log(`   ratio ${fmt(ours.rps / ng.rps, 2)} (target ≥ 0.5)`);
  }

  const l = await rateLimited();
  console.log('\n3. Rate limiter on (defaults): 1,000 posts from one address');
  console.log(
    `   sent ${l.sent}: 200 × ${l.ok}, 429 × ${l.limited} (without Retry-After: ${l.retryAfterMissing}), other ${JSON.stringify(l.other)}, errors ${l.errors}`,
  );
  // The other address's accepted post is stored too.
  const fromFlood = l.stored - (l.otherPost === 200 ? 1 : 0);
  console.log(`   stored from that address ${fromFlood} (limit 5); meanwhile another address: page ${l.otherPage}, post ${l.otherPost}`);

  const k = await duringLock();
  console.log(`\n4. Another process holds the write lock for ${lockSeconds} s`);
  console.log(
    `   GET / (10 connections): ${fmt(k.pageRps)} req/s, p99 ${k.pageP99} ms (target ≤ 100), max ${k.pageMax} ms, errors ${k.pageErrors}`,
  );
  console.log(
    `   POSTs meanwhile: ${k.posts} — stored ${k.stored}, JSON 503 + Retry-After ${k.unavailable}, anything else ${k.other} (target 0); slowest ${k.postMaxMs} ms (bound ${LEAD_LOCK_WAIT_MS} ms + handling)`,
  );
  if (k.other > 0) process.exitCode = 1;

  const m = await mailThroughput();
  console.log(
    `\n5. Mail: ${m.mails} of ${mailCount} stored leads e-mailed to a loopback sink, first to last in ${fmt(m.seconds, 1)} s: ${fmt(m.perS, 1)} mails/s over ${m.connections} SMTP connection(s)`,
  );
  if (m.mails < mailCount) process.exitCode = 1;

  const file = writeBenchResult(benchResultFile('server'), {
    date: new Date().toISOString(),
    machine: machine(),
    build: path.relative(root, buildDir) || buildDir,
    settings: { contactSeconds: seconds, lockSeconds, mails: mailCount },
    units: 'latencies in ms, rates per second',
    contact: { ...c, inFlight },
    home: { server: ours, nginx: ng ?? null, ratio: ng ? ours.rps / ng.rps : null },
    rateLimited: { ...l, storedFromFlood: fromFlood },
    duringLock: k,
    mail: m,
  });
  console.log(`\nWrote ${file}`);
}

main()
  .catch((err: Error) => {
    console.error(`bench:server failed: ${err.message}`);
    process.exitCode = 1;
  })
  .finally(() => rmSync(tmp, { recursive: true, force: true }));

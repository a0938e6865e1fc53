/**
 * `npm run rehearse`: the production set-up of `deploy/` (Caddy, the unit, `deploy/release.sh`) run end to end on
 * the loopback with releases A, B and C, as docs/server.md ("The rehearsal") describes. Each entry of `steps` is
 * one row of the table; a step that throws ends the rehearsal (later rows: "not run"). Stops all it started (on
 * Ctrl-C too), prints the table, exits 1 when a row failed.
 */
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import detectPort from 'detect-port';
import { chromium, request, type Browser, type Page } from '@playwright/test';
import { flagsFromEnv } from '../src/config/build-env';
import { company } from '../src/config/company';
import { pathOf } from '../src/config/routes';
import { contactMessageText } from '../src/form-rules/messages';
import { serverTranslate } from '../server/src/translate';
import { contactTopics } from '../src/form-rules/fields';
import { listBackups, verifyBackupFile } from '../server/src/db/backup';
import { SECURITY_HEADERS } from '../server/src/security/header-values';
import { ensureObservatory, scanWithObservatory, type ScanResult } from './observatory';
import { staleReason } from './start';
import { checkUrlContract, urlContract } from './url-contract';
import { alive, stopGroup, stopStandIn, writeStandIn, type StandInFiles } from './stand-in-unit';
import { chromiumLaunchOptions } from './test-builds';
import { runAsEntry } from './entry';

const ROOT = path.resolve(__dirname, '..');
const DEPLOY = path.join(ROOT, 'deploy');
const PATH = process.env.PATH ?? '/usr/bin:/bin';
const read = (file: string) => readFileSync(file, 'utf8');
const say = (line: string) => process.stdout.write(`rehearse: ${line}\n`);

/** `Key=value` lines of a systemd unit's `[Service]` section (the last one of each key wins). */
export function unitService(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let inService = false;
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (line.startsWith('[')) inService = line === '[Service]';
    else if (inService && /^[^#].*=/.test(line)) out.set(line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1));
  }
  return out;
}

/** `NAME=value` lines of a systemd environment file (comments and blank lines skipped). */
export function envFile(text: string): Record<string, string> {
  return Object.fromEntries(unitService(`[Service]\n${text}`));
}

/** Commands running now, stopped with the rest on Ctrl-C. */
const children = new Set<ChildProcess>();

/** Runs a command to its end: its exit status (-1: it did not exit by itself) and output, stdout then stderr. */
async function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  const pending = promisify(execFile)(command, args, { cwd: ROOT, maxBuffer: 1 << 27, ...options });
  children.add(pending.child);
  const r: { code?: unknown; stdout?: string; stderr?: string; message?: string } = await pending.catch((err: Error) => err);
  children.delete(pending.child);
  const status = r.code === undefined ? 0 : typeof r.code === 'number' ? r.code : -1;
  return { status, out: `${r.stdout ?? ''}${r.stderr ?? ''}` || `${r.message}` };
}

/** The same, throwing with the end of its output when the command fails. */
async function must(command: string, args: string[], cwd = ROOT): Promise<void> {
  const r = await run(command, args, { cwd });
  if (r.status !== 0) throw new Error(`${[command, ...args].join(' ')}: exit ${r.status}\n${r.out.trim().slice(-2000)}`);
}

/** Hashed JavaScript files of a build (both locales), relative to it. */
const scriptsOf = (build: string) =>
  ['assets/js', 'en/assets/js'].flatMap((d) => readdirSync(path.join(build, d)).flatMap((f) => (f.endsWith('.js') ? [`${d}/${f}`] : [])));

type Tab = { page: Page; assets: Array<{ url: string; status: number }> };

async function main(): Promise<number> {
  const caddyVersion = spawnSync('caddy', ['version'], { encoding: 'utf8' }).stdout?.trim().split(' ')[0];
  if (!caddyVersion) {
    process.stderr.write('rehearse: Caddy is not installed (Debian: apt-get install caddy).\n');
    return 1;
  }
  // Release A: this checkout's commit (marked when it has uncommitted changes), built when stale.
  const buildDir = path.join(ROOT, 'build');
  const stale = staleReason(ROOT, buildDir);
  if (stale) say(`building the site (${stale})…`);
  if (spawnSync('npm', ['run', stale ? 'build' : 'build:server'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) return 1;
  // A fresh build of the pages keeps its URL rules only if their generator has not changed since: written again.
  if (!stale && spawnSync('npx', ['tsx', 'scripts/url-rules.ts'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) return 1;
  const git = (args: string[], cwd = ROOT) => spawnSync('git', args, { cwd, encoding: 'utf8' }).stdout.trim();
  const commitA = git(['rev-parse', 'HEAD']);
  const nameA = `${commitA.slice(0, 12)}${git(['status', '--porcelain', '--untracked-files=no']) ? '-dirty' : ''}`;

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'rehearse-'));
  process.once('exit', () => rmSync(tmp, { recursive: true, force: true }));
  const api = await request.newContext({ ignoreHTTPSErrors: true, maxRedirects: 0, timeout: 30_000 });
  let caddy: ChildProcess | undefined;
  let unitFiles: StandInFiles | undefined;
  let browser: Browser | undefined;
  /** Stops what the rehearsal started, deletes its folder; resolves to how many of Caddy and the server still run. */
  const stopAll = async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all([browser?.close(), api.dispose()]).catch(() => undefined);
    if (caddy?.pid) await stopGroup(caddy.pid);
    const serverPid = unitFiles && existsSync(unitFiles.pidFile) ? Number(read(unitFiles.pidFile).trim()) : 0;
    if (unitFiles) await stopStandIn(unitFiles);
    rmSync(tmp, { recursive: true, force: true });
    return [caddy?.pid ?? 0, serverPid].filter((pid) => pid > 0 && alive(pid)).length;
  };
  let broken = ''; // Why the steps stopped: a step threw, or Ctrl-C.
  const onSignal = (signal: NodeJS.Signals) => {
    broken = signal;
    process.stderr.write(`\nrehearse: ${signal}: stopping Caddy, the server and the browser, deleting ${tmp}\n`);
    void stopAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal);

  // The server's folders, mirrored under the scratch folder: /srv/bretema-site → <tmp>/srv/bretema-site.
  const unit = unitService(read(path.join(DEPLOY, 'bretema-site.service')));
  const current = path.join(tmp, unit.get('WorkingDirectory') ?? '/srv/bretema-site/current');
  const releaseDir = (name: string) => path.join(path.dirname(current), 'releases', name);
  mkdirSync(path.dirname(current), { recursive: true });
  // The unit's Node is production's (22 LTS); here the Node that runs the project's scripts is that one, whatever the
  // machine has at the unit's path.
  const [, ...serverArgs] = (unit.get('ExecStart') ?? '').split(/\s+/);
  const node = process.execPath;
  const leadsArgs = (unitService(read(path.join(DEPLOY, 'bretema-backup.service'))).get('ExecStart') ?? '').split(/\s+/).slice(1);
  // Ports 443 and 80 when this user may bind them and they are free: the analyzer then sees what a
  // visitor sees. Elsewhere any free ports; the analyzer's plain-HTTP probe then meets the HTTPS port.
  const [port, httpsPort] = [await detectPort(), await detectPort(443)];
  const httpPort = await detectPort(httpsPort === 443 ? 80 : 0);
  const standardPorts = httpsPort === 443 && httpPort === 80;
  const authority = standardPorts ? 'localhost' : `localhost:${httpsPort}`;
  const origin = `https://${authority}`;
  const { SMTP_URL: _placeholder, ...kept } = envFile(read(path.join(DEPLOY, 'bretema-site.env')));
  const state = { LEADS_DB: path.join(tmp, 'state', 'leads.sqlite'), BACKUP_DIR: path.join(tmp, 'state', 'backups') };
  const serverEnv = { PATH, HOME: tmp, ...kept, PORT: String(port), SITE_URL: origin, ...state };
  const umask = unit.get('UMask') ?? '0022';
  // Caddy's environment (the live release's folder as in production, under the scratch folder) and how release.sh reloads it.
  const adminPort = await detectPort(0);
  const caddyEnv = { SITE_DOMAIN: 'localhost', SITE_UPSTREAM: `127.0.0.1:${port}`, SITE_ROOT: path.dirname(current) };
  const caddyHomes = { HOME: tmp, XDG_DATA_HOME: tmp, XDG_CONFIG_HOME: tmp };
  const caddyReload = `env ${Object.entries({ ...caddyEnv, ...caddyHomes })
    .map(([k, v]) => `${k}=${v}`)
    .join(' ')} caddy reload --config ${path.join(tmp, 'Caddyfile')} --address 127.0.0.1:${adminPort}`;
  const rootCa = path.join(tmp, 'caddy', 'pki', 'authorities', 'local', 'root.crt');
  const get = (p: string, headers: Record<string, string> = {}) => api.get(`${origin}${p}`, { headers });
  /** The status of a GET through Caddy, 0 when none came. */
  const status = (p: string) =>
    get(p)
      .then((r) => r.status())
      .catch(() => 0);
  const live = () => (existsSync(current) ? readlinkSync(current) : '(nothing)');

  /** deploy/release.sh as the workflow runs it on the server, with this machine's stand-ins, the home page polled through Caddy meanwhile. */
  const deploy = async (artefact: string, name: string) => {
    const [answers, started] = [new Map<string, number>(), Date.now()];
    let [slowest, polling] = [0, true];
    // A hashed script of the release live before this one: pages opened on it still load it.
    const liveBuild = path.join(current, 'build');
    const asset = existsSync(liveBuild) ? `/${scriptsOf(liveBuild)[0]}` : undefined;
    const poll = (async () => {
      for (let t = Date.now(); polling; t = Date.now()) {
        const [home, script, health] = await Promise.all([status('/'), asset ? status(asset) : 200, status('/api/health')]);
        slowest = Math.max(slowest, Date.now() - t);
        answers.set(`${home || 'no answer'}`, (answers.get(`${home || 'no answer'}`) ?? 0) + 1);
        during.requests += 3;
        during.pages += home === 200 ? 0 : 1;
        during.assets += script === 200 ? 0 : 1;
        during.api += health === 200 ? 0 : 1;
        await sleep(100);
      }
    })();
    // HOME: npm's cache and settings of this user. INSTALL: the lock file's production dependencies; not `npm ci` here: the
    // registry this machine reaches lacks other platforms' optional packages, and `npm ci` refuses a lock file made here;
    // `npm install --omit=dev` installs the same locked tree (the server runs `npm ci`), with no install script either.
    const env = { PATH, HOME: process.env.HOME ?? tmp, SITE_ROOT: path.dirname(current), HEALTH_ORIGIN: `http://127.0.0.1:${port}` };
    Object.assign(env, { RESTART: `bash ${unitFiles!.restart}`, INSTALL: 'npm install --omit=dev --ignore-scripts --no-audit --no-fund' });
    // The backup unit's command, as it runs: in the live release, with the server's environment and umask.
    const backup = `cd ${current} && umask ${umask} && env ${Object.entries(serverEnv)
      .map(([k, v]) => `'${k}=${v}'`)
      .join(' ')} ${node} ${leadsArgs.join(' ')}`;
    Object.assign(env, { RELOAD_PROXY: caddyReload, BACKUP: backup });
    const r = await run('bash', [path.join(DEPLOY, 'release.sh'), artefact, name], { env });
    const seconds = Math.round((Date.now() - started) / 1000);
    polling = false;
    await poll;
    process.stdout.write(r.out.replace(/^(?=.)/gm, '  release.sh: '));
    const meanwhile = `${[...answers].map(([s, n]) => `${n} × ${s}`).join(', ')}, slowest ${(slowest / 1000).toFixed(1)} s`;
    return { ...r, seconds, meanwhile };
  };

  /** Requests made while releases were deployed, and those that failed, by kind. */
  const during = { requests: 0, pages: 0, assets: 0, api: 0 };
  // What the steps hand on to later ones.
  let [artefactA, artefactB, artefactC, nameB, titleA, titleB] = ['', '', '', '', '', ''];
  let [onlyA, tabs, posts] = [[] as string[], [] as Tab[], 0];
  let copy: { file: string } | undefined;
  const servicesPath = pathOf('services', 'es');
  const lead: Record<string, string> = Object.fromEntries(['company', 'mobileNumber', 'website', 'nickname'].map((k) => [k, '']));
  Object.assign(lead, { fullName: 'Rehearsal', subject: 'Rehearsal', email: 'rehearsal@example.com', lang: 'es', topic: contactTopics[0] });
  lead.message = 'A lead sent through the proxy by npm run rehearse.';
  /** A contact post through Caddy (`multipart`: as `FormData` sends it; `form`: urlencoded); each spends the client's rate-limit budget. */
  const post = (body: { multipart: Record<string, string> } | { form: Record<string, string> }, accept: string, more = {}) => {
    posts += 1;
    return api.post(`${origin}/api/contact.php`, { ...body, headers: { accept, origin, 'sec-fetch-site': 'same-origin', ...more } });
  };
  /** A tab in its own context with the HTTP cache off (nothing prefetched survives), hydrated, a marker in its window. */
  const openTab = async (): Promise<Tab> => {
    const context = await browser!.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 800 } });
    const tab: Tab = { page: await context.newPage(), assets: [] };
    await (await context.newCDPSession(tab.page)).send('Network.setCacheDisabled', { cacheDisabled: true });
    tab.page.on('response', (r) => {
      if (new URL(r.url()).pathname.includes('/assets/')) tab.assets.push({ url: new URL(r.url()).pathname, status: r.status() });
    });
    await tab.page.goto(`${origin}/`);
    await tab.page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
    await tab.page.evaluate(() => Object.assign(window, { rehearsalTab: 'A' }));
    return tab;
  };
  /** The tab follows the main content's link to the services page: the title it then shows, its asset requests, its marker. */
  const follow = async ({ page, assets }: Tab) => {
    const before = assets.length;
    const title = await (async () => {
      const before = (await page.locator('h1').first().textContent())?.trim() ?? '';
      await page.locator(`main a[href="${servicesPath}"]`).first().click();
      await page.waitForURL(`${origin}${servicesPath}`, { timeout: 30_000 });
      // The address changes before React draws the new page: wait for its heading.
      await page.waitForFunction((old) => document.querySelector('h1')?.textContent?.trim() !== old, before, { timeout: 30_000 });
      return (await page.locator('h1').first().textContent({ timeout: 30_000 }))?.trim() ?? '';
    })().catch((err: Error) => `(${err.message.split('\n')[0]})`);
    const marker = await page.evaluate(() => (window as unknown as { rehearsalTab?: string }).rehearsalTab ?? 'none');
    return { title, requests: assets.slice(before), marker };
  };

  type Check = () => Promise<[ok: boolean, detail: string]>;
  const contact = pathOf('contact', 'es');
  const steps: Record<string, Check> = {
    'releases A and B': async () => {
      const pack = (name: string, checkout: string) =>
        must('bash', [`${DEPLOY}/pack.sh`, `${tmp}/${name}`, checkout]).then(() => `${tmp}/${name}`);
      artefactA = await pack('a.tar.gz', ROOT);
      // Release B: a commit on top of A that changes the services page, built in a clone.
      const cloneB = path.join(tmp, 'commit-b');
      await must('git', ['clone', '--quiet', '--shared', '--no-checkout', ROOT, cloneB]);
      await must('git', ['checkout', '--quiet', '--detach', commitA], cloneB);
      symlinkSync(path.join(ROOT, 'node_modules'), path.join(cloneB, 'node_modules'));
      const overview = path.join(cloneB, 'src', 'content', 'services', 'overview.json');
      const content = JSON.parse(read(overview)) as { hero: { title: string } };
      titleA = content.hero.title;
      titleB = content.hero.title = `${titleA} (ensayo)`;
      writeFileSync(overview, `${JSON.stringify(content, null, 2)}\n`);
      const author = ['-c', 'user.name=rehearsal', '-c', 'user.email=rehearsal@localhost'];
      await must('git', [...author, 'commit', '--quiet', '-am', 'Rehearsal: the services page changes'], cloneB);
      nameB = git(['rev-parse', '--short=12', 'HEAD'], cloneB);
      say(`building release B (${nameB}) in a clone…`);
      await must('npm', ['run', 'build'], cloneB);
      artefactB = await pack('b.tar.gz', cloneB);
      // Release C: B with a server that exits at start.
      const checkoutC = path.join(tmp, 'commit-c');
      mkdirSync(checkoutC);
      await must('tar', ['-xzf', artefactB, '-C', checkoutC]);
      writeFileSync(path.join(checkoutC, 'server', 'dist', 'server.js'), "process.stderr.write('cannot start\\n');\nprocess.exit(1);\n");
      artefactC = await pack('c.tar.gz', checkoutC);
      const [jsA, jsB] = [scriptsOf(buildDir), scriptsOf(path.join(cloneB, 'build'))];
      onlyA = jsA.filter((f) => !jsB.includes(f));
      const detail = `A ${nameA} (this checkout), B ${nameB} (services title changed): ${onlyA.length} of A's ${jsA.length} scripts renamed in B`;
      return [onlyA.length > 0 && titleA !== titleB, detail];
    },
    'switch to A': async () => {
      unitFiles = writeStandIn({ dir: tmp, command: [node, ...serverArgs], workingDirectory: current, env: serverEnv, umask });
      say(`unit: ${[node, ...serverArgs].join(' ')} in ${current}, environment ${Object.keys(kept).join(' ')}, port ${port}`);
      // Caddy, with the production Caddyfile imported as it is.
      const options = [
        `http_port ${httpPort}`,
        `https_port ${httpsPort}`,
        'default_bind 127.0.0.1',
        'local_certs',
        'skip_install_trust',
        `admin 127.0.0.1:${adminPort}`,
        `storage file_system ${tmp}/caddy`,
      ];
      writeFileSync(path.join(tmp, 'Caddyfile'), `{\n${options.map((o) => `\t${o}\n`).join('')}}\n\nimport ${DEPLOY}/Caddyfile\n`);
      say(`Caddy ${caddyVersion} with deploy/Caddyfile on https ${httpsPort}, http ${httpPort}`);
      const log = path.join(tmp, 'caddy.log');
      const fd = openSync(log, 'a');
      const env = { PATH, ...caddyHomes, ...caddyEnv };
      caddy = spawn('caddy', ['run', '--config', path.join(tmp, 'Caddyfile')], { env, stdio: ['ignore', fd, fd], detached: true });
      closeSync(fd);
      for (let waited = 0; !existsSync(rootCa); waited += 200) {
        if (caddy.exitCode !== null || waited > 30_000)
          throw new Error(`Caddy did not start: ${read(log).trim().split('\n').slice(-3).join(' | ')}`);
        await sleep(200);
      }
      const r = await deploy(artefactA, nameA);
      const home = await get('/').catch(() => undefined);
      const detail = `exit ${r.status} in ${r.seconds} s, current → ${live()}, / ${home?.status()} through Caddy; ${/dependencies: .*/.exec(r.out)?.[0]}`;
      return [r.status === 0 && live() === `releases/${nameA}` && home?.status() === 200, detail];
    },
    'release size': async () => {
      // What the server holds of release A: the build, the server's bundle and the packages it loads, nothing of the toolchain.
      const release = releaseDir(nameA);
      const modules = path.join(release, 'server', 'node_modules');
      const packages = readdirSync(modules).flatMap((d) =>
        d.startsWith('.') ? [] : d.startsWith('@') ? readdirSync(path.join(modules, d)).map((n) => `${d}/${n}`) : [d],
      );
      const megabytes = Number((await run('du', ['-sm', release])).out.split('\t')[0]);
      const toolchain = packages.filter((p) => /docusaurus|satori|resvg|sveltia|react/.test(p));
      const detail = `${packages.length} packages, ${megabytes} MB in releases/${nameA}${toolchain.length ? `; toolchain: ${toolchain.join(', ')}` : ''} (at most 150 and 80 MB)`;
      return [packages.length <= 150 && megabytes <= 80 && toolchain.length === 0, detail];
    },
    'URL contract through Caddy': async () => {
      const rows = urlContract(buildDir, flagsFromEnv(process.env));
      const problems = await checkUrlContract(rows, async (p, headers) => {
        const r = await get(p, headers);
        return { status: r.status(), headers: r.headers() };
      });
      // Over HTTPS every answer carries HSTS too.
      const hsts = await Promise.all(rows.slice(0, 3).map((row) => get(row.path).then((r) => r.headers()['strict-transport-security'])));
      if (!hsts.every(Boolean)) problems.push('HSTS missing');
      return [
        problems.length === 0,
        problems.slice(0, 3).join(' | ') || `${rows.length} rows (pages, redirects, unknown paths, missing files, assets, editor), HSTS`,
      ];
    },
    'HTTP → HTTPS': async () => {
      // One GET on the HTTP port (brotli or gzip accepted); off port 443, Caddy 2.6 leaves the port out of the target.
      const r = await api.get(`http://localhost${standardPorts ? '' : `:${httpPort}`}${contact}`, {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      const to = r.headers().location ?? '';
      const ok = [301, 308].includes(r.status()) && (standardPorts ? to === `${origin}${contact}` : to.startsWith('https://localhost'));
      return [ok, [r.status(), to && `→ ${to}`, r.headers()['content-encoding']].filter(Boolean).join(' ')];
    },
    'headers once': async () => {
      // Every security header the server sends exactly once, one Content-Encoding, one Cache-Control.
      const home = await get('/', { 'accept-encoding': 'br' });
      const more = ['content-security-policy', 'permissions-policy', 'strict-transport-security', 'cache-control', 'content-encoding'];
      const once = [...Object.keys(SECURITY_HEADERS), ...more];
      const times = (h: string) => home.headersArray().filter((header) => header.name.toLowerCase() === h).length;
      const wrong = once.filter((h) => times(h) !== 1).map((h) => `${h} ×${times(h)}`);
      return [wrong.length === 0, wrong.join(', ') || `${once.length} headers, each once (${home.headers()['content-encoding']})`];
    },
    'contact POST (JSON)': async () => {
      const r = await post({ multipart: lead }, 'application/json');
      return [r.status() === 200 && /^\{"ok":true,"id":\d+\}$/.test(await r.text()), `${r.status()} ${await r.text()}`];
    },
    'contact POST (no JS)': async () => {
      const r = await post({ form: { ...lead, consent: 'on', preferredMethod: 'email' } }, 'text/html,application/xhtml+xml');
      return [r.status() === 303 && r.headers().location === pathOf('contactThanks', 'es'), `${r.status()} → ${r.headers().location}`];
    },
    '2 MB POST': async () => {
      const r = await post({ multipart: { ...lead, message: 'x'.repeat(2 * 1024 * 1024) } }, 'application/json');
      return [r.status() === 413 && (await r.text()) === '{"ok":false,"error":"payload_too_large"}', `${r.status()} ${await r.text()}`];
    },
    Observatory: async () => {
      // Through Caddy: HTTPS, the redirect and HSTS are Caddy's and the server's, no TLS in Node. A failing analyzer fails this row only.
      let scan: ScanResult;
      try {
        ensureObservatory(ROOT);
        scan = await scanWithObservatory(ROOT, authority, rootCa);
      } catch (err) {
        return [false, (err as Error).message.split('\n')[0]];
      }
      const failed = Object.entries(scan.tests).flatMap(([n, t]) => (t.pass ? [] : [`${n}: ${t.result}`]));
      const grade = `${scan.scan.grade}, score ${scan.scan.score}`;
      if (standardPorts) return [scan.scan.grade === 'A+' && failed.length === 0, [grade, ...failed].join('; ')];
      // Off ports 80/443 the analyzer asks for plain HTTP on the HTTPS port (Caddy: 400) and counts a missing redirect.
      const note = `${failed.join(', ') || 'none failed'}; ports 80/443 were not available, HTTP → HTTPS is checked above`;
      return [failed.every((f) => f === 'redirection: redirection-missing'), `${grade}; every test but the redirect passes (${note})`];
    },
    'X-Forwarded-For': async () => {
      // A client's own X-Forwarded-For: each post claims another address; the budget is still one.
      const perClient = Number(kept.RATE_LIMIT_PER_CLIENT ?? 5);
      const statuses: number[] = [];
      for (let i = 1; posts < perClient + 2; i += 1)
        statuses.push((await post({ multipart: lead }, 'application/json', { 'x-forwarded-for': `198.51.100.${i}` })).status());
      const allowed = posts - statuses.filter((s) => s === 429).length;
      const detail = `${posts} posts from one client, forged addresses on the last ${statuses.length}: ${allowed} accepted (limit ${perClient}), then ${statuses.slice(-2).join(', ')}`;
      return [allowed === perClient && statuses.at(-1) === 429, detail];
    },
    'switch to B': async () => {
      // Two tabs opened on release A first, for the next two rows.
      browser = await chromium.launch(chromiumLaunchOptions());
      tabs = [await openTab(), await openTab()];
      // Release B goes live: current switches, the changed page is served, A's scripts are carried.
      const r = await deploy(artefactB, nameB);
      const page = await get(servicesPath);
      const shown = page.status() === 200 && (await page.text()).includes(titleB);
      const detail = `exit ${r.status} in ${r.seconds} s, current → ${live()}, ${servicesPath} ${shown ? 'shows' : 'does not show'} B's title; ${/assets: .*/.exec(r.out)?.[0]}; home page through Caddy meanwhile: ${r.meanwhile}`;
      return [r.status === 0 && live() === `releases/${nameB}` && shown, detail];
    },
    'open tab across a deploy': async () => {
      // The tab opened on A follows a client-side link once B is live: A's chunks are still there.
      const { title, requests, marker } = await follow(tabs[0]);
      const own = requests.filter((a) => onlyA.some((f) => a.url.endsWith(`/${f}`)));
      const detail = `tab opened on A → ${servicesPath} client-side: "${title}"; ${requests.length} script request(s) after the switch, ${own.length} of A's own, all ${[...new Set(requests.map((a) => a.status))].join('/')}`;
      return [title === titleA && marker === 'A' && requests.every((a) => a.status === 200) && own.length > 0, detail];
    },
    'chunk gone → full load': async () => {
      // When A's chunks are really gone (carried assets dropped after a day), the tab loads the target in full.
      const carried = read(path.join(releaseDir(nameB), '.assets-carried')).match(/[^\n]+/g) ?? [];
      for (const line of carried) rmSync(path.join(releaseDir(nameB), line.slice(line.indexOf(' ') + 1)), { force: true });
      const { title, requests, marker } = await follow(tabs[1]);
      const missed = requests.filter((a) => a.status === 404).length;
      const detail = `${carried.length} carried file(s) removed; the tab's chunk request(s): ${missed} × 404, then a full load of ${servicesPath}: "${title}" (window marker ${marker === 'none' ? 'gone' : 'still there'})`;
      return [missed > 0 && marker === 'none' && title === titleB, detail];
    },
    'automatic rollback': async () => {
      // Release C cannot start: release.sh rolls back to B by itself; the site is polled through Caddy meanwhile.
      const r = await deploy(artefactC, `${nameB}-broken`);
      const after = await get('/');
      const back = live() === `releases/${nameB}` && !existsSync(releaseDir(`${nameB}-broken`)) && after.status() === 200;
      const detail = `C: exit ${r.status} after ${r.seconds} s, current → ${live()}, C deleted, / ${after.status()} after; home page through Caddy meanwhile: ${r.meanwhile}`;
      return [r.status === 1 && /rolled back/.test(r.out) && back, detail];
    },
    'requests failed during releases': async () => {
      const { requests, pages, assets, api } = during;
      const detail = `${requests} requests every 100 ms through Caddy during the three deploys: ${pages} page(s) and ${assets} asset(s) of the previous release failed; /api/health: ${api} not 200`;
      return [requests > 0 && pages === 0 && assets === 0, detail];
    },
    'backup (timer unit)': async () => {
      // The daily backup, as its unit runs it from the live release, while the server is up.
      const previousUmask = process.umask(Number.parseInt(umask, 8));
      const backup = run(node, leadsArgs, { cwd: current, env: serverEnv });
      process.umask(previousUmask);
      const r = await backup;
      [copy] = listBackups(serverEnv.BACKUP_DIR);
      if (r.status !== 0 || !copy) return [false, `exit ${r.status}: ${r.out.trim().split('\n')[0]}`];
      const modes = [copy.file, serverEnv.LEADS_DB].map((f) => statSync(f).mode & 0o777);
      const detail = `${path.basename(copy.file)}: ${verifyBackupFile(copy.file).leads} lead(s), checked; copy and database mode ${modes.map((m) => m.toString(8)).join(', ')}`;
      return [modes.every((m) => m === 0o600), detail];
    },
    restore: async () => {
      // With the release's compiled leads tool, as docs/server.md says: refused while the server runs; done once it is stopped.
      if (!copy) return [false, 'no backup to restore'];
      const leads = verifyBackupFile(copy.file).leads;
      const restore = () => run(node, [leadsArgs.find((a) => a.endsWith('.js'))!, 'restore', copy!.file], { cwd: current, env: serverEnv });
      const refused = await restore();
      await stopStandIn(unitFiles!);
      const restored = await restore();
      const ok = refused.status === 1 && restored.status === 0 && verifyBackupFile(serverEnv.LEADS_DB).leads === leads;
      return [ok, `while the server runs: exit ${refused.status}; stopped: exit ${restored.status}, ${leads} lead(s) back`];
    },
    'pages with the server stopped': async () => {
      // The server is stopped (restore above): Caddy still serves every page of both sitemaps; a form post without
      // JavaScript gets the static failure page in its language, 503 with Retry-After.
      const sitemapPaths = ['sitemap.xml', 'en/sitemap.xml'].flatMap((f) =>
        [...read(path.join(current, 'build', f)).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname),
      );
      const failed: string[] = [];
      for (const p of sitemapPaths) if ((await status(p)) !== 200) failed.push(p);
      const failure = contactMessageText('failure', serverTranslate('en'));
      const r = await post({ form: { ...lead, lang: 'en' } }, 'text/html', { referer: `${origin}${pathOf('contact', 'en')}` });
      const text = await r.text();
      const page = r.status() === 503 && Number(r.headers()['retry-after']) > 0 && text.includes(failure) && text.includes(company.email);
      const detail = `${sitemapPaths.length - failed.length} of ${sitemapPaths.length} sitemap pages 200${failed.length ? ` (failed: ${failed.slice(0, 3).join(', ')})` : ''}; no-JavaScript post: ${r.status()}, Retry-After ${r.headers()['retry-after']}, ${page ? 'the failure page in English' : 'not the failure page'}`;
      return [failed.length === 0 && sitemapPaths.length > 0 && page, detail];
    },
  };

  // The runner: the steps in order; after one throws, the others are reported, not run. Then everything is stopped.
  const rows: Array<{ name: string; ok: boolean; detail: string }> = [];
  try {
    for (const [name, check] of Object.entries(steps)) {
      const [ok, detail] = broken
        ? [false, `not run: ${broken}`]
        : await check().catch((err: Error) => {
            process.stderr.write(`rehearse: ${name}: ${err.message}\n`);
            broken = `"${name}" failed`;
            return [false, err.message.split('\n')[0]] as const;
          });
      rows.push({ name, ok, detail });
    }
  } finally {
    const left = await stopAll();
    const detail = left ? `${left} process(es) still running` : 'server, Caddy and browser stopped, temporary folder deleted';
    rows.push({ name: 'stopped', ok: left === 0, detail });
  }
  const w = Math.max(...rows.map((r) => r.name.length));
  const lines = [`${'check'.padEnd(w)}  result  detail`, `${'-'.repeat(w)}  ------  ------`];
  for (const r of rows) lines.push(`${r.name.padEnd(w)}  ${r.ok ? 'ok    ' : 'FAILED'}  ${r.detail}`);
  await new Promise((resolve) => process.stdout.write(`\n${lines.join('\n')}\n`, resolve));
  return rows.every((r) => r.ok) ? 0 : 1;
}

// Run only as the entry (`npm run rehearse`); tests import the parsers.
runAsEntry(import.meta.url, 'rehearse', async () => process.exit(await main()));

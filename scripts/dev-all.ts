/**
 * `npm run dev:all` and `npm run admin` (docs/translating.md, docs/publishing.md): both languages in the development
 * preview, with live reload, on one port, so the language switch works (and the staff editor at `/admin/` beside
 * them). Starts two `docusaurus start` servers (the English one with `--locale en`) on free local ports and a proxy
 * on `DEV_PORT` (default 3000) that sends `/en` and `/en/…` (pages, assets, the hot-reload websocket at `/en/ws`,
 * `src/plugins/dev-preview.ts`) to the English server, the rest to the Spanish one. Ctrl-C stops both servers, and
 * when one exits the other is stopped too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { pathToFileURL } from 'node:url';
import { localeOfPath, type Locale } from '../src/config/locales';
import { editorPath } from '../src/config/editor';
import { stopGroup } from './stand-in-unit';

/** Which development server answers a request path. */
export function localeServerFor(url: string): Locale {
  return localeOfPath(url.split(/[?#]/)[0]);
}

/** A TCP port nobody listens on right now on the loopback interface: `wanted` when it can be bound, else the system's choice. */
export function freePort(wanted = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on('error', (err) => (wanted ? resolve(freePort()) : reject(err)));
    s.listen(wanted, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Starts `docusaurus start` for one locale in its own process group. */
function startLocale(locale: Locale, port: number): ChildProcess {
  const args = ['docusaurus', 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'];
  if (locale === 'en') args.push('--locale', 'en');
  // Each `docusaurus start` writes its routes and plugin data into the generated-files folder; two servers sharing
  // `.docusaurus` overwrite each other's, so the English one writes into `.docusaurus-en` (git-ignored).
  const generated = locale === 'en' ? { DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus-en' } : {};
  return spawn('npx', args, { stdio: 'inherit', detached: true, env: { ...process.env, BROWSER: 'none', ...generated } });
}

/**
 * The proxy in front of the two servers.
 * @param ports the local port of each locale's development server.
 */
export function createDevProxy(ports: Record<Locale, number>): http.Server {
  const server = http.createServer((req, res) => {
    const locale = localeServerFor(req.url ?? '/');
    const upstream = http.request(
      { host: '127.0.0.1', port: ports[locale], method: req.method, path: req.url, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    // A server still compiling refuses connections: say so, and when to try again.
    upstream.on('error', () => {
      if (res.headersSent) return res.destroy();
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' });
      res.end(`The ${locale === 'en' ? 'English' : 'Spanish'} preview is still starting. Reload in a few seconds.\n`);
    });
    req.pipe(upstream);
  });
  // Hot reload: pass the websocket upgrade through as raw bytes.
  server.on('upgrade', (req, socket, head) => {
    const up = net.connect(ports[localeServerFor(req.url ?? '/')], '127.0.0.1', () => {
      const headers = Object.entries(req.headers).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => `${k}: ${x}`) : [`${k}: ${v}`]));
      up.write(`${req.method} ${req.url} HTTP/${req.httpVersion}\r\n${headers.join('\r\n')}\r\n\r\n`);
      if (head.length) up.write(head);
      up.pipe(socket).pipe(up);
    });
    up.on('error', () => socket.destroy());
    socket.on('error', () => up.destroy());
  });
  return server;
}

async function main(): Promise<void> {
  const port = Number(process.env.DEV_PORT ?? 3000);
  const ports: Record<Locale, number> = { es: await freePort(), en: await freePort() };
  const children = [startLocale('es', ports.es), startLocale('en', ports.en)];
  let stopping = false;
  const stop = (code: number) => {
    stopping = true;
    // Each server's whole group; one already gone is skipped.
    for (const c of children) if (c.pid) stopGroup(c.pid).catch(() => undefined);
    process.exit(code);
  };
  for (const c of children) c.on('exit', (code) => stop(code ?? 1));
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  createDevProxy(ports).listen(port, '127.0.0.1');
  // The two servers print their own, inner addresses; say which one to open once both answer.
  const ready = async (p: number) =>
    (await fetch(`http://127.0.0.1:${p}/__ready`, { method: 'HEAD' }).catch(() => undefined)) !== undefined;
  while (!stopping && !((await ready(ports.es)) && (await ready(ports.en)))) await new Promise((r) => setTimeout(r, 2000));
  console.log(`\ndev:all: open http://127.0.0.1:${port}/ (Spanish) and http://127.0.0.1:${port}/en/ (English); both reload as you save.`);
  console.log(
    `The editor: http://localhost:${port}${editorPath} (Chrome or Edge; "Trabajar con un repositorio local", then pick this folder).\n`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();

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
import { isEntry } from './entry';
import detectPort from 'detect-port';
import httpProxy from 'http-proxy';
import { localeOfPath, type Locale } from '../src/config/locales';
import { editorPath } from '../src/config/editor';
import { stopGroup } from './stand-in-unit';

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
 * The proxy in front of the two servers (http-proxy, websockets included). A server still compiling refuses
 * connections: the page request gets a 503 that says so, and when to try again.
 * @param ports the local port of each locale's development server.
 */
function createDevProxy(ports: Record<Locale, number>): http.Server {
  const localeOf = (req: http.IncomingMessage) => localeOfPath((req.url ?? '/').split(/[?#]/)[0]);
  const target = (req: http.IncomingMessage) => `http://127.0.0.1:${ports[localeOf(req)]}`;
  const proxy = httpProxy.createProxyServer({ ws: true });
  proxy.on('error', (_err, req, res) => {
    if (!(res instanceof http.ServerResponse) || res.headersSent) return void res.destroy();
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' });
    res.end(`The ${localeOf(req) === 'en' ? 'English' : 'Spanish'} preview is still starting. Reload in a few seconds.\n`);
  });
  const server = http.createServer((req, res) => proxy.web(req, res, { target: target(req) }));
  // Hot reload: the websocket upgrade goes to the same locale's server.
  server.on('upgrade', (req, socket, head) => proxy.ws(req, socket, head, { target: target(req) }));
  return server;
}

async function main(): Promise<void> {
  const port = Number(process.env.DEV_PORT ?? 3000);
  const ports: Record<Locale, number> = { es: await detectPort(), en: await detectPort() };
  const children = [startLocale('es', ports.es), startLocale('en', ports.en)];
  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    // Each server's whole group (SIGTERM, SIGKILL after 15 s); exits once both are gone.
    void Promise.allSettled(children.map((c) => c.pid && stopGroup(c.pid))).then(() => process.exit(code));
  };
  for (const c of children) c.on('exit', (code) => stop(code ?? 1));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
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

if (isEntry(import.meta.url)) void main();

/**
 * Test helpers for the server (fastify/demo style): {@link build} makes an
 * app on a temporary database and a tiny fake build folder and closes it when
 * the test ends; {@link multipart} encodes a form as the browser would.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';
import { buildApp, type AppDeps } from '../../server/src/app';
import { loadConfig, type ServerConfig } from '../../server/src/config';
import { writeUrlRulesFromEnv } from '../../scripts/url-rules';

/** A valid lead, as the contact form sends it. */
export const validLead: Record<string, string> = {
  fullName: 'Ana Pérez',
  company: 'Taller Brétema',
  email: 'ana@example.com',
  mobileNumber: '+34 600 111 222',
  message: 'Quiero automatizar las facturas.',
  topic: 'automation',
  lang: 'es',
  subject: 'Automatización — Taller Brétema',
  website: '',
  nickname: '',
};

/** The origin the test app believes it serves (`SITE_URL`). */
export const SITE_URL = 'http://localhost:3000';

/** A fresh temporary folder, removed when the test ends. */
export function tempDir(prefix = 'srv-test-'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Files of the fake build: the shapes Docusaurus writes with `trailingSlash: false`. */
export const fakeBuildFiles: Record<string, string> = {
  'index.html': '<!doctype html><html lang="es"><title>Inicio</title><p>Inicio</p></html>',
  'servicios.html': '<!doctype html><html lang="es"><title>Servicios</title></html>',
  'contacto.html': '<!doctype html><html lang="es"><title>Contacto</title></html>',
  // A client redirect page written by plugin-client-redirects: must never answer.
  'saas.html': '<!doctype html><html><meta http-equiv="refresh" content="0; url=/servicios"><p>CLIENT REDIRECT</p></html>',
  '404.html': '<!doctype html><html lang="es"><title>404</title></html>',
  'en/index.html': '<!doctype html><html lang="en"><title>Home</title></html>',
  'en/services.html': '<!doctype html><html lang="en"><title>Services</title></html>',
  'en/contact.html': '<!doctype html><html lang="en"><title>Contact</title></html>',
  'en/404.html': '<!doctype html><html lang="en"><title>404</title></html>',
  'blog/first-post/index.html': '<!doctype html><html lang="es"><title>Post</title></html>',
  'assets/js/main.1a2b3c4d.js': `/* app */\n${'console.log("bretema");\n'.repeat(200)}`,
  'en/assets/js/main.5e6f7a8b.js': `/* app en */\n${'console.log("bretema en");\n'.repeat(200)}`,
  'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'robots.txt': 'User-agent: *\nAllow: /\n',
};

/** Writes the fake build into `dir` with its URL rules (made with the flags of `env`, as the build would) and returns `dir`. */
export function writeFakeBuild(dir: string, extra: Record<string, string> = {}, env: Record<string, string> = {}): string {
  for (const [rel, content] of Object.entries({ ...fakeBuildFiles, ...extra })) {
    const file = path.join(dir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  writeUrlRulesFromEnv(dir, env);
  return dir;
}

/** A built test app with its configuration and temp folder. */
export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  config: ServerConfig;
  dir: string;
}

/**
 * Builds an app for one test: temp database, fake build, no logger, workers
 * not started (tests drive the outbox). Closed when the test ends.
 * @param env extra environment variables (as the server would read them).
 * @param deps collaborators to replace.
 */
export async function build(env: Record<string, string> = {}, deps: AppDeps = {}): Promise<TestApp> {
  const dir = tempDir();
  const buildDir = writeFakeBuild(path.join(dir, 'build'), {}, env);
  // A build the test made itself gets its rules as the build step after `docusaurus build` would write them.
  if (env.BUILD_DIR && existsSync(env.BUILD_DIR)) writeUrlRulesFromEnv(env.BUILD_DIR, env);
  const config = loadConfig({
    LEADS_DB: path.join(dir, 'data', 'leads.sqlite'),
    BUILD_DIR: buildDir,
    SITE_URL,
    ...env,
  });
  const app = await buildApp(config, { logger: false, startWorkers: false, ...deps });
  onTestFinished(() => app.close());
  return { app, config, dir };
}

/** A `multipart/form-data` body like the browser's `FormData`. */
export function multipart(
  fields: Record<string, string | string[]>,
  files: Array<{ name: string; filename: string; content: string }> = [],
): { payload: string; headers: Record<string, string> } {
  const boundary = '----formdata-test-7MA4YWxkTrZu0gW';
  const parts: string[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`);
    }
  }
  for (const f of files) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: text/plain\r\n\r\n${f.content}\r\n`,
    );
  }
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'application/json' },
  };
}

/** Posts a lead (multipart by default) the way the form does: same origin, JSON wanted. */
export function postLead(
  t: TestApp,
  fields: Record<string, string | string[]>,
  headers: Record<string, string> = {},
  remoteAddress = '203.0.113.10',
) {
  const body = multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/contact.php',
    payload: body.payload,
    headers: { ...body.headers, origin: 'http://localhost', 'sec-fetch-site': 'same-origin', ...headers },
    remoteAddress,
  });
}

/** POSTs a body the test wrote itself (`payload`, sent as `contentType`) to the contact endpoint. */
export function postRaw(t: TestApp, contentType: string, payload: string) {
  return t.app.inject({ method: 'POST', url: '/api/contact.php', headers: { 'content-type': contentType }, payload });
}

/** Number of stored leads. */
export function leadCount(t: TestApp): number {
  return (t.app.leads.db.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number }).n;
}

/**
 * Entry point (`npm run serve`): configuration (a bad variable: one line on
 * stderr, exit 1), the leads database, HTTP or HTTPS with the HTTP→HTTPS
 * redirect port, and graceful shutdown on SIGTERM/SIGINT within
 * {@link SHUTDOWN_GRACE_MS} (docs/server.md).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { buildApp } from './app';
import { ConfigError, loadConfig, type ServerConfig } from './config';

/** Longest wait for in-flight work at shutdown, in milliseconds. */
export const SHUTDOWN_GRACE_MS = 10_000;

function die(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** A plain-HTTP server that sends every request to the HTTPS site with a 301. */
function httpsRedirector(config: ServerConfig): http.Server {
  const site = new URL(config.siteUrl);
  const origin = `https://${site.hostname}${config.port === 443 ? '' : `:${config.port}`}`;
  return http.createServer((req, res) => {
    // The target host is ours, never the request's Host header: no open redirect.
    const url = (req.url ?? '/').startsWith('/') ? (req.url ?? '/') : '/';
    res.writeHead(301, { location: `${origin}${url}`, 'content-length': '0', connection: 'close' });
    res.end();
  });
}

async function main(): Promise<void> {
  let config: ServerConfig;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) die(`Configuration error: ${err.message}`);
    throw err;
  }

  let https: { cert: Buffer; key: Buffer } | undefined;
  if (config.tls) {
    try {
      https = { cert: readFileSync(config.tls.certFile), key: readFileSync(config.tls.keyFile) };
    } catch (err) {
      die(`Configuration error: cannot read TLS_CERT_FILE/TLS_KEY_FILE (${(err as Error).message})`);
    }
  }

  let app;
  try {
    app = await buildApp(config, { https });
  } catch (err) {
    die(`Cannot start: ${(err as Error).message} (LEADS_DB=${config.leadsDb})`);
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app.close().catch(() => undefined);
    die(`Cannot listen on ${config.host}:${config.port}: ${(err as Error).message}`);
  }

  let redirector: http.Server | undefined;
  if (config.tls && config.httpRedirectPort !== undefined) {
    redirector = httpsRedirector(config);
    await new Promise<void>((resolve, reject) => {
      redirector!.once('error', reject).listen(config.httpRedirectPort, config.host, () => resolve());
    }).catch((err: Error) => die(`Cannot listen on ${config.host}:${config.httpRedirectPort}: ${err.message}`));
  }

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    redirector?.close();
    app.close().then(
      () => process.exit(0),
      (err: Error) => {
        app.log.error({ err: err.message }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((err: Error) => die(`Cannot start: ${err.message}`));

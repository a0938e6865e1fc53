/** Entry point (`npm run serve`): configuration, the app on `HOST:PORT` (plain HTTP behind the proxy), a graceful close on signals. */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig, type ServerConfig } from './config';

function die(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: ServerConfig;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) die(`Configuration error: ${err.message}`);
    throw err;
  }

  let app;
  try {
    app = await buildApp(config);
  } catch (err) {
    die(`Cannot start: ${(err as Error).message} (LEADS_DB=${config.leadsDb})`);
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app.close().catch(() => undefined);
    die(`Cannot listen on ${config.host}:${config.port}: ${(err as Error).message}`);
  }

  // At most 10 s for in-flight work.
  closeWithGrace({ delay: 10_000, logger: { error: (msg: string) => app.log.error(msg) } }, async ({ signal, err }) => {
    if (err) app.log.error({ err: err.message }, 'closing after an uncaught error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
}

main().catch((err: Error) => die(`Cannot start: ${err.message}`));

import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/browser';
import { devAllOrigin, devAllPort, devOneOrigin, devOnePort } from './tests/e2e-dev/origin';

/**
 * Browser tests of the development preview (`npm run test:dev`, README): the
 * language switch on `npm run dev:all` (both languages behind one port) and
 * on a one-language `npm run dev`. Not part of `npm test`: each development
 * server compiles the site on start (minutes on a busy machine). Servers
 * already running on the two ports are reused; the ones started here get
 * SIGTERM at the end, so `dev:all` stops its two servers too.
 */
export default defineConfig({
  testDir: 'tests/e2e-dev',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: { launchOptions: chromiumLaunchOptions() },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'npx tsx scripts/dev-all.ts',
      env: { DEV_PORT: String(devAllPort) },
      url: `${devAllOrigin}/en/`,
      reuseExistingServer: true,
      timeout: 600_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    },
    {
      command: `npx docusaurus start --port ${devOnePort} --host 127.0.0.1 --no-open`,
      url: `${devOneOrigin}/`,
      reuseExistingServer: true,
      timeout: 600_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    },
  ],
});

import { defineConfig } from '@playwright/test';
import { ensureTestBuild } from './scripts/test-build-stamp';
import { serverCommand } from './tests/support/server';
import { chromiumLaunchOptions, testOrigin, testPort } from './tests/support/browser';

// Rebuild (or, with TEST_BUILD=check, fail) before the server starts when a source is newer than the build.
ensureTestBuild('test-build/site', testOrigin, 'build:test');

/**
 * Browser tests against the built site (`test-build/site`, made by
 * `scripts/build-test-site.ts` with `SITE_URL` set to the served origin),
 * served by the project's own server, as in production. Its lead database
 * lives in `test-build/` and mail delivery is off (no `SMTP_URL`).
 */
export default defineConfig({
  // Browser specs by page or feature, and the browser quality gates (tests/README.md).
  testDir: 'tests',
  testMatch: /tests\/(?:e2e|gates)\/.*\.spec\.ts$/,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // Scripts load after the first paint: on a busy CI machine hydration can take longer than the default 5 s.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: testOrigin,
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // Node itself, not `npx`: Playwright stops the process it started, and no wrapper is left behind.
    command: serverCommand.map((part) => JSON.stringify(part)).join(' '),
    env: {
      PORT: String(testPort),
      HOST: '127.0.0.1',
      BUILD_DIR: 'test-build/site',
      SITE_URL: testOrigin,
      LEADS_DB: 'test-build/leads.sqlite',
      RATE_LIMIT_PER_CLIENT: '1000',
      RATE_LIMIT_GLOBAL_PER_MIN: '100000',
      LOG_LEVEL: 'warn',
    },
    url: `${testOrigin}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});

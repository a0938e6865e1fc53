import { defineConfig } from '@playwright/test';
import { ensureTestBuild } from './scripts/test-build-stamp';
import { serverCommand } from './tests/support/server';
import { chromiumLaunchOptions } from './tests/support/browser';
import { flagsTestBuildDir, flagsTestOrigin, flagsTestPort } from './tests/e2e-flags/origin';

// Rebuild (or, with TEST_BUILD=check, fail) before the server starts when a source is newer than the build.
ensureTestBuild(flagsTestBuildDir, flagsTestOrigin, 'build:test:phone-repair');

/**
 * Browser tests of the flag-on build (`OFFERS_PHONE_REPAIR=1`, made by
 * `scripts/build-phone-repair-site.ts`): the phone repair and microsoldering
 * pages exist in both languages. Same launch options and server as
 * `playwright.config.ts`; its own build folder, port and lead database, and
 * the server runs with the same flag so it drops the phone-repair redirects.
 */
export default defineConfig({
  testDir: 'tests/e2e-flags',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // Scripts load after the first paint: on a busy CI machine hydration can take longer than the default 5 s.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: flagsTestOrigin,
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // Node itself, not `npx`: Playwright stops the process it started, and no wrapper is left behind.
    command: serverCommand.map((part) => JSON.stringify(part)).join(' '),
    env: {
      PORT: String(flagsTestPort),
      HOST: '127.0.0.1',
      BUILD_DIR: flagsTestBuildDir,
      SITE_URL: flagsTestOrigin,
      OFFERS_PHONE_REPAIR: '1',
      LEADS_DB: 'test-build/phone-repair-leads.sqlite',
      RATE_LIMIT_PER_CLIENT: '1000',
      RATE_LIMIT_GLOBAL_PER_MIN: '100000',
      LOG_LEVEL: 'warn',
    },
    url: `${flagsTestOrigin}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});

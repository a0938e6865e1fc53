import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/browser';
import { flagsTestBuildDir, flagsTestOrigin, flagsTestPort } from './tests/e2e-flags/origin';

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
  reporter: [['list']],
  use: {
    baseURL: flagsTestOrigin,
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npx tsx server/src/server.ts',
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

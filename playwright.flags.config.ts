import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/browser';
import { flagsTestBuildDir, flagsTestOrigin, flagsTestPort } from './tests/e2e-flags/origin';

/**
 * Browser tests of the flag-on build (`OFFERS_PHONE_REPAIR=1`, made by
 * `scripts/build-phone-repair-site.ts`): the phone repair and microsoldering
 * pages exist in both languages. Same launch options as `playwright.config.ts`,
 * its own build folder and port.
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
    command: `npx docusaurus serve --dir ${flagsTestBuildDir} --port ${flagsTestPort} --host 127.0.0.1 --no-open`,
    url: `${flagsTestOrigin}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});

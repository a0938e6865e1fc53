import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, testOrigin, testPort } from './tests/browser';

/**
 * Browser tests against the built site (`test-build/site`, made by
 * `scripts/build-test-site.ts` with `SITE_URL` set to the served origin).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: testOrigin,
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `npx docusaurus serve --dir test-build/site --port ${testPort} --host 127.0.0.1 --no-open`,
    url: `${testOrigin}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});

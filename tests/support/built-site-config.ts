/**
 * The Playwright configuration of the browser tests of a built site
 * (`playwright.config.ts`): Chromium as `tests/support/browser.ts` launches it,
 * two workers, no retries, and the project's own server serving the build, as
 * in production, with its lead database under `test-build/`, mail delivery
 * off (no `SMTP_URL`) and rate limits far above what a test run sends.
 */
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './browser';
import { serverCommand } from './server';

/** What differs between the built sites under test. */
export interface BuiltSiteOptions {
  /** Folder of the specs. */
  testDir: string;
  /** Which files under `testDir` are specs (default: Playwright's). */
  testMatch?: RegExp;
  /** Folder of the build the server serves, relative to the site. */
  buildDir: string;
  /** Port the server listens on, on 127.0.0.1. */
  port: number;
  /** Lead database file of this run, relative to the site. */
  leadsDb: string;
}

/** A Playwright configuration testing the build in `buildDir`, served on `port`. */
export function builtSiteConfig({ testDir, testMatch, buildDir, port, leadsDb }: BuiltSiteOptions): PlaywrightTestConfig {
  const origin = `http://127.0.0.1:${port}`;
  return defineConfig({
    testDir,
    ...(testMatch ? { testMatch } : {}),
    fullyParallel: true,
    workers: 2,
    retries: 0,
    timeout: 30_000,
    // Scripts load after the first paint: on a busy CI machine hydration can take longer than the default 5 s.
    expect: { timeout: 15_000 },
    reporter: [['list']],
    use: {
      baseURL: origin,
      launchOptions: chromiumLaunchOptions(),
    },
    projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
    webServer: {
      // Node itself, not `npx`: Playwright stops the process it started, and no wrapper is left behind.
      command: serverCommand.map((part) => JSON.stringify(part)).join(' '),
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        BUILD_DIR: buildDir,
        SITE_URL: origin,
        LEADS_DB: leadsDb,
        RATE_LIMIT_PER_CLIENT: '1000',
        RATE_LIMIT_GLOBAL_PER_MIN: '100000',
        LOG_LEVEL: 'warn',
      },
      url: `${origin}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  });
}

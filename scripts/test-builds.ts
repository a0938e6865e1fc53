/**
 * Where the two test builds are made for and served from, each in its own
 * folder and on its own port so both can run side by side, and how tests
 * and scripts launch Chromium: Debian's `/usr/bin/chromium` by default (no
 * browser download on this machine), overridable with `CHROMIUM_PATH`
 * (`CHROMIUM_PATH=playwright`: Playwright's own downloaded browsers).
 */
import type { LaunchOptions } from '@playwright/test';

/** Port the test site is served on (`TEST_PORT`, default 4173). */
export const testPort = Number(process.env.TEST_PORT ?? 4173);

/** Origin the test build is made for and served from. */
export const testOrigin = `http://127.0.0.1:${testPort}`;

/** Output folder of the test build, relative to the site. */
export const testBuildDir = 'test-build/site';

/** Port of the flag-on test build (`OFFERS_PHONE_REPAIR=1`; `FLAGS_TEST_PORT`, default 4175). */
export const flagsTestPort = Number(process.env.FLAGS_TEST_PORT ?? 4175);

/** Origin the flag-on build is made for (`SITE_URL`) and served from. */
export const flagsTestOrigin = `http://127.0.0.1:${flagsTestPort}`;

/** Output folder of the flag-on build, relative to the site. */
export const flagsTestBuildDir = 'test-build/phone-repair';

/** Chromium launch options for headless runs on a machine without network. */
export function chromiumLaunchOptions(): LaunchOptions {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return {
    executablePath: path === 'playwright' ? undefined : path,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}

/**
 * Where the flag-on test build (`OFFERS_PHONE_REPAIR=1`) is made for and
 * served from: its own folder and port, so it can run beside the default
 * test build (`tests/support/browser.ts`, port 4173).
 */

/** Port of the flag-on test build (`FLAGS_TEST_PORT`, default 4175). */
export const flagsTestPort = Number(process.env.FLAGS_TEST_PORT ?? 4175);

/** Origin the flag-on build is made for (`SITE_URL`) and served from. */
export const flagsTestOrigin = `http://127.0.0.1:${flagsTestPort}`;

/** Output folder of the flag-on build, relative to the site. */
export const flagsTestBuildDir = 'test-build/phone-repair';

import { ensureTestBuild } from './scripts/test-build-stamp';
import { builtSiteConfig } from './tests/support/built-site-config';
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
export default builtSiteConfig({
  testDir: 'tests/e2e-flags',
  buildDir: flagsTestBuildDir,
  port: flagsTestPort,
  leadsDb: 'test-build/phone-repair-leads.sqlite',
  serverEnv: { OFFERS_PHONE_REPAIR: '1' },
});

import { ensureTestBuilds } from './scripts/test-builds';
import { builtSiteConfig } from './tests/support/built-site-config';
import { testBuilds, testPort } from './tests/support/browser';

// Rebuild (or, with TEST_BUILD=check, fail) before the server starts when a source is newer than a build.
ensureTestBuilds();

/**
 * Browser tests against the built site (`test-build/site`, made by
 * `npm run build:test` with `SITE_URL` set to the served origin),
 * served by the project's own server, as in production
 * (`tests/support/built-site-config.ts`); the specs of the flag-on build
 * (`tests/e2e-flags/`) read its files in `test-build/phone-repair`.
 */
export default builtSiteConfig({
  // Browser specs by page or feature, and the browser quality gates (tests/README.md).
  testDir: 'tests',
  testMatch: /tests\/(?:e2e|e2e-flags|gates)\/.*\.spec\.ts$/,
  buildDir: testBuilds.site.dir,
  port: testPort,
  leadsDb: 'test-build/leads.sqlite',
});

/**
 * Builds the site with `OFFERS_PHONE_REPAIR=1` into `test-build/phone-repair`
 * for the specs in `tests/e2e-flags/`. Like
 * `scripts/build-test-site.ts`, it sets `SITE_URL` to the origin the tests
 * serve it from and precompresses the files as a production build does.
 */
import { execFileSync } from 'node:child_process';
import { flagsTestBuildDir, flagsTestOrigin } from './test-builds';
import { compressBuild } from './compress-build';
import { writeStamp } from './test-build-stamp';

async function main() {
  const startedAt = Date.now();
  execFileSync('npx', ['docusaurus', 'build', '--out-dir', flagsTestBuildDir], {
    stdio: 'inherit',
    env: { ...process.env, SITE_URL: flagsTestOrigin, OFFERS_PHONE_REPAIR: '1', SHOW_SPONSORSHIPS_IN_NAV: '0' },
  });
  await compressBuild(flagsTestBuildDir);
  // Read by the Playwright config: a source edited after `startedAt` makes this build stale.
  writeStamp(flagsTestBuildDir, { startedAt, origin: flagsTestOrigin });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

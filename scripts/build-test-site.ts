/**
 * Builds the site for the browser tests into `test-build/site`, with
 * `SITE_URL` set to the origin the tests serve it from, so canonical,
 * hreflang and cross-locale redirect URLs point at a reachable host.
 */
import { execFileSync } from 'node:child_process';
import { testBuildDir, testOrigin } from './test-builds';
import { compressBuild } from './compress-build';
import { writeStamp } from './test-build-stamp';

async function main() {
  const startedAt = Date.now();
  execFileSync('npx', ['docusaurus', 'build', '--out-dir', testBuildDir], {
    stdio: 'inherit',
    env: { ...process.env, SITE_URL: testOrigin, OFFERS_PHONE_REPAIR: '0', SHOW_SPONSORSHIPS_IN_NAV: '0' },
  });
  // Precompressed like a production build, so the tests exercise the files the server really sends.
  await compressBuild(testBuildDir);
  // Read by the Playwright config: a source edited after `startedAt` makes this build stale.
  writeStamp(testBuildDir, { startedAt, origin: testOrigin });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

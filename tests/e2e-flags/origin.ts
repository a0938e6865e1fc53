/**
 * Where the flag-on test build (`OFFERS_PHONE_REPAIR=1`) is made for and
 * served from: its own folder and port, beside the default test build.
 */
export { flagsTestBuildDir, flagsTestOrigin, flagsTestPort } from '../../scripts/test-builds';

/**
 * Makes the test builds that are missing or older than their sources
 * (`npm run test:builds`; `npm test` runs it beside the type and lint
 * checks, before the browser tests need the builds).
 */
import { ensureTestBuilds } from './test-build-stamp';

ensureTestBuilds();

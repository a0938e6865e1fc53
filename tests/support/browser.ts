/**
 * Browser helpers of the tests: the test build's origin and Chromium's
 * launch options (from `scripts/test-builds.ts`, which the build scripts
 * share), waiting for hydration, watching a page's requests.
 */
import { expect, type Page, type Request } from '@playwright/test';

export { chromiumLaunchOptions, testBuilds, testOrigin, testPort } from '../../scripts/test-builds';

/**
 * Waits until React has hydrated the page (`html[data-has-hydrated=true]`).
 * Pages paint first and load their scripts after (docs/performance.md,
 * "Paint first"), so a test of the JavaScript path waits for this before it
 * clicks or types. Up to 20 s: on a loaded CI machine hydration is slow.
 */
export async function hydrated(page: Page): Promise<void> {
  // waitFor checks on every frame; an assertion's retries would wait up to a second between checks.
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
}

/** Query string of the marker request `requestsReported` makes; leave such requests out of a tally. */
export const reportMarker = 'requests-reported';

/**
 * Resolves once Playwright has reported every request the page started
 * before this call: the page fetches a marker URL (`/robots.txt?` +
 * `reportMarker`) and this waits for that request's event, which arrives
 * after those of the page's earlier requests. For tests that a page sent
 * nothing, without waiting a fixed time.
 */
export async function requestsReported(page: Page): Promise<void> {
  const marker = `/robots.txt?${reportMarker}`;
  const seen = page.waitForRequest((r) => r.url().endsWith(marker));
  await page.evaluate((url) => void fetch(url), marker);
  await seen;
}

/**
 * Starts counting the page's requests in flight (not `data:`, `blob:` or
 * `about:` ones). `settled()` resolves once every request the page started
 * before the call has finished or failed: the state `networkidle` stands for,
 * without its fixed half-second wait.
 */
export function watchRequests(page: Page): { settled: () => Promise<void> } {
  const pending = new Set<Request>();
  page.on('request', (r) => {
    if (!/^(data|blob|about):/.test(r.url())) pending.add(r);
  });
  const done = (r: Request) => pending.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    settled: async () => {
      await requestsReported(page);
      await expect.poll(() => pending.size, { message: 'requests still in flight', intervals: [10, 25, 50, 100] }).toBe(0);
    },
  };
}

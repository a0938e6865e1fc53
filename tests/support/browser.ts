/**
 * How tests and scripts launch Chromium: Debian's `/usr/bin/chromium` by
 * default (no browser download on this machine), overridable with
 * `CHROMIUM_PATH`; set `CHROMIUM_PATH=playwright` to use Playwright's own
 * downloaded browsers instead.
 */
import { expect, type LaunchOptions, type Page, type Request } from '@playwright/test';

/** Port the test site is served on (`TEST_PORT`, default 4173). */
export const testPort = Number(process.env.TEST_PORT ?? 4173);

/** Origin the test build is made for and served from. */
export const testOrigin = `http://127.0.0.1:${testPort}`;

/** Output folder of the test build, relative to the site. */
export const testBuildDir = 'test-build/site';

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

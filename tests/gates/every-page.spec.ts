/**
 * The fast browser pass over every page of the build that the full gates
 * do not visit (`fastPassPages`: the other posts, tag, pagination and author
 * pages): what only layout and loading can show about a page's content.
 * Each page is loaded as the server sends it, with scripts off (the HTML is
 * the one the site's scripts hydrate, so the content lays out the same; no
 * bundle is parsed page after page), in one browser context per worker, one
 * tab at 320 px reused from page to page, read once its load event has fired:
 *
 * - it answers 200;
 * - no horizontal overflow at 320 px, content clipped by `main` included
 *   (an element wider than a phone). 320 px is the narrowest width the gates
 *   check: at 390 and 768 px the content column is only wider, so what fits
 *   at 320 px fits there (the view's own layout at each width is checked in
 *   `page-gates.spec.ts`);
 * - a box in `main` that scrolls (a table wider than a phone) can be reached
 *   with the keyboard;
 * - every image loads and decodes (without scripts the browser loads lazy
 *   images before the load event too); no request fails, none goes to
 *   another origin, no response sets a cookie, the console shows no error
 *   (a refused stylesheet or font is logged there), no cookie afterwards.
 *
 * What the page's text and markup alone show (images' `alt`, link and button
 * names, heading order, valid HTML, links, the HTML and first-screen image
 * weight) is read from every built file in `files.spec.ts` and
 * `build.spec.ts`; what needs the site's scripts or a view's layout
 * (hydration, axe over the whole page with colour contrast, the measured
 * first screen, storage, CSP events, the language switch) runs in
 * `page-gates.spec.ts` on one page of each view in each locale and on every
 * page of the route map.
 */
import { expect, test } from '@playwright/test';
import { imagesNotShown, overflow, overflowWidths, unreachableScrollers } from './layout';
import { fastPassPages, viewportHeight } from './pages';

/** The width the fast pass lays pages out at (px): the narrowest of `overflowWidths`. */
const width = Math.min(...overflowWidths);

/** How many tests the pages are dealt into: one per worker, each with its own context. */
const SHARDS = 2;

const pages = fastPassPages();

test.describe.configure({ mode: 'parallel' });

for (let shard = 0; shard < SHARDS; shard += 1) {
  const mine = pages.filter((_, i) => i % SHARDS === shard);
  test(`every page, fast pass ${shard + 1}/${SHARDS} (${mine.length} pages): overflow at ${width} px, scrolling boxes, images, failed requests`, async ({
    browser,
    baseURL,
  }) => {
    // Well under a second a page; the margin is for a busy 2-core machine.
    test.setTimeout(30_000 + mine.length * 1_000);
    const origin = new URL(baseURL!).origin;
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width, height: viewportHeight[width] ?? 900 },
    });
    const page = await context.newPage();
    const seen: string[] = [];
    page.on('request', (r) => {
      if (!/^(data|blob|about):/.test(r.url()) && new URL(r.url()).origin !== origin) seen.push(`request to ${r.url()}`);
    });
    page.on('response', async (r) => {
      const header = await r.headerValue('set-cookie').catch(() => null);
      if (header) seen.push(`Set-Cookie from ${r.url()}: ${header}`);
      if (r.status() >= 400) seen.push(`${r.status()} for ${r.url()}`);
    });
    page.on('requestfailed', (r) => {
      // A navigation to the next page cancels what the previous one still loads.
      if (!/ERR_ABORTED/.test(r.failure()?.errorText ?? '')) seen.push(`request failed: ${r.url()} ${r.failure()?.errorText}`);
    });
    page.on('console', (m) => {
      if (m.type() === 'error') seen.push(`console: ${m.text()}`);
    });

    const failed: Record<string, string[]> = {};
    for (const p of mine) {
      const response = await page.goto(p.path, { waitUntil: 'load' });
      const problems = response?.status() === 200 ? [] : [`answers ${response?.status() ?? 'nothing'}`];
      const wide = await overflow(page);
      if (wide) problems.push(`horizontal overflow at ${width} px: ${JSON.stringify(wide)}`);
      problems.push(...(await unreachableScrollers(page)));
      problems.push(...(await imagesNotShown(page)).map((i) => `image ${i}`));
      problems.push(...seen.splice(0));
      if (problems.length) failed[p.path] = problems;
    }
    const cookies = await context.cookies();
    await context.close();
    expect.soft(cookies, 'cookies set by any page of this pass').toEqual([]);
    expect(failed, 'problems per page').toEqual({});
  });
}

/**
 * The fast browser pass over every page of the build that the full gates
 * do not visit (`fastPassPages`: the other posts, tag, pagination and author
 * pages): what only layout and loading can show about a page's content,
 * checked from the load event on, without waiting for hydration (the site's
 * scripts load meanwhile; an error they raise is reported). One browser
 * context per worker, one tab reused from page to page:
 *
 * - no horizontal overflow at 320, 390 and 768 px, content clipped by
 *   `main` included (an element wider than a phone);
 * - every image loads and decodes (lazy images are made eager first);
 * - axe (WCAG 2.0/2.1 A and AA, colour contrast included) at 390 px over the
 *   page's `main`, the part that holds its content (the header and footer
 *   are the view's, checked in `page-gates.spec.ts`);
 * - the images of the first screen at 390 and 1280 px within their budget;
 * - no request to another origin, no `Set-Cookie`, no console or page error,
 *   no CSP violation while the page loads; no cookie and nothing in
 *   `localStorage` afterwards.
 *
 * What needs scripts and a view's layout (hydration, the head kept once
 * hydrated, axe over the whole page at 390 and 1280 px, the language switch,
 * the JavaScript and CSS budgets) runs in `page-gates.spec.ts` on one page of
 * each view in each locale and on every page of the route map; what the HTML
 * alone shows runs over every built file in `files.spec.ts`.
 */
import { expect, test, type Page } from '@playwright/test';
import { budgets, fileBytes } from './budgets';
import { axeInitScript, axeViolationsPreloaded } from './a11y';
import { brokenImages, overflow, overflowWidths } from './layout';
import { fastPassPages, viewportHeight } from './pages';
import { buildDir, fileOfPath, type GatePage } from './site';
import { storageKeys } from './privacy';

/** Viewport widths (px) whose first screen is weighed (`img-above-fold`), as in `page-gates.spec.ts`. */
const firstScreenWidths = [390, 1280];

/** How many tests the pages are dealt into: one per worker, each with its own context. */
const SHARDS = 2;

/** Same-origin URL paths of the images intersecting the viewport. */
function imagesInView(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => {
        const r = img.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.top < window.innerHeight && r.bottom > 0;
      })
      .map((img) => new URL(img.currentSrc || img.src).pathname),
  );
}

/** Sets the viewport width (height as in `viewportHeight`); the next read of a size in the page lays it out again. */
function viewport(page: Page, width: number): Promise<void> {
  return page.setViewportSize({ width, height: viewportHeight[width] ?? 900 });
}

/** What one page's visit found wrong, one line each; empty when it passes. */
async function visit(page: Page, p: GatePage, seen: { foreign: string[]; setCookie: string[]; errors: string[] }): Promise<string[]> {
  const problems: string[] = [];
  await viewport(page, 390);
  const response = await page.goto(p.path, { waitUntil: 'load' });
  if (response?.status() !== 200) problems.push(`answers ${response?.status() ?? 'nothing'}`);
  problems.push(...(await brokenImages(page)).map((i) => `image ${i}`));
  problems.push(...(await axeViolationsPreloaded(page, 'main')).map((v) => `axe at 390 px: ${v}`));
  // Each width once, 390 first (the page was opened there): overflow at 320, 390 and 768 px, the first screen at 390 and 1280 px.
  const fold = new Set<string>();
  for (const width of [390, ...[...overflowWidths, ...firstScreenWidths].filter((w) => w !== 390).sort((a, b) => a - b)]) {
    if (width !== 390) await viewport(page, width);
    if (overflowWidths.includes(width)) {
      const wide = await overflow(page);
      if (wide) problems.push(`horizontal overflow at ${width} px: ${JSON.stringify(wide)}`);
    }
    if (firstScreenWidths.includes(width)) for (const url of await imagesInView(page)) fold.add(url);
  }
  const foldBytes = [...fold].reduce((sum, url) => sum + fileBytes(fileOfPath(url, buildDir) ?? '').gzip, 0);
  if (foldBytes > budgets['img-above-fold']) {
    problems.push(`images in the first screen weigh ${foldBytes} bytes, budget ${budgets['img-above-fold']}: ${[...fold].join(', ')}`);
  }
  const csp = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
  problems.push(...csp.map((c) => `CSP violation: ${c}`));
  problems.push(...(await storageKeys(page)).map((k) => `localStorage key ${k}`));
  for (const list of [seen.foreign, seen.setCookie, seen.errors]) problems.push(...list.splice(0));
  return problems;
}

const pages = fastPassPages();

test.describe.configure({ mode: 'parallel' });

for (let shard = 0; shard < SHARDS; shard += 1) {
  const mine = pages.filter((_, i) => i % SHARDS === shard);
  test(`every page, fast pass ${shard + 1}/${SHARDS} (${mine.length} pages): overflow, images, axe over main, privacy`, async ({
    browser,
    baseURL,
  }) => {
    // Well under a second a page; the margin is for a busy 2-core machine.
    test.setTimeout(30_000 + mine.length * 3_000);
    const origin = new URL(baseURL!).origin;
    const context = await browser.newContext({ baseURL });
    await context.addInitScript(axeInitScript);
    await context.addInitScript(() => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        w.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
      });
    });
    const page = await context.newPage();
    const seen = { foreign: [] as string[], setCookie: [] as string[], errors: [] as string[] };
    page.on('request', (r) => {
      if (!/^(data|blob|about):/.test(r.url()) && new URL(r.url()).origin !== origin) seen.foreign.push(`request to ${r.url()}`);
    });
    page.on('response', async (r) => {
      const header = await r.headerValue('set-cookie').catch(() => null);
      if (header) seen.setCookie.push(`Set-Cookie from ${r.url()}: ${header}`);
      if (r.status() >= 400) seen.errors.push(`${r.status()} for ${r.url()}`);
    });
    page.on('requestfailed', (r) => {
      // A navigation to the next page cancels what the previous one still loads.
      if (!/ERR_ABORTED/.test(r.failure()?.errorText ?? '')) seen.errors.push(`request failed: ${r.url()} ${r.failure()?.errorText}`);
    });
    page.on('console', (m) => {
      if (m.type() === 'error') seen.errors.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => seen.errors.push(`page error: ${e.message}`));

    const failed: Record<string, string[]> = {};
    for (const p of mine) {
      const problems = await visit(page, p, seen);
      if (problems.length) failed[p.path] = problems;
    }
    const cookies = await context.cookies();
    await context.close();
    expect.soft(cookies, 'cookies set by any page of this pass').toEqual([]);
    expect(failed, 'problems per page').toEqual({});
  });
}

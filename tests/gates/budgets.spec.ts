/**
 * Gate 6 of docs/performance.md (page-speed budgets), per locale over every page: the
 * JavaScript a page loads (the scripts and script preloads of its HTML plus
 * the chunks the browser requests while loading it; prefetches for other
 * pages are not counted), its CSS, its HTML, the images above the fold at
 * 390 px and 1280 px, and the font files its HTML preloads. Bytes are read
 * from the build and gzipped at level 9 (`tests/gates/budgets.ts`). Prints a
 * table; a page over budget fails with its figures.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { locales } from '../../src/config/locales';
import { budgets, budgetTable, fileBytes, overBudget, type PageBudget } from './budgets';
import { buildDir, fileOfPath, gatePages, type GatePage } from './site';
import { openPage, pages, resize } from './pages';

/** Build file of a same-origin URL, or `undefined` for other origins and unknown paths. */
function buildFile(url: string, origin: string): string | undefined {
  const u = new URL(url, origin);
  return u.origin === origin ? fileOfPath(u.pathname, buildDir) : undefined;
}

/** URLs of the images intersecting the viewport. */
const imagesInView = (page: Page) =>
  page.locator('img').evaluateAll((imgs) =>
    imgs
      .filter((img) => {
        const r = img.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.top < window.innerHeight && r.bottom > 0;
      })
      .map((img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src),
  );

async function measure(page: Page, p: GatePage, origin: string): Promise<PageBudget> {
  const html = readFileSync(p.file, 'utf8');
  const doc = new JSDOM(html).window.document;
  const attr = (selector: string, name: string) => [...doc.querySelectorAll(selector)].map((e) => e.getAttribute(name) ?? '');
  const js = new Set(
    [
      ...attr('script[src]', 'src'),
      ...attr('link[rel~=preload][as=script][href]', 'href'),
      ...attr('link[rel~=modulepreload][href]', 'href'),
    ].map((u) => new URL(u, origin).href),
  );
  const css = new Set(attr('link[rel~=stylesheet][href]', 'href').map((u) => new URL(u, origin).href));
  const fonts = doc.querySelectorAll('link[rel~=preload][as=font]').length;

  const onRequest = (request: import('@playwright/test').Request) => {
    if (request.resourceType() === 'script') js.add(request.url());
    if (request.resourceType() === 'stylesheet') css.add(request.url());
  };
  page.on('request', onRequest);
  await openPage(page, p.path, 390);
  await page.waitForLoadState('networkidle');
  const images = new Set(await imagesInView(page));
  await resize(page, 1280);
  await page.waitForLoadState('networkidle');
  for (const src of await imagesInView(page)) images.add(src);
  page.off('request', onRequest);

  const sum = (urls: Set<string>) => {
    let raw = 0;
    let gzip = 0;
    const files: string[] = [];
    for (const u of urls) {
      const file = buildFile(u, origin);
      if (!file) continue;
      const size = fileBytes(file);
      raw += size.raw;
      gzip += size.gzip;
      files.push(new URL(u).pathname);
    }
    return { raw, gzip, files };
  };
  const j = sum(js);
  const c = sum(css);
  const i = sum(images);
  const h = fileBytes(p.file);
  return {
    page: p.name,
    jsRaw: j.raw,
    js: j.gzip,
    cssRaw: c.raw,
    css: c.gzip,
    htmlRaw: h.raw,
    html: h.gzip,
    'img-above-fold': i.gzip,
    'preloaded-fonts': fonts,
    files: { js: j.files, css: c.files, img: i.files },
  };
}

for (const locale of locales) {
  test(`budgets: every ${locale} page`, async ({ page, baseURL }, testInfo) => {
    test.setTimeout(20_000 + 8_000 * pages.length);
    const origin = new URL(baseURL!).origin;
    const rows: PageBudget[] = [];
    for (const p of pages.filter((x) => x.locale === locale)) rows.push(await measure(page, p, origin));
    const table = budgetTable(rows);
    console.log(`\nPage-speed budgets (${locale}), KB = 1,000 bytes, gzip level 9\n${table}\n`);
    // The figures with the files counted, kept in test-results/ for the report.
    const report = testInfo.outputPath(`budgets-${locale}.json`);
    writeFileSync(report, `${JSON.stringify(rows, null, 2)}\n`);
    await testInfo.attach(`budgets-${locale}.json`, { path: report, contentType: 'application/json' });
    expect(rows.flatMap(overBudget), 'pages over budget (page, kind, bytes, budget)').toEqual([]);
  });
}

test('budgets: the HTML of every built page, listing variants included', () => {
  const over = gatePages()
    .map((p) => ({ page: p.name, kind: 'html', value: fileBytes(p.file).gzip, budget: budgets.html }))
    .filter((r) => r.value > r.budget);
  expect(over, 'pages over the HTML budget (page, kind, bytes, budget)').toEqual([]);
});

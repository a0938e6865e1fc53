/**
 * The full browser gates of docs/performance.md, in one visit per page, on
 * the pages whose code and layout they check (`viewPages` in `./pages.ts`):
 * every page of the route map in both locales, and the first page of each
 * other view in each locale (the blog index, a post, the archive, a tag
 * page …). The other pages of those views are the same code with other
 * content: the fast pass (`./every-page.spec.ts`) and the file gates
 * (`./files.spec.ts`, `./build.spec.ts`) check that content on every page.
 *
 * 1. accessibility: no axe violation (WCAG 2.0/2.1 A and AA) at 390 px, and at
 *    1280 px on the first page of each view (`firstOfView`);
 * 4. privacy: no request to another origin, no `Set-Cookie`, no cookie, empty
 *    `localStorage`, no console or page error (hydration included), scrolled
 *    through to the end; and no Content-Security-Policy or Permissions-Policy
 *    complaint (`./csp.ts`);
 * 5. layout: no horizontal overflow at 320, 390 and 768 px; every image
 *    loads, with its `alt`, `width` and `height` once hydrated; a page with a
 *    height budget (`heightBudgetOf`) within it at 390 and 1280 px;
 * 6. budgets: the JavaScript and CSS the page loads, the images of its first
 *    screen at 390 and 1280 px and its preloaded fonts, each within its
 *    budget (`./budgets.ts`);
 * 7. the head: once React has hydrated (react-helmet rewrites the head), the
 *    title, `lang`, canonical, hreflang alternates, description, Open Graph
 *    and JSON-LD are those of the built file, which `./head.spec.ts` checks;
 *    on the first page of each view in each locale, the header's language
 *    switch then navigates to the counterpart.
 *
 * Plus what one visit per page cannot show: axe with the mobile menu open,
 * and the contact form storing its last-submit time and nothing else.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { lastSubmitStorageKey } from '../../src/form-rules/contact';
import { pathOf } from '../../src/config/routes';
import { axeViolations } from './a11y';
import { watchCsp } from './csp';
import { budgetTable, fileBytes, overBudget, type PageBudget } from './budgets';
import { brokenImages, imageProblems, loneLastWords, overflow, overflowWidths, pageHeight } from './layout';
import { firstOfView, firstOfViewInLocale, openPage, pages, resize, viewPages } from './pages';
import { scrollThrough, storageKeys, watchPrivacy } from './privacy';
import { buildDir, builtDocument, fileOfPath, type GatePage } from './site';
import { localeInfo } from '../../src/config/locales';
import { normalizePath } from '../../src/config/routes';
import { watchRequests } from '../support/browser';
import { heightBudgetOf } from '../../src/views/pageHeightBudgets';
import { blogPostPairs } from '../../src/config/blog-urls';

const menuButton = 'header button[aria-controls=site-menu]';

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

/**
 * What search engines and link previews read in a document's head, each
 * list sorted: lang, title, canonical, hreflang alternates, description,
 * robots, Open Graph and Twitter tags, the JSON-LD blocks.
 */
function headFacts(root?: Document) {
  // Runs in the browser too (`page.evaluate(headFacts, undefined)`, the live document): no outside helper.
  const doc = root ?? document;
  const all = (selector: string, text: (e: Element) => string) => [...doc.querySelectorAll(selector)].map(text).sort();
  return {
    lang: doc.documentElement.getAttribute('lang'),
    title: doc.title,
    canonical: all('link[rel=canonical]', (l) => l.getAttribute('href') ?? ''),
    alternates: all('link[rel=alternate][hreflang]', (l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`),
    meta: all(
      'meta[name=description], meta[name=robots], meta[property^="og:"], meta[name^="twitter:"]',
      (m) => `${m.getAttribute('name') ?? m.getAttribute('property')}=${m.getAttribute('content')}`,
    ),
    // Keys sorted: the order of a JSON object's keys means nothing.
    jsonLd: all('script[type="application/ld+json"]', (j) =>
      JSON.stringify(JSON.parse(j.textContent ?? 'null'), (_, v: unknown) =>
        v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
      ),
    ),
  };
}

/**
 * Starts counting what a page's load costs: the scripts, stylesheets and
 * preloaded fonts its HTML names, and the scripts and stylesheets the browser
 * requests until `stop()`; images are added with `addImages`.
 */
function budgetMeter(page: Page, p: GatePage, origin: string) {
  const doc = builtDocument(p.path);
  const attr = (selector: string, name: string) => [...doc.querySelectorAll(selector)].map((e) => e.getAttribute(name) ?? '');
  const absolute = (u: string) => new URL(u, origin).href;
  const js = new Set(
    [
      ...attr('script[src]', 'src'),
      ...attr('link[rel~=preload][as=script][href]', 'href'),
      ...attr('link[rel~=modulepreload][href]', 'href'),
    ].map(absolute),
  );
  const css = new Set(attr('link[rel~=stylesheet][href]', 'href').map(absolute));
  const images = new Set<string>();
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script') js.add(request.url());
    if (request.resourceType() === 'stylesheet') css.add(request.url());
  };
  page.on('request', onRequest);

  const sum = (urls: Set<string>) => {
    const total = { raw: 0, gzip: 0, files: [] as string[] };
    for (const u of urls) {
      const url = new URL(u, origin);
      const file = url.origin === origin ? fileOfPath(url.pathname, buildDir) : undefined;
      if (!file) continue;
      const size = fileBytes(file);
      total.raw += size.raw;
      total.gzip += size.gzip;
      total.files.push(url.pathname);
    }
    return total;
  };
  return {
    stop: () => page.off('request', onRequest),
    addImages: (urls: readonly string[]) => urls.forEach((u) => images.add(u)),
    figures: (): PageBudget => {
      const [j, c, i, h] = [sum(js), sum(css), sum(images), fileBytes(p.file)];
      return {
        page: p.name,
        jsRaw: j.raw,
        js: j.gzip,
        cssRaw: c.raw,
        css: c.gzip,
        htmlRaw: h.raw,
        html: h.gzip,
        'img-above-fold': i.gzip,
        'preloaded-fonts': doc.querySelectorAll('link[rel~=preload][as=font]').length,
        files: { js: j.files, css: c.files, img: i.files },
      };
    },
  };
}

/** Every blog post's path in both languages: posts have no height budget. */
const postPaths = new Set(blogPostPairs().flatMap((post) => Object.values(post.paths)));

for (const p of viewPages) {
  test(`gates: ${p.name}`, async ({ page, context, baseURL }, testInfo) => {
    // Up to two axe runs and four widths: on a busy 2-core machine this can take 30 s.
    test.setTimeout(90_000);
    const origin = new URL(baseURL!).origin;
    const privacy = watchPrivacy(page, origin);
    const csp = await watchCsp(page);
    const meter = budgetMeter(page, p, origin);
    const requests = watchRequests(page);
    const heightBudget = heightBudgetOf(p.route, postPaths.has(p.path));
    const expectHeight = async (width: 390 | 1280) => {
      if (heightBudget) expect.soft(await pageHeight(page), `height of ${p.path} at ${width} px`).toBeLessThanOrEqual(heightBudget[width]);
    };

    await openPage(page, p.path, 390);
    const built = builtDocument(p.path);
    expect
      .soft(await page.evaluate(headFacts, undefined), `the head of ${p.path} once hydrated is the built one`)
      .toEqual(headFacts(built));
    meter.addImages(await imagesInView(page));
    await expectHeight(390);
    expect.soft(await axeViolations(page), `axe at 390 px on ${p.path}`).toEqual([]);
    for (const width of overflowWidths) {
      await resize(page, width);
      expect.soft(await overflow(page), `horizontal overflow at ${width} px on ${p.path}`).toBeNull();
    }
    await resize(page, 1280);
    meter.addImages(await imagesInView(page));
    await expectHeight(1280);
    expect.soft(await loneLastWords(page), `headings with a lone last word at 1280 px on ${p.path}`).toEqual([]);
    await requests.settled();
    meter.stop();
    // The desktop layout is the view's: axe at 1280 px on the first page of each view (the copy is checked at 390 px on all).
    if (firstOfView.has(p)) expect.soft(await axeViolations(page), `axe at 1280 px on ${p.path}`).toEqual([]);
    expect.soft(await imageProblems(page), `images on ${p.path}`).toEqual([]);
    expect.soft(await brokenImages(page), `images that do not load on ${p.path}`).toEqual([]);

    const figures = meter.figures();
    await testInfo.attach('budget.json', { body: `${JSON.stringify(figures, null, 2)}\n`, contentType: 'application/json' });
    expect.soft(overBudget(figures), `over budget on ${p.path}:\n${budgetTable([figures])}`).toEqual([]);

    await resize(page, 390);
    await scrollThrough(page);
    await requests.settled();
    expect.soft(privacy.foreign, `requests to other origins from ${p.path}`).toEqual([]);
    expect.soft(privacy.setCookie, `Set-Cookie headers on ${p.path}`).toEqual([]);
    expect.soft(await context.cookies(), `cookies on ${p.path}`).toEqual([]);
    expect.soft(await storageKeys(page), `localStorage keys on ${p.path}`).toEqual([]);
    expect.soft(privacy.errors, `console errors on ${p.path}`).toEqual([]);
    expect.soft(await csp.events(), `CSP violation events on ${p.path}`).toEqual([]);
    expect.soft(csp.console, `CSP and Permissions-Policy complaints on ${p.path}`).toEqual([]);

    if (firstOfViewInLocale.has(p)) {
      // The switch in the desktop header, clicked once hydrated: a client-side navigation to the counterpart.
      const other = p.locale === 'es' ? 'en' : 'es';
      const target = built.querySelector(`header a[hreflang=${other}]`)?.getAttribute('href');
      expect(target, `language switch in the built ${p.path}`).toBeTruthy();
      await resize(page, 1280);
      const link = page.locator(`header a[hreflang=${other}]`).first();
      await expect(link).toBeVisible();
      // Forced once seen: the stability check waits on animation frames, and a headless renderer now and then draws none.
      await link.click({ force: true });
      await expect.poll(() => normalizePath(new URL(page.url()).pathname), `switch on ${p.path}`).toBe(normalizePath(target!));
      await expect(page.locator('html')).toHaveAttribute('lang', localeInfo[other].htmlLang);
    }
  });
}

for (const p of pages.filter((x) => x.route === 'home')) {
  test(`gates: ${p.name} with the mobile menu open has no axe violation`, async ({ page }) => {
    await openPage(page, p.path, 390);
    const button = page.locator(menuButton);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#site-menu a').first()).toBeVisible();
    expect(await axeViolations(page), `axe with the menu open on ${p.path}`).toEqual([]);
  });
}

for (const p of pages.filter((x) => x.route === 'contact')) {
  test(`gates: sending the form on ${p.name} stores only its last-submit time`, async ({ page, context, baseURL }) => {
    const seen = watchPrivacy(page, new URL(baseURL!).origin);
    // The endpoint is answered here, so the test does not depend on the server behind the build.
    await page.route('**/api/contact.php', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true,"id":1}' }),
    );
    await openPage(page, pathOf('contact', p.locale), 1280);
    expect(await storageKeys(page)).toEqual([]);
    const form = page.locator('form').filter({ has: page.locator('[name=fullName]') });
    await form.locator('[name=fullName]').fill('Ana Pérez');
    await form.locator('[name=email]').fill('ana@example.org');
    await form.locator('[name=message]').fill('Quiero información sobre una web para mi negocio.');
    await form.locator('input[type=checkbox]:not([name=website]):not([name=nickname])').check();
    await form.locator('button[type=submit]').click();
    await expect(form).toHaveAttribute('data-state', 'success');
    expect(await storageKeys(page)).toEqual([lastSubmitStorageKey]);
    expect(seen.foreign).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(seen.errors).toEqual([]);
  });
}

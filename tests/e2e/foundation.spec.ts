/**
 * Foundation behaviour a visitor (or a search engine) notices, in both
 * locales: the head as built survives hydration and the language switch
 * navigates to the counterpart (one page per view: every page's built head
 * and switch link are checked over the HTML files in
 * `tests/gates/head.spec.ts`), unknown paths, the mobile menu,
 * the sticky header and scroll-to-top.
 */
import { expect, test, type Page } from '@playwright/test';
import { defaultLocale, locales, localeInfo } from '../../src/config/locales';
import { shareCardPath } from '../../src/config/shareCard';
import { normalizePath, pathOf } from '../../src/config/routes';
import { defaultFlags } from '../../src/config/build-env';
import { enabledPages } from '../../src/plugins/site-pages';
import { testOrigin, hydrated } from '../support/browser';
import { message } from '../support/messages';

const built = enabledPages(defaultFlags);
const pathname = (page: Page) => normalizePath(new URL(page.url()).pathname);
/** The first route of each view component: hydration and client navigation are the view's code, the same for its other routes. */
const onePerView = built.filter((p, i) => built.findIndex((q) => q.component === p.component) === i);

for (const { route } of onePerView) {
  for (const locale of locales) {
    const path = pathOf(route, locale);
    test(`${route} (${locale}) keeps its head once hydrated, and its language switch goes to the counterpart`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // react-helmet rewrites the head while React hydrates (after the first paint): read it once that is done.
      await hydrated(page);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('lang', localeInfo[locale].htmlLang);
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', testOrigin + path);
      const alternates = await page
        .locator('link[rel=alternate][hreflang]')
        .evaluateAll((links) => Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])));
      expect(alternates).toEqual({
        es: testOrigin + pathOf(route, 'es'),
        en: testOrigin + pathOf(route, 'en'),
        'x-default': testOrigin + pathOf(route, 'es'),
      });
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', localeInfo[locale].ogLocale);
      // The page's own share card, under the locale's base URL (`/en/img/og/…` for English).
      const card = `${testOrigin}${locale === defaultLocale ? '' : `/${locale}`}${shareCardPath(path)}`;
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', card);
      const types = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
        scripts.flatMap((s) => {
          const data = JSON.parse(s.textContent ?? '{}');
          return (data['@graph'] ?? [data]).map((n: { '@type': string }) => n['@type']);
        }),
      );
      expect(types).toEqual(expect.arrayContaining(['ProfessionalService', 'WebSite', 'Organization', 'Person']));
      const title = await page.title();
      expect(title.length).toBeGreaterThan(10);
      await expect(page.locator('meta[name=description]')).toHaveAttribute('content', /.{40,}/);

      // The switch, clicked once the page has hydrated, navigates client-side to the counterpart.
      const other = locale === 'es' ? 'en' : 'es';
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.locator(`header a[hreflang=${other}]`).click();
      await expect.poll(() => pathname(page)).toBe(pathOf(route, other));
    });
  }
}

// Each redirect's 301 and target: tests/server/routes/pages.test.ts; each target is a built page: tests/gates/head.spec.ts.
test.describe('unknown paths', () => {
  test('an unknown Spanish path lands on the Spanish home', async ({ page }) => {
    await page.goto('/esta-pagina-no-existe');
    await expect.poll(() => pathname(page)).toBe('/');
  });

  test('an unknown English path lands on the English home', async ({ page }) => {
    await page.goto('/en/this-page-does-not-exist');
    await expect.poll(() => pathname(page)).toBe('/en/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('layout', () => {
  test('the mobile menu opens, traps nothing, and closes on Escape and on a link', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const toggle = page.locator('header button[aria-controls=site-menu]');
    const menu = page.locator('#site-menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.locator('a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await menu.getByRole('link', { name: message('nav.services', 'es') }).click();
    await expect.poll(() => pathname(page)).toBe(pathOf('services', 'es'));
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the mobile menu closes on the language choice', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/');
    await page.locator('header button[aria-controls=site-menu]').click();
    await page.locator('#site-menu a[hreflang=es]').click();
    await expect.poll(() => pathname(page)).toBe('/');
    await expect(page.locator('#site-menu')).toBeHidden();
  });

  test('the header stays visible after scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const box = await page.locator('header').first().boundingBox();
    expect(box?.y).toBe(0);
    await expect(page.locator('header button[aria-controls=site-menu]')).toBeInViewport();
  });

  test('navigation scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/');
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page
      .locator('footer')
      .getByRole('link', { name: message('nav.contact', 'en') })
      .first()
      .click();
    await expect.poll(() => pathname(page)).toBe(pathOf('contact', 'en'));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the footer carries phone, e-mail, tax id, privacy link and the current year', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.locator('a[href^="tel:+34"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await expect(footer).toContainText('NIF');
    await expect(footer.getByRole('link', { name: message('footer.privacy', 'es') })).toHaveAttribute('href', pathOf('privacy', 'es'));
  });

  for (const locale of locales) {
    test(`every footer links to the legal notice (${locale})`, async ({ page }) => {
      for (const key of ['home', 'services', 'contact', 'privacy', 'legalNotice'] as const) {
        await page.goto(pathOf(key, locale));
        await expect(page.locator('footer').getByRole('link', { name: message('footer.legalNotice', locale) })).toHaveAttribute(
          'href',
          pathOf('legalNotice', locale),
        );
      }
      // The blog lives outside the route map; its footer is the same.
      await page.goto(`${pathOf('home', locale).replace(/\/$/, '')}/blog`);
      await expect(page.locator('footer').getByRole('link', { name: message('footer.legalNotice', locale) })).toHaveCount(1);
    });
  }

  test('the sponsorships link is hidden from the navigation by default', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator(`header a[href="${pathOf('sponsorships', 'es')}"]`)).toHaveCount(0);
  });
});

test.describe('sitemap and robots', () => {
  for (const locale of locales) {
    test(`the ${locale} sitemap lists every indexable page with hreflang alternates`, async ({ request }) => {
      const xml = await (await request.get(`${pathOf('home', locale)}sitemap.xml`)).text();
      for (const { route, noindex } of built) {
        if (noindex) {
          expect(xml).not.toContain(`${testOrigin}${pathOf(route, locale)}<`);
          continue;
        }
        expect(xml).toContain(`<loc>${testOrigin}${pathOf(route, locale)}</loc>`);
        expect(xml).toContain(`hreflang="en" href="${testOrigin}${pathOf(route, 'en')}"`);
      }
    });
  }

  test('robots.txt names both sitemaps', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${testOrigin}/sitemap.xml`);
    expect(text).toContain(`Sitemap: ${testOrigin}/en/sitemap.xml`);
  });
});

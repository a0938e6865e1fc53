/**
 * Foundation behaviour a visitor (or a search engine) notices, in both
 * locales: unknown paths, the mobile menu, the sticky header, scroll-to-top,
 * the footer, the sitemaps and robots.txt. The head as built and its language
 * switch link: `tests/gates/head.spec.ts` over the HTML files; that hydration
 * keeps the head and the switch navigates: each page's gates visit
 * (`tests/gates/page-gates.spec.ts`).
 */
import { expect, test, type Page } from '@playwright/test';
import { locales } from '../../src/config/locales';
import { normalizePath, pathOf } from '../../src/config/routes';
import { defaultFlags } from '../../src/config/build-env';
import { enabledPages } from '../../src/plugins/site-pages';
import { company, telUrl } from '../../src/config/company';
import { testOrigin } from '../support/browser';
import { blogTitle, message, phoneHoursLine } from '../support/messages';
import { builtDocument, gatePages } from '../gates/site';
import { keepFiguresTogether } from '../../src/utils/typography';

const built = enabledPages(defaultFlags);
const pathname = (page: Page) => normalizePath(new URL(page.url()).pathname);

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
});

// Over the built files (what every visitor gets first, with or without JavaScript): all pages, both locales.
for (const locale of locales) {
  test(`every page's footer (${locale}) carries the phone with its call hours, e-mail, tax id, year and the privacy, legal-notice and news links; the header has no sponsorships link`, () => {
    const pages = gatePages().filter((p) => p.locale === locale);
    expect(pages.length).toBeGreaterThan(built.length);
    const homePrefix = pathOf('home', locale).replace(/\/$/, '');
    for (const p of pages) {
      const doc = builtDocument(p.path);
      // The site's own header and footer, not those of an article or of the page's hero.
      const outsideMain = (tag: string) => [...doc.querySelectorAll(tag)].find((e) => !e.closest('main, article'));
      const footer = outsideMain('footer');
      const links = [...(footer?.querySelectorAll('a') ?? [])].map((a) => ({ text: a.textContent?.trim(), href: a.getAttribute('href') }));
      const hrefOf = (text: string) => links.find((l) => l.text === text)?.href;
      expect
        .soft(
          links.filter((l) => l.href === telUrl),
          `tel: link on ${p.path}`,
        )
        .toHaveLength(1);
      expect
        .soft(footer?.querySelector(`a[href="${telUrl}"]`)?.closest('li')?.textContent, `call hours beside the phone on ${p.path}`)
        .toContain(phoneHoursLine(locale));
      expect
        .soft(
          links.filter((l) => l.href?.startsWith(`mailto:${company.email}`)),
          `mailto: link on ${p.path}`,
        )
        .toHaveLength(1);
      expect.soft(footer?.textContent, `tax id and year on ${p.path}`).toContain(keepFiguresTogether(company.taxId));
      expect.soft(footer?.textContent, `year on ${p.path}`).toContain(String(new Date().getFullYear()));
      expect.soft(hrefOf(message('footer.privacy', locale)), `privacy link on ${p.path}`).toBe(pathOf('privacy', locale));
      expect.soft(hrefOf(message('footer.legalNotice', locale)), `legal-notice link on ${p.path}`).toBe(pathOf('legalNotice', locale));
      expect.soft(hrefOf(blogTitle(locale)), `news link on ${p.path}`).toBe(`${homePrefix}/blog`);
      expect
        .soft(
          outsideMain('header')?.querySelectorAll(`a[href="${pathOf('sponsorships', locale)}"]:not([hreflang])`),
          `sponsorships in the header of ${p.path}`,
        )
        .toHaveLength(0);
    }
  });
}

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

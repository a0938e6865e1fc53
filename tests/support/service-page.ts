/**
 * Checks shared by the browser tests of the generic service pages: the
 * default build (`tests/e2e/service-pages.spec.ts`) and the flag-on build
 * (`tests/e2e-flags/phone-repair.spec.ts`). Expected values come from the
 * content files, the company module and the prices module, never retyped.
 */
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { company, telUrl } from '../../src/config/company';
import type { Locale } from '../../src/config/locales';
import { formatPrice } from '../../src/config/prices';
import { pathOf, type RouteKey } from '../../src/config/routes';
import { loadPageContent } from '../../src/plugins/site-pages/content';
import { servicePageSchema, type ServicePageContent } from '../../src/schemas/servicePage';
import { parseInlineMarkers, plainText } from '../../src/utils/inlineMarkers';
import { pricedItems } from '../../src/views/ServicePage/pricedItems';
import { hydrated } from './browser';

const siteDir = path.resolve(__dirname, '../..');

/** The validated content of a generic service page (English laid over Spanish). */
export function contentOf(route: RouteKey, locale: Locale): Promise<ServicePageContent> {
  return loadPageContent(siteDir, locale, `services/${route}`, servicePageSchema);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What every generic service page shows, in a locale; shared with the
 * flag-on build's tests. `scripts`: whether the page runs its scripts (then
 * the head is read once React has hydrated, as react-helmet rewrites it).
 */
export async function expectServicePage(
  page: Page,
  route: RouteKey,
  locale: Locale,
  content: ServicePageContent,
  { scripts = true }: { scripts?: boolean } = {},
) {
  const target = pathOf(route, locale);
  const response = await page.goto(target);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe(target);
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(content.meta.title)));
  await expect(page.locator('html')).toHaveAttribute('lang', locale);

  // The only h1, and the summary under it.
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText(content.h1);
  await expect(page.locator('main header')).toContainText(plainText(content.summary));

  // The facts card and the notice (the legal note on the phone pages).
  if (content.highlights) {
    await expect(page.locator('main header ul[aria-labelledby="highlights-title"] li')).toHaveText(
      content.highlights.map((h) => plainText(h)),
    );
  }
  if (content.notice) {
    const notice = page.locator('main header aside', { has: page.getByRole('heading', { name: content.notice.title }) });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(plainText(content.notice.text));
  }

  // Every section heading, in order.
  const sectionHeadings = page.locator('main > section[id^="section-"] h2');
  await expect(sectionHeadings).toHaveText(content.sections.map((s) => s.title));

  // FAQ: every question, and an answer opens on click.
  const faq = page.locator('#faq');
  await expect(faq.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(faq.locator('summary')).toHaveText(content.faq.map((f) => f.question));
  const first = faq.locator('details').first();
  await expect(first.locator('p')).toBeHidden();
  await first.locator('summary').click();
  await expect(first.locator('p')).toBeVisible();
  await expect(first.locator('p')).toHaveText(plainText(content.faq[0].answer));

  // The call to action: WhatsApp, tel: and mailto: buttons from the company module.
  const cta = page.locator('#contact-cta');
  await expect(cta.getByRole('heading', { level: 2 })).toHaveText(content.cta.title);
  await expect(cta.locator(`a[href^="${company.whatsappUrl}"]`).first()).toBeVisible();
  await expect(cta.locator(`a.button[href="${telUrl}"]`)).toHaveText(company.phoneDisplay);
  await expect(cta.locator(`a.button[href^="mailto:${company.email}"]`)).toHaveText(company.email);

  // Inline markers of the CTA text became links with their labels.
  const lead = cta.locator('p');
  await expect(lead).toHaveText(plainText(content.cta.description));
  for (const token of parseInlineMarkers(content.cta.description)) {
    if (token.type !== 'link') continue;
    const prefix = { whatsapp: company.whatsappUrl, phone: telUrl, email: `mailto:${company.email}` }[token.marker];
    await expect(lead.locator(`a[href^="${prefix}"]`, { hasText: token.label })).toBeVisible();
  }
  // No marker or placeholder left as raw text anywhere on the page.
  const bodyText = await page.locator('main').innerText();
  expect(bodyText).not.toMatch(/\[\/?(whatsapp|phone|email)\]|\{(phone|email)\}/);

  // Prices: the formatted price of each key the page shows.
  for (const { key } of pricedItems(content)) {
    await expect(page.getByText(formatPrice(key, locale), { exact: true }).first()).toBeVisible();
  }

  // Service JSON-LD with the organisation as provider and one offer per price.
  if (scripts) await hydrated(page);
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  const service = blocks.find((b) => b['@type'] === 'Service');
  expect(service, 'Service JSON-LD').toBeTruthy();
  expect(service.name).toBe(content.h1);
  expect(service.provider['@id']).toMatch(/\/#organization$/);
  expect(service.offers?.length ?? 0).toBe(pricedItems(content).length);
}

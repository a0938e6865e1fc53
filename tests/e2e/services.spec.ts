/**
 * The services overview and the three landing pages as a visitor sees them, in
 * both locales of the default build (`offersPhoneRepair` off): each landing
 * page answers with its h1, FAQ, pricing anchor showing the price from the
 * price table, the contact band's WhatsApp / tel: / mailto: links and a
 * `Service` JSON-LD offer; the overview links to the three landing pages, shows
 * the same switchboard price as its landing page and lists the catalogue
 * without the phone-repair reading.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { locales, type Locale } from '../../src/config/locales';
import { formatPrice, offerOf } from '../../src/config/prices';
import { pathOf } from '../../src/config/routes';
import { loadPageContent } from '../../src/plugins/site-pages/content';
import { serviceLandingSchema, type ServiceLandingContent } from '../../src/schemas/serviceLanding';
import { servicesOverviewSchema, type ServicesOverviewContent } from '../../src/schemas/servicesOverview';

const siteDir = path.resolve(__dirname, '../..');
const landings = ['switchboard', 'automations', 'appDevelopment'] as const;

// What the server sends is what these check; the page gates load every page with its scripts too.
test.use({ javaScriptEnabled: false });

const landing = (locale: Locale, key: (typeof landings)[number]): Promise<ServiceLandingContent> =>
  loadPageContent(siteDir, locale, `services/${key}`, serviceLandingSchema);
const overview = (locale: Locale): Promise<ServicesOverviewContent> =>
  loadPageContent(siteDir, locale, 'services/overview', servicesOverviewSchema);

for (const locale of locales) {
  test.describe(`service landing pages (${locale})`, () => {
    for (const key of landings) {
      test(`${key} answers with its h1, FAQ, pricing and contact links`, async ({ page }) => {
        const content = await landing(locale, key);
        const response = await page.goto(pathOf(key, locale));
        expect(response?.status()).toBe(200);

        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).toHaveText(content.hero.title);
        await expect(page).toHaveTitle(new RegExp(content.meta.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

        // FAQ: every question is there, and an answer opens on click.
        const questions = page.locator('#faq summary');
        await expect(questions).toHaveText(content.faq.items.map((i) => i.question));
        const answer = page.getByText(content.faq.items[0].answer);
        await expect(answer).toBeHidden();
        await questions.first().click();
        await expect(answer).toBeVisible();

        // Pricing anchor: the hero's link leads to it, and it shows the table's price.
        await page.locator(`main a[href="#pricing"]`).first().click();
        await expect(page).toHaveURL(/#pricing$/);
        const pricing = page.locator('#pricing');
        await expect(pricing.getByRole('heading', { level: 2 })).toHaveText(content.price.title);
        await expect(pricing.locator(`[data-price-key="${content.price.priceKey}"]`)).toHaveText(
          formatPrice(content.price.priceKey, locale),
        );
        for (const bullet of content.price.bullets) await expect(pricing.getByText(bullet)).toBeVisible();

        // Closing call to action: WhatsApp with the page's message, phone and e-mail.
        const cta = page.locator('#contact-cta');
        await expect(cta.getByRole('heading', { level: 2 })).toHaveText(content.cta.title);
        const whatsapp = await cta.locator('a[href^="https://wa.me/"]').getAttribute('href');
        expect(new URL(whatsapp ?? '').searchParams.get('text')).toBe(content.cta.whatsappMessage);
        await expect(cta.locator('a[href^="tel:+"]')).toHaveCount(1);
        await expect(cta.locator('a[href^="mailto:"]')).toHaveCount(1);

        // Structured data: a Service with the same offer as the price table.
        const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
        const service = blocks.map((b) => JSON.parse(b)).find((d) => d['@type'] === 'Service');
        expect(service).toMatchObject({ name: content.name, offers: [offerOf(content.price.priceKey)] });
        expect(service.provider['@id']).toMatch(/\/#organization$/);
      });
    }

    test('cross-links lead to the other landing pages', async ({ page }) => {
      await page.goto(pathOf('switchboard', locale));
      const related = page.locator('#related');
      await expect(related.locator(`a[href="${pathOf('automations', locale)}"]`)).toBeVisible();
      await related.locator(`a[href="${pathOf('appDevelopment', locale)}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${pathOf('appDevelopment', locale)}$`));
      await expect(page.locator('h1')).toHaveText((await landing(locale, 'appDevelopment')).hero.title);
    });
  });

  test.describe(`services overview (${locale})`, () => {
    test('links to the three landing pages', async ({ page }) => {
      const content = await overview(locale);
      await page.goto(pathOf('services', locale));
      await expect(page.locator('h1')).toHaveText(content.hero.title);
      for (const key of landings) {
        await expect(page.locator(`#featured a[href="${pathOf(key, locale)}"]`)).toHaveCount(1);
      }
      await page.locator(`#featured a[href="${pathOf('automations', locale)}"]`).click();
      await expect(page.locator('h1')).toHaveText((await landing(locale, 'automations')).hero.title);
    });

    test('shows the same switchboard price as the switchboard page', async ({ page }) => {
      await page.goto(pathOf('services', locale));
      const onOverview = await page.locator('#featured [data-price-key="aiSwitchboard"]').textContent();
      await page.goto(pathOf('switchboard', locale));
      const onLanding = await page.locator('#pricing [data-price-key="aiSwitchboard"]').textContent();
      expect(onOverview).toBe(formatPrice('aiSwitchboard', locale));
      expect(onLanding).toBe(onOverview);
    });

    test('lists the catalogue, without phone repair in the default build', async ({ page }) => {
      const content = await overview(locale);
      await page.goto(pathOf('services', locale));
      const shown = content.catalogue.entries.filter((e) => !e.requiresFlag);
      await expect(page.locator('#catalogue h3')).toHaveText(shown.map((e) => e.title));
      for (const hidden of content.catalogue.entries.filter((e) => e.requiresFlag)) {
        await expect(page.locator(`#catalogue-${hidden.id}`)).toHaveCount(0);
      }
      // Prices in the catalogue come from the table too.
      const websites = page.locator('#catalogue-websites');
      await expect(websites.locator('[data-price-key="wordpressSite"]')).toHaveText(formatPrice('wordpressSite', locale));
      // The hero's catalogue link jumps to it.
      await page.locator('main header a[href="#catalogue"]').click();
      await expect(page).toHaveURL(/#catalogue$/);
    });
  });
}

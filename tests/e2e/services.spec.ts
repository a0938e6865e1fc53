/**
 * The services overview and the three landing pages of the default build
 * (`offersPhoneRepair` off), in both locales, over their built HTML (no
 * browser): each landing page has its h1 and title, its FAQ with the answers
 * closed, a pricing section the hero links to with the price from the price
 * table, the contact band's WhatsApp / tel: / mailto: links, a `Service`
 * JSON-LD offer and links to the other landing pages; the overview links to
 * the three landing pages, shows the same switchboard price as its landing
 * page and lists the catalogue without the phone-repair reading.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { locales, type Locale } from '../../src/config/locales';
import { offerOf } from '../../src/config/prices';
import { pathOf } from '../../src/config/routes';
import { loadPageContent } from '../../src/plugins/site-pages/content';
import { serviceLandingSchema, type ServiceLandingContent } from '../../src/schemas/serviceLanding';
import { servicesOverviewSchema, type ServicesOverviewContent } from '../../src/schemas/servicesOverview';
import { builtDocument, elementsWithText, hiddenByMarkup, jsonLdBlocks, normalText, textOf, textsOf } from '../gates/site';
import { shownPrice } from '../support/content';

const siteDir = path.resolve(__dirname, '../..');
const landings = ['switchboard', 'automations', 'appDevelopment'] as const;

const landing = (locale: Locale, key: (typeof landings)[number]): Promise<ServiceLandingContent> =>
  loadPageContent(siteDir, locale, `services/${key}`, serviceLandingSchema);
const overview = (locale: Locale): Promise<ServicesOverviewContent> =>
  loadPageContent(siteDir, locale, 'services/overview', servicesOverviewSchema);

for (const locale of locales) {
  test.describe(`service landing pages (${locale})`, () => {
    for (const key of landings) {
      test(`${key} answers with its h1, FAQ, pricing and contact links`, async () => {
        const content = await landing(locale, key);
        const doc = builtDocument(pathOf(key, locale));

        expect(textsOf(doc, 'h1'), 'the only h1').toEqual([normalText(content.hero.title)]);
        expect(doc.title, 'title').toContain(content.meta.title);

        // FAQ: every question is there, and the first answer is closed until its question is opened.
        expect(textsOf(doc, '#faq summary'), 'FAQ questions').toEqual(content.faq.items.map((i) => normalText(i.question)));
        const first = doc.querySelector('#faq details');
        expect(textOf(first?.querySelector('summary')), 'first question').toBe(normalText(content.faq.items[0].question));
        expect(first?.hasAttribute('open'), 'first answer closed').toBe(false);
        expect(textOf(first), 'first answer under its question').toContain(normalText(content.faq.items[0].answer));

        // Pricing: the hero's link leads to it, and it shows the table's price and every bullet.
        expect(doc.querySelector('main a[href="#pricing"]'), 'a link to #pricing').toBeTruthy();
        const pricing = doc.getElementById('pricing');
        expect(pricing, '#pricing').toBeTruthy();
        expect(textsOf(pricing, 'h2'), 'pricing heading').toEqual([normalText(content.price.title)]);
        expect(textsOf(pricing, `[data-price-key="${content.price.priceKey}"]`), 'price').toEqual([
          normalText(shownPrice(content.price.priceKey, locale)),
        ]);
        for (const bullet of content.price.bullets) expect(elementsWithText(pricing, bullet).length, bullet).toBeGreaterThan(0);

        // Closing call to action: WhatsApp with the page's message, phone and e-mail.
        const cta = doc.getElementById('contact-cta');
        expect(textsOf(cta, 'h2'), 'call-to-action heading').toEqual([normalText(content.cta.title)]);
        const whatsapp = cta?.querySelector('a[href^="https://wa.me/"]')?.getAttribute('href');
        expect(new URL(whatsapp ?? '').searchParams.get('text'), 'text of the WhatsApp link').toBe(content.cta.whatsappMessage);
        expect(cta?.querySelectorAll('a[href^="tel:+"]'), 'tel: link').toHaveLength(1);
        expect(cta?.querySelectorAll('a[href^="mailto:"]'), 'mailto: link').toHaveLength(1);

        // Structured data: a Service with the same offer as the price table.
        const service = jsonLdBlocks(doc).find((d) => d['@type'] === 'Service') as { provider: { '@id': string } } | undefined;
        expect(service, 'Service JSON-LD').toMatchObject({ name: content.name, offers: [offerOf(content.price.priceKey)] });
        expect(service!.provider['@id'], 'Service provider').toMatch(/\/#organization$/);
      });
    }

    test('cross-links lead to the other landing pages', async () => {
      const related = builtDocument(pathOf('switchboard', locale)).getElementById('related');
      for (const key of ['automations', 'appDevelopment'] as const) {
        const link = related?.querySelector(`a[href="${pathOf(key, locale)}"]`);
        expect(link, `link to ${key}`).toBeTruthy();
        expect(hiddenByMarkup(link!), `link to ${key} hidden`).toBe(false);
        expect(textsOf(builtDocument(pathOf(key, locale)), 'h1'), `${key}'s h1`).toEqual([
          normalText((await landing(locale, key)).hero.title),
        ]);
      }
    });
  });

  test.describe(`services overview (${locale})`, () => {
    test('links to the three landing pages', async () => {
      const content = await overview(locale);
      const doc = builtDocument(pathOf('services', locale));
      expect(textsOf(doc, 'h1'), 'the only h1').toEqual([normalText(content.hero.title)]);
      for (const key of landings) {
        expect(doc.querySelectorAll(`#featured a[href="${pathOf(key, locale)}"]`), `link to ${key}`).toHaveLength(1);
      }
      expect(textsOf(builtDocument(pathOf('automations', locale)), 'h1'), "automations' h1").toEqual([
        normalText((await landing(locale, 'automations')).hero.title),
      ]);
    });

    test('shows the same switchboard price as the switchboard page', () => {
      const onOverview = textsOf(builtDocument(pathOf('services', locale)), '#featured [data-price-key="aiSwitchboard"]');
      const onLanding = textsOf(builtDocument(pathOf('switchboard', locale)), '#pricing [data-price-key="aiSwitchboard"]');
      expect(onOverview, 'on the overview').toEqual([normalText(shownPrice('aiSwitchboard', locale))]);
      expect(onLanding, 'on the switchboard page').toEqual(onOverview);
    });

    test('lists the catalogue, without phone repair in the default build', async () => {
      const content = await overview(locale);
      const doc = builtDocument(pathOf('services', locale));
      const shown = content.catalogue.entries.filter((e) => !e.requiresFlag);
      expect(textsOf(doc, '#catalogue h3'), 'catalogue entries').toEqual(shown.map((e) => normalText(e.title)));
      for (const hidden of content.catalogue.entries.filter((e) => e.requiresFlag)) {
        expect(doc.getElementById(`catalogue-${hidden.id}`), hidden.id).toBeNull();
      }
      // Prices in the catalogue come from the table too.
      expect(textsOf(doc, '#catalogue-websites [data-price-key="wordpressSite"]'), 'websites price').toEqual([
        normalText(shownPrice('wordpressSite', locale)),
      ]);
      // The hero's catalogue link jumps to it.
      expect(doc.querySelector('main header a[href="#catalogue"]'), 'a link to #catalogue in the hero').toBeTruthy();
      expect(doc.getElementById('catalogue'), '#catalogue').toBeTruthy();
    });
  });
}

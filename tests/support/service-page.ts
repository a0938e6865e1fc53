/**
 * Checks shared by the tests of the generic service pages, over the built HTML
 * (no browser): the default build (`tests/e2e/service-pages.spec.ts`) and the
 * flag-on build (`tests/e2e-flags/phone-repair.spec.ts`). Expected values come
 * from the content files, the company module and the prices module, never
 * retyped.
 */
import path from 'node:path';
import { expect } from '@playwright/test';
import { company, telUrl } from '../../src/config/company';
import type { Locale } from '../../src/config/locales';
import { pathOf, type RouteKey } from '../../src/config/routes';
import { loadPageContent } from '../../src/plugins/site-pages/content';
import { servicePageSchema, type ServicePageContent } from '../../src/schemas/servicePage';
import { parseInlineMarkers, plainText } from '../../src/utils/inlineMarkers';
import { pricedItems } from '../../src/views/ServicePage/pricedItems';
import {
  buildDir,
  builtDocument,
  elementsWithText,
  hiddenByMarkup,
  jsonLdBlocks,
  nameOf,
  normalText,
  textOf,
  textsOf,
} from '../gates/site';
import { shownPrice } from './content';
import { phoneHoursLine } from './messages';

const siteDir = path.resolve(__dirname, '../..');

/** The validated content of a generic service page (English laid over Spanish). */
export function contentOf(route: RouteKey, locale: Locale): Promise<ServicePageContent> {
  return loadPageContent(siteDir, locale, `services/${route}`, servicePageSchema);
}

/**
 * What every generic service page shows without JavaScript, in a locale, read
 * from its built HTML file in `dir` (default: the test build): a page of its
 * own (no redirect) with the content's title, `lang`, one h1 and summary,
 * the hero's call button with the phone's hours, highlights, notice, section headings, FAQ (answers closed), the call to
 * action's WhatsApp / tel: / mailto: buttons (the phone's hours beside them) and inline links, no raw marker,
 * every formatted price and the Service JSON-LD.
 */
export function expectServicePage(route: RouteKey, locale: Locale, content: ServicePageContent, dir: string = buildDir): void {
  const doc = builtDocument(pathOf(route, locale), dir);
  const main = doc.querySelector('main');
  expect(doc.title, 'title').toContain(content.meta.title);
  expect(doc.documentElement.getAttribute('lang'), 'lang').toBe(locale);

  // The only h1, and the summary under it.
  expect(textsOf(doc, 'h1'), 'the only h1').toEqual([normalText(content.h1)]);
  const hero = main?.querySelector('header');
  expect(textOf(hero), 'summary in the hero').toContain(normalText(plainText(content.summary)));

  // The hero's call button, with the phone's hours under it.
  expect(hero?.querySelectorAll(`a[href="${telUrl}"]`), 'call button in the hero').toHaveLength(1);
  expect(textOf(hero), 'phone hours in the hero').toContain(normalText(phoneHoursLine(locale)));

  // The facts card and the notice (the legal note on the phone pages).
  if (content.highlights) {
    expect(textsOf(hero, 'ul[aria-labelledby="highlights-title"] li'), 'highlights').toEqual(
      content.highlights.map((h) => normalText(plainText(h))),
    );
  }
  if (content.notice) {
    const notice = [...(hero?.querySelectorAll('aside') ?? [])].find((aside) =>
      [...aside.querySelectorAll('h2, h3, h4, h5, h6')].some((h) => textOf(h).includes(normalText(content.notice!.title))),
    );
    expect(notice, `an aside in the hero titled "${content.notice.title}"`).toBeTruthy();
    expect(hiddenByMarkup(notice!), 'notice hidden').toBe(false);
    expect(textOf(notice), 'notice text').toContain(normalText(plainText(content.notice.text)));
  }

  // Every section heading, in order.
  expect(textsOf(doc, 'main > section[id^="section-"] h2'), 'section headings').toEqual(content.sections.map((s) => normalText(s.title)));

  // FAQ: every question; the answers are closed until their question is opened.
  const faq = doc.getElementById('faq');
  const faqTitle = faq?.querySelector('h2');
  expect(textOf(faqTitle), 'FAQ heading').not.toBe('');
  expect(hiddenByMarkup(faqTitle!), 'FAQ heading hidden').toBe(false);
  expect(textsOf(faq, 'summary'), 'FAQ questions').toEqual(content.faq.map((f) => normalText(f.question)));
  const firstAnswer = faq?.querySelector('details p');
  expect(textOf(firstAnswer), 'first FAQ answer').toBe(normalText(plainText(content.faq[0].answer)));
  expect(hiddenByMarkup(firstAnswer!), 'first FAQ answer closed until its question is opened').toBe(true);

  // The call to action: WhatsApp, tel: and mailto: buttons from the company module.
  const cta = doc.getElementById('contact-cta');
  expect(textsOf(cta, 'h2'), 'call-to-action heading').toEqual([normalText(content.cta.title)]);
  const whatsapp = cta?.querySelector(`a[href^="${company.whatsappUrl}"]`);
  expect(whatsapp, 'WhatsApp button').toBeTruthy();
  expect(hiddenByMarkup(whatsapp!), 'WhatsApp button hidden').toBe(false);
  expect(textsOf(cta, `a.button[href="${telUrl}"]`), 'phone button').toEqual([normalText(company.phoneDisplay)]);
  expect(textOf(cta), 'phone hours beside the phone button').toContain(normalText(phoneHoursLine(locale)));
  expect(textsOf(cta, `a.button[href^="mailto:${company.email}"]`), 'e-mail button').toEqual([normalText(company.email)]);

  // Inline markers of the CTA text became links with their labels.
  const leads = cta?.querySelectorAll('p') ?? [];
  expect(leads, 'one lead paragraph in the call to action').toHaveLength(1);
  expect(textOf(leads[0]), 'call-to-action lead').toBe(normalText(plainText(content.cta.description)));
  for (const token of parseInlineMarkers(content.cta.description)) {
    if (token.type !== 'link') continue;
    const prefix = { whatsapp: company.whatsappUrl, phone: telUrl, email: `mailto:${company.email}` }[token.marker];
    const links = [...leads[0].querySelectorAll(`a[href^="${prefix}"]`)].map((a) => nameOf(a));
    expect(links, `${token.marker} link in the lead`).toContainEqual(expect.stringContaining(normalText(token.label)));
  }
  // No marker or placeholder left as raw text anywhere on the page.
  expect(textOf(main), 'no raw marker or placeholder').not.toMatch(/\[\/?(whatsapp|phone|email)\]|\{(phone|email)\}/);

  // Prices: the formatted price of each key the page shows, on its own.
  for (const { key } of pricedItems(content)) {
    expect(elementsWithText(doc.body, shownPrice(key, locale), { exact: true }).length, `price ${key}`).toBeGreaterThan(0);
  }

  // Service JSON-LD with the organisation as provider and one offer per price.
  const service = jsonLdBlocks(doc).find((b) => b['@type'] === 'Service') as
    { name: string; provider: { '@id': string }; offers?: unknown[] } | undefined;
  expect(service, 'Service JSON-LD').toBeTruthy();
  expect(service!.name, 'Service name').toBe(content.h1);
  expect(service!.provider['@id'], 'Service provider').toMatch(/\/#organization$/);
  expect(service!.offers?.length ?? 0, 'one Service offer per price').toBe(pricedItems(content).length);
}

/**
 * The apps, sponsorship, about, privacy, legal-notice and computer-repair
 * pages in both locales, over their built HTML (no browser): the apps
 * catalogue (cards, anchors, statuses, trial, ItemList JSON-LD, brochure
 * e-mail), the sponsorships list (open slots, levels, current sponsor), the
 * sponsor detail's back link, the about page's book-a-call link (the phone
 * hours under the hero's), the privacy policy's sections, date, retention
 * and stored key, the legal notice's holder details (the phone with its
 * hours), repair guarantee, VAT line and privacy link, and the repair page's
 * guarantee. The apps grid's columns (one on a phone, three on a desktop)
 * are the view's styles: checked once in the browser, in Spanish.
 */
import { expect, test } from '@playwright/test';
import { company, telUrl } from '../../src/config/company';
import { limits } from '../../src/config/limits';
import { locales, type Locale } from '../../src/config/locales';
import { pathOf } from '../../src/config/routes';
import { lastSubmitStorageKey } from '../../src/form-rules/contact';
import { slugify } from '../../src/utils/slugify';
import { buildFacts } from '../../src/plugins/site-pages/facts';
import { formatIsoDate } from '../../src/utils/isoDate';
import { keepFiguresTogether } from '../../src/utils/typography';
import { builtDocument, hiddenByMarkup, jsonLdBlocks, nameOf, normalText, textOf, textsOf } from '../gates/site';
import { pageContent } from '../support/content';
import { phoneHoursLine } from '../support/messages';

interface AppsContent {
  products: { name: string; status: string }[];
}
interface SponsorshipsContent {
  openSlots?: number;
  slots: { openTitle: string };
  levels: { items: { name: string }[] };
  current: { facts: string[] };
}
interface LegalNoticeContent {
  holder: { title: string; labels: Record<string, string> };
  vat: { included: string; excluded: string };
  sections: { id: string; title: string; link?: { label: string } }[];
}
interface PrivacyContent {
  updatedLabel: string;
  updated: string;
  controller: { title: string };
  sections: { title: string }[];
}

// Expected copy comes from the content files (tests/support/content.ts).
function copyOf(locale: Locale) {
  const apps = pageContent<AppsContent>('apps', locale);
  const sponsorships = pageContent<SponsorshipsContent>('sponsorships', locale);
  const privacy = pageContent<PrivacyContent>('privacy', locale);
  return {
    statuses: apps.products.map((p) => p.status),
    openSlot: sponsorships.slots.openTitle,
    openSlots: sponsorships.openSlots ?? limits.defaultOpenSponsorSlots,
    levels: sponsorships.levels.items.map((l) => l.name),
    currentFacts: sponsorships.current.facts,
    back: pageContent<{ back: string }>('sponsors/maxoarco', locale).back,
    bookCall: pageContent<{ hero: { bookCall: string } }>('about', locale).hero.bookCall,
    privacySections: [privacy.controller.title, ...privacy.sections.map((x) => x.title)],
    updated: `${privacy.updatedLabel} ${formatIsoDate(privacy.updated, locale)}`,
    updatedIso: privacy.updated,
    legal: pageContent<LegalNoticeContent>('legalNotice', locale),
  };
}

const apps = pageContent<AppsContent>('apps', 'es').products.map((p) => p.name);
const sponsor = pageContent<{ club: { name: string } }>('sponsors/maxoarco', 'es').club.name;
const slugs = apps.map((name) => slugify(name));
const norm = (texts: string[]) => texts.map((t) => normalText(t));

/** The links on a built page whose name contains `name` (or, with `exact`, is it). */
function linksNamed(root: ParentNode | null | undefined, name: string, { exact = false } = {}): Element[] {
  const wanted = normalText(name);
  return [...(root?.querySelectorAll('a[href]') ?? [])].filter((a) => (exact ? nameOf(a) === wanted : nameOf(a).includes(wanted)));
}

for (const locale of locales) {
  const t = copyOf(locale);

  test.describe(`apps, sponsorship, about and privacy pages (${locale})`, () => {
    test('apps: three cards with anchors, statuses and a 30-day trial', () => {
      const doc = builtDocument(pathOf('apps', locale));
      expect(doc.querySelectorAll('h1'), 'one h1').toHaveLength(1);
      for (const [i, slug] of slugs.entries()) {
        const card = doc.querySelector(`#catalogue li#${slug}`);
        expect(textsOf(card, 'h3'), `${slug}: name`).toEqual([normalText(apps[i])]);
        expect(textOf(card), `${slug}: status`).toContain(normalText(t.statuses[i]));
        expect(textOf(card), `${slug}: trial days`).toContain(String(limits.appTrialDays));
      }
      // The hero shows the first three apps, each linking to its card, and a link to the catalogue.
      const hero = [...doc.querySelectorAll('header')].find((h) => h.querySelector('h1'));
      for (const slug of slugs) expect(hero?.querySelectorAll(`a[href="#${slug}"]`), `hero link to #${slug}`).toHaveLength(1);
      expect(hero?.querySelector('a[href="#catalogue"]'), 'hero link to #catalogue').toBeTruthy();
      expect(doc.getElementById('catalogue'), '#catalogue').toBeTruthy();
    });

    test('apps: the ItemList JSON-LD names the three apps', () => {
      const lists = jsonLdBlocks(builtDocument(pathOf('apps', locale))).filter((d) => d['@type'] === 'ItemList');
      expect(lists, 'one ItemList').toHaveLength(1);
      const items = (lists[0].itemListElement as { item: { '@type': string; name: string; url: string } }[]).map((e) => e.item);
      expect(
        items.map((i) => i.name),
        'app names',
      ).toEqual(apps);
      expect(
        items.map((i) => i['@type']),
        'item types',
      ).toEqual(apps.map(() => 'SoftwareApplication'));
      expect(
        items.map((i) => new URL(i.url).hash),
        'item anchors',
      ).toEqual(slugs.map((s) => `#${s}`));
    });

    test('apps: the brochure button is an e-mail with a subject', () => {
      const cta = builtDocument(pathOf('apps', locale)).getElementById('apps-cta');
      const mail = cta?.querySelectorAll('a[href^="mailto:"]') ?? [];
      expect(mail, 'one mailto: link').toHaveLength(1);
      expect(mail[0].getAttribute('href'), 'mailto: with a subject').toMatch(/\?subject=.+/);
      expect(cta?.querySelectorAll(`a[href="${telUrl}"]`), 'tel: link').toHaveLength(1);
      expect(cta?.querySelectorAll('a[href^="https://wa.me/"]'), 'WhatsApp link').toHaveLength(1);
    });

    test('sponsorships: two open slots by default and three levels', () => {
      const doc = builtDocument(pathOf('sponsorships', locale));
      const slots = doc.getElementById('slots');
      const open = [...(slots?.querySelectorAll('li') ?? [])].filter((li) =>
        [...li.querySelectorAll('h1, h2, h3, h4, h5, h6')].some((h) => textOf(h).includes(normalText(t.openSlot))),
      );
      expect(open, 'open slots').toHaveLength(t.openSlots);
      expect(textOf(slots), 'the current sponsor in the slots').toContain(normalText(sponsor));
      expect(textsOf(doc.getElementById('levels'), 'h3'), 'levels').toEqual(norm(t.levels));
      for (const fact of t.currentFacts) expect(textOf(doc.getElementById('current')), 'current sponsor').toContain(normalText(fact));
    });

    test('sponsor detail: the back link returns to the list', () => {
      const doc = builtDocument(pathOf('sponsorMaxoarco', locale));
      expect(textsOf(doc, 'h1'), 'the only h1 names the club').toEqual([expect.stringContaining(normalText(sponsor))]);
      const back = linksNamed(doc, t.back, { exact: true });
      expect(back, 'one back link').toHaveLength(1);
      expect(back[0].getAttribute('href'), 'back link target').toBe(pathOf('sponsorships', locale));
      const levels = builtDocument(pathOf('sponsorships', locale)).getElementById('levels');
      expect(levels, 'the levels on the list').toBeTruthy();
      expect(hiddenByMarkup(levels!), 'levels hidden').toBe(false);
    });

    test('about: one h1 and a book-a-call link, with the phone hours under the hero button', () => {
      const doc = builtDocument(pathOf('about', locale));
      expect(doc.querySelectorAll('h1'), 'one h1').toHaveLength(1);
      const book = linksNamed(doc, t.bookCall);
      expect(book.length, 'book-a-call links').toBeGreaterThan(0);
      expect(book[0].getAttribute('href'), 'book-a-call target').toBe(telUrl);
      const hero = doc.querySelector('main header');
      expect(hero?.querySelectorAll(`a[href="${telUrl}"]`), 'call button in the hero').toHaveLength(1);
      expect(textOf(hero), 'phone hours in the hero').toContain(normalText(phoneHoursLine(locale)));
    });

    test('privacy: every section and the last-updated date', () => {
      const doc = builtDocument(pathOf('privacy', locale));
      const main = doc.querySelector('main');
      expect(textsOf(main, 'h2'), 'sections').toEqual(norm(t.privacySections));
      expect(textOf(main), 'updated date').toContain(normalText(t.updated));
      expect(doc.querySelectorAll(`time[datetime="${t.updatedIso}"]`), 'machine-readable date').toHaveLength(1);
      expect(textOf(doc.getElementById('retention')), 'retention').toContain(normalText(buildFacts(locale).retentionMonths));
      expect(textOf(doc.getElementById('cookies')), 'stored key').toContain(lastSubmitStorageKey);
    });

    test('legal notice: the holder from the company module, the repair guarantee and the privacy link', () => {
      const doc = builtDocument(pathOf('legalNotice', locale));
      const legal = t.legal;
      expect(textsOf(doc.querySelector('main'), 'h2'), 'sections').toEqual(
        norm([legal.holder.title, ...legal.sections.map((s) => s.title)]),
      );
      const holder = doc.getElementById('holder');
      for (const value of [company.legal.name, company.name, company.taxId, company.address.street, company.address.postalCode]) {
        expect(textOf(holder), 'holder').toContain(normalText(value));
      }
      // The register line as shown: typeset, so its sheet number never breaks at the hyphen.
      if (company.legal.register) expect(textOf(holder), 'holder').toContain(normalText(keepFiguresTogether(company.legal.register)));
      expect(textsOf(holder, `a[href="mailto:${company.email}"]`), 'e-mail').toEqual([company.email]);
      expect(textsOf(holder, `a[href="${telUrl}"]`), 'phone').toEqual([normalText(company.phoneDisplay)]);
      expect(textOf(holder), 'phone hours').toContain(normalText(phoneHoursLine(locale)));
      expect(textOf(doc.getElementById('guarantee')), 'guarantee').toContain(normalText(buildFacts(locale).repairGuarantee));
      expect(textOf(doc.getElementById('vat')), 'VAT').toBe(
        normalText(company.legal.pricesIncludeVat ? legal.vat.included : legal.vat.excluded),
      );
      const label = legal.sections.find((s) => s.id === 'privacy')!.link!.label;
      const privacyLink = linksNamed(doc.getElementById('privacy'), label);
      expect(privacyLink, 'privacy link').toHaveLength(1);
      expect(privacyLink[0].getAttribute('href'), 'privacy link target').toBe(pathOf('privacy', locale));
    });

    test('repair page: states the repair guarantee from the limits module', () => {
      const main = builtDocument(pathOf('computerRepair', locale)).querySelector('main');
      expect(textOf(main), 'guarantee months').toContain(normalText(buildFacts(locale).repairGuarantee));
    });
  });
}

test.describe('in the browser', () => {
  // Whether the cards stack is the view's styles, the same in both locales; the built HTML is what a visitor without JavaScript gets.
  test.use({ javaScriptEnabled: false });

  test('apps: one column of cards on a phone, three on a desktop (es)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(pathOf('apps', 'es'));
    const tops = async () => Promise.all(slugs.map(async (s) => (await page.locator(`#${s}`).boundingBox())!.y));
    expect(new Set(await tops()).size, 'rows of cards at 1280 px').toBe(1);
    await page.setViewportSize({ width: 390, height: 900 });
    const [a, b, c] = await tops();
    expect(a).toBeLessThan(b);
    expect(b).toBeLessThan(c);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page width at 390 px').toBeLessThanOrEqual(390);
  });
});

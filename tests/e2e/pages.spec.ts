/**
 * Browser tests, in both locales: the apps catalogue (cards,
 * anchors, statuses, ItemList JSON-LD), the sponsorships list (open slots,
 * levels), the sponsor detail's back link, the about page's book-a-call link,
 * the privacy policy's sections and date, and the legal notice's holder
 * details, repair guarantee and links.
 */
import { expect, test } from '@playwright/test';
import { company, telUrl } from '../../src/config/company';
import { locales, type Locale } from '../../src/config/locales';
import { pathOf } from '../../src/config/routes';
import { slugify } from '../../src/utils/slugify';
import { factValues } from '../../src/utils/facts';
import { formatIsoDate } from '../../src/utils/isoDate';
import { pageContent } from '../support/content';

interface AppsContent {
  products: { name: string; status: string }[];
}
interface SponsorshipsContent {
  slots: { openTitle: string };
  levels: { items: { name: string }[] };
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
function textOf(locale: Locale) {
  const apps = pageContent<AppsContent>('apps', locale);
  const sponsorships = pageContent<SponsorshipsContent>('sponsorships', locale);
  const privacy = pageContent<PrivacyContent>('privacy', locale);
  return {
    statuses: apps.products.map((p) => p.status),
    openSlot: sponsorships.slots.openTitle,
    levels: sponsorships.levels.items.map((l) => l.name),
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

// What the server sends is what these check; the page gates load every page with its scripts too.
test.use({ javaScriptEnabled: false });

for (const locale of locales) {
  const t = textOf(locale);

  test.describe(`apps, sponsorship, about and privacy pages (${locale})`, () => {
    test('apps: three cards with anchors, statuses and a 30-day trial', async ({ page }) => {
      await page.goto(pathOf('apps', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      for (const [i, slug] of slugs.entries()) {
        const card = page.locator(`#catalogue li#${slug}`);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(apps[i]);
        await expect(card).toContainText(t.statuses[i]);
        await expect(card).toContainText('30');
      }
      // The hero shows the first three apps, each linking to its card.
      const hero = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
      for (const slug of slugs) await expect(hero.locator(`a[href="#${slug}"]`)).toHaveCount(1);
      await hero.locator('a[href="#catalogue"]').click();
      await expect(page).toHaveURL(/#catalogue$/);
    });

    test('apps: one column of cards on a phone, three on a desktop', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(pathOf('apps', locale));
      const tops = async () => Promise.all(slugs.map(async (s) => (await page.locator(`#${s}`).boundingBox())!.y));
      expect(new Set(await tops()).size).toBe(1);
      await page.setViewportSize({ width: 390, height: 900 });
      const [a, b, c] = await tops();
      expect(a).toBeLessThan(b);
      expect(b).toBeLessThan(c);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });

    test('apps: the ItemList JSON-LD names the three apps', async ({ page }) => {
      await page.goto(pathOf('apps', locale));
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const lists = blocks.map((b) => JSON.parse(b)).filter((d) => d['@type'] === 'ItemList');
      expect(lists).toHaveLength(1);
      const items = lists[0].itemListElement.map((e: { item: { '@type': string; name: string; url: string } }) => e.item);
      expect(items.map((i: { name: string }) => i.name)).toEqual(apps);
      expect(items.every((i: { '@type': string }) => i['@type'] === 'SoftwareApplication')).toBe(true);
      expect(items.map((i: { url: string }) => new URL(i.url).hash)).toEqual(slugs.map((s) => `#${s}`));
    });

    test('apps: the brochure button is an e-mail with a subject', async ({ page }) => {
      await page.goto(pathOf('apps', locale));
      const mail = page.locator('#apps-cta a[href^="mailto:"]');
      await expect(mail).toHaveCount(1);
      expect(await mail.getAttribute('href')).toMatch(/\?subject=.+/);
      await expect(page.locator(`#apps-cta a[href="${telUrl}"]`)).toHaveCount(1);
      await expect(page.locator('#apps-cta a[href^="https://wa.me/"]')).toHaveCount(1);
    });

    test('sponsorships: two open slots by default and three levels', async ({ page }) => {
      await page.goto(pathOf('sponsorships', locale));
      const slots = page
        .locator('#slots')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: t.openSlot }) });
      await expect(slots).toHaveCount(2);
      await expect(page.locator('#slots')).toContainText(sponsor);
      const levels = page.locator('#levels').getByRole('heading', { level: 3 });
      await expect(levels).toHaveText(t.levels);
      await expect(page.locator('#current')).toContainText('40');
    });

    test('sponsor detail: the back link returns to the list', async ({ page }) => {
      await page.goto(pathOf('sponsorMaxoarco', locale));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(sponsor);
      await page.getByRole('link', { name: t.back, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === pathOf('sponsorships', locale));
      await expect(page.locator('#levels')).toBeVisible();
    });

    test('about: one h1 and a book-a-call link', async ({ page }) => {
      await page.goto(pathOf('about', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const book = page.getByRole('link', { name: t.bookCall });
      await expect(book.first()).toHaveAttribute('href', telUrl);
    });

    test('privacy: every section and the last-updated date', async ({ page }) => {
      await page.goto(pathOf('privacy', locale));
      await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText(t.privacySections);
      await expect(page.locator('main')).toContainText(t.updated);
      await expect(page.locator(`time[datetime="${t.updatedIso}"]`)).toHaveCount(1);
      await expect(page.locator('#retention')).toContainText('12');
      await expect(page.locator('#cookies')).toContainText('contact:lastSubmitAt');
    });

    test('legal notice: the holder from the company module, the repair guarantee and the privacy link', async ({ page }) => {
      const response = await page.goto(pathOf('legalNotice', locale));
      expect(response?.status()).toBe(200);
      const legal = t.legal;
      await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText([
        legal.holder.title,
        ...legal.sections.map((s) => s.title),
      ]);
      const holder = page.locator('#holder');
      for (const value of [company.legal.name, company.name, company.taxId, company.address.street, company.address.postalCode]) {
        await expect(holder).toContainText(value);
      }
      if (company.legal.register) await expect(holder).toContainText(company.legal.register);
      await expect(holder.locator(`a[href="mailto:${company.email}"]`)).toHaveText(company.email);
      await expect(holder.locator(`a[href="${telUrl}"]`)).toHaveText(company.phoneDisplay);
      await expect(page.locator('#guarantee')).toContainText(factValues(locale).repairGuarantee);
      await expect(page.locator('#vat')).toHaveText(company.legal.pricesIncludeVat ? legal.vat.included : legal.vat.excluded);
      const privacyLink = page.locator('#privacy').getByRole('link', { name: legal.sections.find((s) => s.id === 'privacy')!.link!.label });
      await expect(privacyLink).toHaveAttribute('href', pathOf('privacy', locale));
    });

    test('repair page: states the repair guarantee from the limits module', async ({ page }) => {
      await page.goto(pathOf('computerRepair', locale));
      await expect(page.locator('main')).toContainText(factValues(locale).repairGuarantee);
    });
  });
}

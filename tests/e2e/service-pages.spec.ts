/**
 * The generic service pages of the default build, over their built HTML (no
 * browser): each answers with its h1, sections, FAQ, the WhatsApp / tel: /
 * mailto: call to action, its formatted prices and its Service JSON-LD, in
 * both languages (`tests/support/service-page.ts`); computer repair shows its
 * highlights; every service page (landing pages too) links back to the
 * overview before its h1 — that the link sits above the hero is checked in
 * the browser once per view, in Spanish. While `offersPhoneRepair` is off the
 * phone repair and microsoldering paths are redirect stubs to the services
 * overview, which links to neither (the server's 301s for the same paths:
 * `tests/server/routes/pages.test.ts`).
 * The flag-on build is tested by `tests/e2e-flags/phone-repair.spec.ts`.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { defaultFlags } from '../../src/config/build-env';
import { locales, type Locale } from '../../src/config/locales';
import { pathOf, type RouteKey } from '../../src/config/routes';
import { enabledPages } from '../../src/plugins/site-pages';
import { buildFacts } from '../../src/plugins/site-pages/facts';
import { fillPlaceholders } from '../../src/utils/placeholders';
import { builtDocument, elementsWithText, fileOfPath, nameOf, normalText, redirectStubTarget, textOf, textsOf } from '../gates/site';
import { pageContent, shownPrice } from '../support/content';
import { message } from '../support/messages';
import { contentOf, expectServicePage } from '../support/service-page';

const genericRoutes = ['advisory', 'websites', 'computerRepair', 'dataRecovery'] as const;
const serviceRoutes: readonly RouteKey[] = [...genericRoutes, 'switchboard', 'automations', 'appDevelopment'];

/** The links named exactly like the back-to-services link on a built page. */
function backLinks(doc: Document, locale: Locale): Element[] {
  const name = normalText(message('servicePage.backToServices', locale));
  return [...doc.querySelectorAll('a')].filter((a) => nameOf(a) === name);
}

for (const route of genericRoutes) {
  for (const locale of locales) {
    test(`${route} (${locale}) shows its h1, sections, FAQ, call to action and prices`, async () => {
      expectServicePage(route, locale, await contentOf(route, locale));
    });
  }
}

test('every service page, landing or generic, links back to the services overview before its h1', () => {
  for (const route of serviceRoutes) {
    for (const locale of locales) {
      const doc = builtDocument(pathOf(route, locale));
      const links = backLinks(doc, locale);
      expect(links, `${route} (${locale}): one back link`).toHaveLength(1);
      expect(links[0].getAttribute('href'), `${route} (${locale})`).toBe(pathOf('services', locale));
      const h1 = doc.querySelector('h1')!;
      expect(
        links[0].compareDocumentPosition(h1) & h1.DOCUMENT_POSITION_FOLLOWING,
        `${route} (${locale}): link before the h1`,
      ).toBeTruthy();
    }
  }
});

test.describe('in the browser', () => {
  // The view's own styles place the link; the built HTML is what a visitor without JavaScript gets.
  test.use({ javaScriptEnabled: false });
  const pages = enabledPages(defaultFlags).filter((p) => serviceRoutes.includes(p.route));
  const onePerView = pages.filter((p, i) => pages.findIndex((q) => q.component === p.component) === i);

  test('the back link sits above the hero of each service view (es)', async ({ page }) => {
    expect(onePerView.length).toBeGreaterThan(1);
    for (const { route } of onePerView) {
      await page.goto(pathOf(route, 'es'));
      const back = page.getByRole('link', { name: message('servicePage.backToServices', 'es'), exact: true });
      const [link, h1] = await Promise.all([back.boundingBox(), page.getByRole('heading', { level: 1 }).boundingBox()]);
      expect(link!.y + link!.height, route).toBeLessThanOrEqual(h1!.y);
    }
  });
});

test('pages with prices show them in the locale format', () => {
  expect(textOf(builtDocument(pathOf('advisory', 'es')).querySelector('main')), 'advisory price (es)').toContain(
    normalText(shownPrice('advisory', 'es')),
  );
  const shown = elementsWithText(builtDocument(pathOf('websites', 'en')).body, shownPrice('wordpressSite', 'en'), { exact: true });
  expect(shown.length, 'the WordPress price on its own').toBeGreaterThan(0);
});

test('computer repair shows its service times and promises (the highlights) in both languages', () => {
  for (const locale of locales) {
    const main = builtDocument(pathOf('computerRepair', locale)).querySelector('main');
    const { highlights } = pageContent<{ highlights: string[] }>('services/computerRepair', locale);
    expect(highlights.length).toBeGreaterThanOrEqual(4);
    // Facts such as the repair guarantee come from their module through placeholders.
    for (const fact of highlights) {
      const text = fillPlaceholders(fact, buildFacts(locale));
      expect(elementsWithText(main, text).length, `${locale}: ${text}`).toBeGreaterThan(0);
    }
  }
});

test.describe('phone repair off (default build)', () => {
  const redirects: ReadonlyArray<[string, RouteKey, Locale]> = [
    [pathOf('phoneRepair', 'es'), 'services', 'es'],
    [pathOf('microsoldering', 'es'), 'services', 'es'],
    ['/services/phone-repair', 'services', 'es'],
    [pathOf('phoneRepair', 'en'), 'services', 'en'],
    [pathOf('microsoldering', 'en'), 'services', 'en'],
  ];
  for (const [from, to, locale] of redirects) {
    test(`${from} ends on the services overview (${pathOf(to, locale)})`, () => {
      const file = fileOfPath(from);
      expect(file, `a redirect stub for ${from} in the build`).toBeTruthy();
      expect(redirectStubTarget(readFileSync(file!, 'utf8')), 'where the stub sends the visitor').toBe(pathOf(to, locale));
      expect(builtDocument(pathOf(to, locale)).querySelectorAll('h1'), 'one h1 on the overview').toHaveLength(1);
    });
  }

  for (const locale of locales) {
    test(`the overview (${locale}) does not link to phone repair or microsoldering`, () => {
      const doc = builtDocument(pathOf('services', locale));
      expect(doc.querySelectorAll('h1'), 'one h1').toHaveLength(1);
      expect(textsOf(doc, `a[href="${pathOf('phoneRepair', locale)}"]`), 'phoneRepair links').toEqual([]);
      expect(textsOf(doc, `a[href="${pathOf('microsoldering', locale)}"]`), 'microsoldering links').toEqual([]);
    });
  }
});

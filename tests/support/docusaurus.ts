/**
 * Stand-ins for the Docusaurus client modules a view reads, so component
 * tests can render whole views in jsdom without a build. A test mocks each
 * module with the matching export, e.g.
 * `vi.mock('@docusaurus/Translate', () => import('../../../support/docusaurus').then((m) => m.translateModule))`,
 * and sets the page's locale in {@link docusaurusState}. What they give is
 * what the build gives: interface strings from the code (Spanish) or
 * `i18n/en/code.json`, the routes the default build registers, prices
 * formatted as the site-pages plugin formats them, the facts; `Link` is a
 * plain anchor, `Head` renders nothing, the router's location is the site's
 * root, base URLs are left as they are and the page runs in a browser.
 */
import { createElement, type ReactNode } from 'react';
import { defaultFlags } from '../../src/config/build-env';
import type { Locale } from '../../src/config/locales';
import { offerOf, priceKeys } from '../../src/config/prices';
import { enabledPages } from '../../src/plugins/site-pages';
import { buildFacts } from '../../src/plugins/site-pages/facts';
import { codeTranslate } from '../../src/utils/code-translations';
import { shownPrice } from './content';

/** The page being rendered: its locale (default Spanish). */
export const docusaurusState: { locale: Locale } = { locale: 'es' };

/** The site's origin in tests. */
export const testSiteUrl = 'https://example.test';

function translateFn({ id, message }: { id?: string; message: string }, values?: Record<string, ReactNode>): string {
  const text = codeTranslate(docusaurusState.locale)({ id: id ?? message, message });
  return text.replace(/\{(\w+)\}/g, (all, name: string) => (values && name in values ? String(values[name]) : all));
}

/** `@docusaurus/Translate`. */
export const translateModule = {
  translate: translateFn,
  default: ({ id, children, values }: { id?: string; children: string; values?: Record<string, ReactNode> }) =>
    translateFn({ id, message: children }, values),
};

/** `@docusaurus/useDocusaurusContext`. */
export const docusaurusContextModule = {
  default: () => ({
    siteConfig: { url: testSiteUrl, customFields: { flags: defaultFlags } },
    i18n: { currentLocale: docusaurusState.locale, defaultLocale: 'es', locales: ['es', 'en'] },
  }),
};

/** The site-pages plugin's global data of the default build in the current locale. */
export function sitePagesData() {
  const locale = docusaurusState.locale;
  return {
    builtRoutes: enabledPages(defaultFlags).map((p) => p.route),
    facts: buildFacts(locale),
    postDates: {},
    prices: Object.fromEntries(priceKeys.map((key) => [key, shownPrice(key, locale)])),
    offerPrices: Object.fromEntries(priceKeys.map((key) => [key, offerOf(key).price])),
    blogPosts: [],
  };
}

/** `@docusaurus/useGlobalData`. */
export const globalDataModule = {
  usePluginData: (name: string) => (name === 'site-pages' ? sitePagesData() : undefined),
  default: () => ({}),
};

/** `@docusaurus/Link`: an anchor to `to` (or `href`). */
export const linkModule = {
  default: ({ to, href, children, ...rest }: { to?: string; href?: string; children?: ReactNode; [key: string]: unknown }) =>
    createElement('a', { href: to ?? href, ...rest }, children),
};

/** `@docusaurus/Head`: nothing (head tags are checked over the built pages). */
export const headModule = { default: () => null };

/** `@site/src/components/PageLayout`: the page's own content only, without the theme's navbar and footer. */
export const pageLayoutModule = {
  default: ({ children }: { children?: ReactNode }) => createElement('div', { 'data-page': '' }, children),
};

/** `@docusaurus/router`: the location a page's JSON-LD and links read. */
export const routerModule = { useLocation: () => ({ pathname: '/', search: '', hash: '' }) };

/** `@docusaurus/useBaseUrl`: URLs as given (the site is served at the root). */
export const baseUrlModule = {
  default: (url: string) => url,
  useBaseUrlUtils: () => ({ withBaseUrl: (url: string) => url }),
};

/** `@docusaurus/useIsBrowser`: the page has hydrated. */
export const isBrowserModule = { default: () => true };

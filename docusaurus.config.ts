/**
 * Site configuration. Single sources are imported, never repeated: company
 * constants, the route map (through the site-pages plugin), redirects and the
 * build flags read from the environment at build time (decisions: "The
 * company", "Navigation", "Both readings of phone repair").
 */
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { company } from './src/config/company';
import { defaultLocale, localeInfo, locales } from './src/config/locales';
import { flagsFromEnv, siteUrlFromEnv } from './src/config/site';
import sitePagesPlugin from './src/plugins/site-pages';
import localizedRedirects from './src/plugins/localized-redirects';
import { createSitemapItems } from './src/plugins/sitemap';
import robotsPlugin from './src/plugins/robots';

/** Origin for canonical/hreflang/Open Graph/sitemap URLs; tests set it to the served origin. */
const SITE_URL = siteUrlFromEnv(process.env);
/** Feature flags: `SHOW_SPONSORSHIPS_IN_NAV=1`, `OFFERS_PHONE_REPAIR=1`. */
const FLAGS = flagsFromEnv(process.env);

const config = {
  title: company.name,
  tagline: 'Tecnología cercana en Galicia',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } },

  // Rspack and the v4 defaults, except CSS cascade layers: their polyfill
  // raises Infima's specificity above the site's own unlayered styles.
  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: false,
      siteStorageNamespacing: true,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
  },

  i18n: {
    defaultLocale,
    locales: [...locales],
    localeConfigs: {
      es: { label: localeInfo.es.name, htmlLang: localeInfo.es.htmlLang, baseUrl: '/' },
      en: { label: localeInfo.en.name, htmlLang: localeInfo.en.htmlLang, baseUrl: '/en/' },
    },
  },

  customFields: { flags: FLAGS },

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        pages: false,
        theme: { customCss: './src/css/custom.css' },
        sitemap: { createSitemapItems, lastmod: null, changefreq: null, priority: null },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    (context) => sitePagesPlugin(context, { flags: FLAGS }),
    (context) => localizedRedirects(context, { flags: FLAGS }),
    robotsPlugin,
  ],

  themeConfig: {
    image: 'img/social-card.jpg',
    colorMode: { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false },
    metadata: [{ name: 'theme-color', content: '#0f5f73' }],
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;

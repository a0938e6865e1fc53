/**
 * Site configuration. Single sources are imported, never repeated: company
 * constants, the route map (through the site-pages plugin), redirects and the
 * build flags read from the environment at build time
 * (docs/product.md §10, §14, §16).
 */
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { company } from './src/config/company';
import { blogFeedLimit, blogPostsPerPage } from './src/config/blog-urls';
import { defaultLocale, localeBaseUrl, localeInfo, locales } from './src/config/locales';
import { flagsFromEnv, loaderOnlyFromEnv, siteUrlFromEnv } from './src/config/build-env';
import sitePagesPlugin from './src/plugins/site-pages';
import localizedRedirects from './src/plugins/localized-redirects';
import { createSitemapItems } from './src/plugins/sitemap';
import robotsPlugin from './src/plugins/robots';
import pageWeightPlugin from './src/plugins/page-weight';
import shareCardsPlugin from './src/plugins/share-cards';
import paintFirstPlugin, { paintFirstTemplate } from './src/plugins/paint-first';
import devPreviewPlugin from './src/plugins/dev-preview';
import editorPlugin, { editorStaticDir } from './src/plugins/editor';
import contentRulesPlugin from './src/plugins/content-rules';
import remarkBlogCover from './src/plugins/blog-cover';
import blogCoverSizesPlugin, { coverCopiesDir } from './src/plugins/blog-cover/sizes';
import remarkTypography, { typesetBlogPosts } from './src/plugins/typography';
import brandFontPlugin from './src/plugins/brand-font';

/** Origin for canonical/hreflang/Open Graph/sitemap URLs; tests set it to the served origin. */
const SITE_URL = siteUrlFromEnv(process.env);
/** Feature flags: `SHOW_SPONSORSHIPS_IN_NAV=1`, `OFFERS_PHONE_REPAIR=1`. */
const FLAGS = flagsFromEnv(process.env);
/**
 * The locale being built: Docusaurus sets `DOCUSAURUS_CURRENT_LOCALE` before
 * loading this file for each locale (build, and `start --locale`). Only the
 * blog feeds need it: their title and description are not translatable
 * through `i18n/`.
 */
const BUILD_LOCALE = process.env.DOCUSAURUS_CURRENT_LOCALE === 'en' ? 'en' : 'es';
/** Title and description of the RSS/Atom feeds of each locale's blog. */
const BLOG_FEED = {
  es: { title: `Noticias de ${company.name}`, description: 'Consejos, novedades y proyectos de una empresa tecnológica de Galicia.' },
  en: { title: `${company.name} news`, description: 'Advice, news and projects from a technology company in Galicia.' },
} as const;

const config = {
  title: company.name,
  tagline: 'Tecnología cercana en Galicia',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: false,
  // The blog covers' sized copies and the staff editor (/admin/) are written
  // by their plugins into folders of their own; the editor is served from the
  // default locale's build only.
  staticDirectories: ['static', coverCopiesDir, ...(BUILD_LOCALE === defaultLocale ? [editorStaticDir] : [])],
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } },
  // Paint first, hydrate after: the main bundle loads once the page has
  // painted (src/plugins/paint-first). Docusaurus's base-URL banner would
  // take the not-yet-loaded bundle for a wrong base URL, so it is off.
  ssrTemplate: paintFirstTemplate,
  baseUrlIssueBanner: false,

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
      es: { label: localeInfo.es.name, htmlLang: localeInfo.es.htmlLang, baseUrl: localeBaseUrl('es') },
      en: { label: localeInfo.en.name, htmlLang: localeInfo.en.htmlLang, baseUrl: localeBaseUrl('en') },
    },
  },

  customFields: { flags: FLAGS },

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: {
          // News for visitors. Every post exists in both languages: the same
          // file name in both folders, each with its own `slug:`; the language
          // switch and hreflang pair them by file (`blogPostPairs` in
          // src/config/blog-urls.ts); `npm run i18n:check` fails on a post
          // without its English file. Staff guide: docs/publishing.md.
          // Spanish posts sit beside the English ones (`i18n/<locale>/…`), so
          // one folder pattern covers both languages in the staff editor.
          path: 'i18n/es/docusaurus-plugin-content-blog',
          routeBasePath: 'blog',
          blogTitle: 'Noticias',
          blogDescription: `Novedades de ${company.name}: consejos prácticos sobre tus datos y tus equipos, nuestras apps, la IA útil para pequeñas empresas y los proyectos que apoyamos.`,
          postsPerPage: blogPostsPerPage,
          // No sidebar and no reading time: less JavaScript, and the index
          // already lists every post.
          blogSidebarCount: 0,
          showReadingTime: false,
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          // The news list shows a post up to its first section heading (`## `)
          // or an explicit truncate marker, whichever comes first.
          truncateMarker: /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}|^(?=## )/m,
          onUntruncatedBlogPosts: 'throw',
          // Each post's cover (front matter) after its first paragraph.
          // The site's typography (src/utils/typography.ts) over every post's
          // text, title and description.
          beforeDefaultRemarkPlugins: [remarkBlogCover, [remarkTypography, { locale: BUILD_LOCALE }]],
          processBlogPosts: typesetBlogPosts(BUILD_LOCALE),
          feedOptions: {
            type: ['rss', 'atom'],
            xslt: false,
            limit: blogFeedLimit,
            ...BLOG_FEED[BUILD_LOCALE],
            copyright: `© ${new Date().getFullYear()} ${company.name}`,
          },
        },
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
    pageWeightPlugin,
    (context) => paintFirstPlugin(context, { loaderOnly: loaderOnlyFromEnv(process.env) }),
    shareCardsPlugin,
    devPreviewPlugin,
    editorPlugin,
    contentRulesPlugin,
    blogCoverSizesPlugin,
    brandFontPlugin,
  ],

  themeConfig: {
    colorMode: { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false },
    metadata: [{ name: 'theme-color', content: '#0f5f73' }],
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;

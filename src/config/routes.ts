/**
 * The route map of docs/product.md §2: every page's Spanish and English path, keyed by a
 * route key. The router plugin, the language switch, canonical and hreflang
 * links, the sitemap, the redirects and the tests all read it; no page path is
 * written anywhere else (docs/product.md §11).
 *
 * Paths are root-relative, without trailing slash except the two homes
 * (`/` and `/en/`).
 */
import { company } from './company';
import type { SiteFlags } from './build-env';
import { localeBaseUrl, localeOfPath, localePrefix, locales, withLocalePrefix, type Locale } from './locales';

/** One row of the route table. */
export interface RouteEntry {
  es: string;
  en: string;
  /** The route only exists when this flag is on (docs/product.md §14). */
  flag?: keyof SiteFlags;
}

/** The English prefix of the table's paths (`/en`), from the locale config. */
const EN = localePrefix.en;

export const routes = {
  home: { es: '/', en: `${EN}/` },
  services: { es: '/servicios', en: `${EN}/services` },
  switchboard: { es: '/servicios/centralita-virtual-ia', en: `${EN}/services/ai-virtual-switchboard` },
  automations: { es: '/servicios/automatizaciones-ia', en: `${EN}/services/ai-automations` },
  appDevelopment: { es: '/servicios/desarrollo-aplicaciones-ia', en: `${EN}/services/ai-app-development` },
  advisory: { es: '/servicios/asesoria-tecnologica-santiago', en: `${EN}/services/hardware-software-advisory` },
  websites: { es: '/servicios/paginas-web-wordpress-seo-santiago', en: `${EN}/services/static-wordpress-websites` },
  computerRepair: { es: '/servicios/reparacion-ordenadores-portatiles-santiago', en: `${EN}/services/computer-laptop-repair` },
  dataRecovery: { es: '/servicios/recuperacion-datos-santiago', en: `${EN}/services/data-recovery-drive-repair` },
  phoneRepair: { es: '/servicios/reparacion-moviles-santiago', en: `${EN}/services/phone-repair`, flag: 'offersPhoneRepair' },
  microsoldering: { es: '/servicios/microsoldadura-moviles-santiago', en: `${EN}/services/microsoldering`, flag: 'offersPhoneRepair' },
  about: { es: `/sobre-${company.slug}`, en: `${EN}/about` },
  contact: { es: '/contacto', en: `${EN}/contact` },
  // Where a contact form posted without JavaScript lands once the lead is stored (noindex).
  contactThanks: { es: '/contacto/gracias', en: `${EN}/contact/thank-you` },
  apps: { es: '/apps', en: `${EN}/apps` },
  sponsorships: { es: '/patrocinios', en: `${EN}/sponsorships` },
  sponsorMaxoarco: { es: '/patrocinios/maxoarco', en: `${EN}/sponsorships/maxoarco` },
  sponsorContact: { es: '/contacto-patrocinios', en: `${EN}/sponsor-contact` },
  privacy: { es: '/privacidad', en: `${EN}/privacy` },
  legalNotice: { es: '/aviso-legal', en: `${EN}/legal-notice` },
} as const satisfies Record<string, RouteEntry>;

/** A key of the route map. */
export type RouteKey = keyof typeof routes;

/** Every route key, in table order. */
export const routeKeys = Object.keys(routes) as RouteKey[];

/**
 * Path prefixes (without the locale prefix) of pages that exist outside the
 * route table in both languages under one slug: the blog.
 */
export const sharedSlugPrefixes: readonly string[] = ['/blog'];

/**
 * Blog tags whose address is worded in each language: the Spanish tag slug
 * (`permalink` in `i18n/es/docusaurus-plugin-content-blog/tags.yml`) → the English one (`permalink` in
 * `i18n/en/docusaurus-plugin-content-blog/tags.yml`). The blog plugin reads
 * the two files; this table tells the language switch, hreflang links and
 * the sitemap which tag pages are counterparts, and a unit test keeps it in
 * step with both files. A tag slug missing here is the same in both
 * languages.
 */
export const blogTagSlugs: Readonly<Record<string, string>> = {
  consejos: 'tips',
  datos: 'data',
  ia: 'ai',
  novedades: 'news',
  patrocinios: 'sponsorships',
  pymes: 'small-businesses',
  reparacion: 'repairs',
};

const blogTagSlugsEs: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(blogTagSlugs).map(([es, en]) => [en, es]));

/** `/blog/tags/<slug>[/…]` with the tag slug swapped from `from`'s wording to `target`'s; other paths unchanged. */
function translateBlogTag(bare: string, from: Locale, target: Locale): string {
  if (from === target) return bare;
  const m = /^\/blog\/tags\/([^/]+)(\/.*)?$/.exec(bare);
  if (!m) return bare;
  const table = target === 'en' ? blogTagSlugs : blogTagSlugsEs;
  return `/blog/tags/${table[m[1]] ?? m[1]}${m[2] ?? ''}`;
}

/** The path of a route in a locale. */
export function pathOf(key: RouteKey, locale: Locale): string {
  return routes[key][locale];
}

/** Whether a route exists in a build with these flags. */
export function routeEnabled(key: RouteKey, flags: SiteFlags): boolean {
  const entry: RouteEntry = routes[key];
  return entry.flag === undefined || flags[entry.flag];
}

/**
 * Normalises a browser pathname to the route table's form: no trailing
 * slash, except the homes; `/en` is the English home.
 */
export function normalizePath(pathname: string): string {
  const home = locales.map(localeBaseUrl).find((h) => h !== '/' && (pathname === h || pathname === h.slice(0, -1)));
  if (home) return home;
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  return pathname;
}

/** The route and locale of a path, or `undefined` when the path is not in the table. */
export function findRoute(pathname: string): { key: RouteKey; locale: Locale } | undefined {
  const path = normalizePath(pathname);
  const locale = localeOfPath(path);
  const key = routeKeys.find((k) => routes[k][locale] === path);
  return key ? { key, locale } : undefined;
}

/**
 * Where the language switch leads (docs/product.md §2): the counterpart of the current
 * page when it is a built route, the same path under the other prefix for
 * pages outside the table that exist in both languages with one slug (the
 * blog), otherwise the other language's home.
 *
 * @param isBuilt tells whether a route key is registered in this build.
 */
export function counterpartPath(pathname: string, target: Locale, isBuilt: (key: RouteKey) => boolean): string {
  const path = normalizePath(pathname);
  const found = findRoute(path);
  if (found) return isBuilt(found.key) ? pathOf(found.key, target) : pathOf('home', target);
  return sharedSlugPath(path, target) ?? pathOf('home', target);
}

/**
 * The same page in another locale for paths under {@link sharedSlugPrefixes}
 * (the prefix swap; a blog tag's slug also changes wording, {@link blogTagSlugs}),
 * or `undefined` for any other path.
 */
export function sharedSlugPath(pathname: string, target: Locale): string | undefined {
  const path = normalizePath(pathname);
  const from = localeOfPath(path);
  const bare = path.slice(localePrefix[from].length) || '/';
  if (!sharedSlugPrefixes.some((p) => bare === p || bare.startsWith(`${p}/`))) return undefined;
  return withLocalePrefix(translateBlogTag(bare, from, target), target);
}

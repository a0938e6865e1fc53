/** The route map (docs/urls.md): every page's root-relative Spanish and English path by route key; no page path is written elsewhere. */
import { company } from './company';
import type { SiteFlags } from './build-env';
import { localeBaseUrl, localeOfPath, localePrefix, locales, withLocalePrefix, type Locale } from './locales';

/** A route's two paths. */
export interface RouteEntry {
  es: string;
  en: string;
  /** The route only exists when this flag is on. */
  flag?: keyof SiteFlags;
}

const EN = localePrefix.en;

/** Paths have no trailing slash except the homes. */
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
  contactThanks: { es: '/contacto/gracias', en: `${EN}/contact/thank-you` },
  apps: { es: '/apps', en: `${EN}/apps` },
  sponsorships: { es: '/patrocinios', en: `${EN}/sponsorships` },
  sponsorMaxoarco: { es: '/patrocinios/maxoarco', en: `${EN}/sponsorships/maxoarco` },
  sponsorContact: { es: '/contacto-patrocinios', en: `${EN}/sponsor-contact` },
  privacy: { es: '/privacidad', en: `${EN}/privacy` },
  legalNotice: { es: '/aviso-legal', en: `${EN}/legal-notice` },
} as const satisfies Record<string, RouteEntry>;

/** A page's stable name in the route map. */
export type RouteKey = keyof typeof routes;

/** Every route key, in table order. */
export const routeKeys = Object.keys(routes) as RouteKey[];

/** The blog's path without locale prefix (`/blog`, `/en/blog`); its pages are outside the table, their addresses read from its sources. */
export const blogBase = '/blog';

/** The blog's list pages besides the index, without locale prefix: the archive, the tag list and the author list. */
export const blogListPaths = { archive: `${blogBase}/archive`, tags: `${blogBase}/tags`, authors: `${blogBase}/authors` } as const;

/**
 * One blog post's path in each language, e.g. `{ es: '/blog/copias-de-seguridad', en: '/en/blog/backups' }`: a post and
 * its translation are the same file name in both blog folders, each with its own `slug:`. Read from the post files by
 * `blogPostPairs` (`src/config/blog-urls.ts`); pages get them from the build (`useBlogPostPaths`).
 */
export type BlogPostPaths = Readonly<Record<Locale, string>>;

/** Blog tag slugs, Spanish → English `permalink` of the two `tags.yml` files (a test keeps them in step); missing: the same in both. */
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

function translateBlogTag(bare: string, from: Locale, target: Locale): string {
  if (from === target) return bare;
  const tags = `${blogBase}/tags/`;
  if (!bare.startsWith(tags)) return bare;
  const [tag, ...rest] = bare.slice(tags.length).split('/');
  const table = target === 'en' ? blogTagSlugs : blogTagSlugsEs;
  return [`${tags}${table[tag] ?? tag}`, ...rest].join('/');
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

/** A pathname in the table's form: no trailing slash except the homes; `/en` → `/en/`. */
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
 * Where the language switch leads: the built counterpart in the route map, the blog page's counterpart
 * ({@link blogCounterpartPath}, posts paired through `posts`), or the other language's home.
 */
export function counterpartPath(
  pathname: string,
  target: Locale,
  isBuilt: (key: RouteKey) => boolean,
  posts: readonly BlogPostPaths[] = [],
): string {
  const path = normalizePath(pathname);
  const found = findRoute(path);
  if (found) return isBuilt(found.key) ? pathOf(found.key, target) : pathOf('home', target);
  return blogCounterpartPath(path, target, posts) ?? pathOf('home', target);
}

/**
 * The same blog page in `target`'s language, or `undefined` for a path outside the blog: a post's translation from
 * `posts` (its own slug in each language), a tag page under its translated tag slug ({@link blogTagSlugs}), any other
 * blog page (index, archive, tags, authors, their pages) under the other prefix. A post missing from `posts` keeps its
 * slug under the other prefix.
 */
export function blogCounterpartPath(pathname: string, target: Locale, posts: readonly BlogPostPaths[] = []): string | undefined {
  const path = normalizePath(pathname);
  const from = localeOfPath(path);
  const bare = path.slice(localePrefix[from].length) || '/';
  if (bare !== blogBase && !bare.startsWith(`${blogBase}/`)) return undefined;
  const post = posts.find((p) => p[from] === path);
  if (post) return post[target];
  return withLocalePrefix(translateBlogTag(bare, from, target), target);
}

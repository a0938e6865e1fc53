/**
 * The redirect table (docs/urls.md, "Redirects"): hand-written entries whose
 * targets are route keys, then the redirects derived from the published-URL
 * record. Node only: the latter read the blog sources.
 */
import { blogUrls } from './blog-urls';
import { checkPublishedUrls, routeUrls, type PublishedUrl, type PublishedUrlCheck } from './url-record';
import publishedRecord from './published-urls.json';
import { routes, type RouteKey } from './routes';
import { localeBaseUrl, localePrefix, locales, type Locale } from './locales';
import type { SiteFlags } from './build-env';

/** One redirect: a root-relative source path and the route (or, for a moved page, the current path) it leads to. */
export interface Redirect {
  from: string;
  to: { route: RouteKey; locale: Locale } | { path: string; locale: Locale };
  /** Only while `offersPhoneRepair` is off. */
  whilePhoneRepairOff?: true;
}

const es = (route: RouteKey) => ({ route, locale: 'es' as const });
const en = (route: RouteKey) => ({ route, locale: 'en' as const });

/** English service slugs that old links used without the `/en` prefix. */
const englishServiceRedirects: ReadonlyArray<[string, RouteKey]> = [
  ['ai-virtual-switchboard', 'switchboard'],
  ['ai-app-development', 'appDevelopment'],
  ['computer-laptop-repair', 'computerRepair'],
  ['data-recovery-drive-repair', 'dataRecovery'],
  ['hardware-software-advisory', 'advisory'],
  ['static-wordpress-websites', 'websites'],
];

/** The hand-written redirects: old paths to route keys. */
export const redirects: readonly Redirect[] = [
  { from: '/saas', to: es('services') },
  { from: '/servicios/automatizaciones-ia-chatbots-santiago', to: es('automations') },
  { from: routes.microsoldering.es, to: es('services'), whilePhoneRepairOff: true },
  { from: routes.phoneRepair.es, to: es('services'), whilePhoneRepairOff: true },
  { from: '/about', to: es('about') },
  { from: '/contact', to: es('contact') },
  { from: '/sponsorships', to: es('sponsorships') },
  { from: '/sponsor-contact', to: es('sponsorContact') },
  { from: '/privacy', to: es('privacy') },
  { from: '/services', to: en('services') },
  ...englishServiceRedirects.flatMap(([slug, route]) => [
    { from: `/${slug}`, to: en(route) },
    { from: `/services/${slug}`, to: en(route) },
  ]),
  { from: '/ai-automations-chatbots', to: en('automations') },
  { from: '/services/ai-automations-chatbots', to: en('automations') },
  { from: `${localePrefix.en}/services/ai-automations-chatbots`, to: en('automations') },
  { from: '/services/phone-repair', to: es('services'), whilePhoneRepairOff: true },
  { from: routes.phoneRepair.en, to: en('services'), whilePhoneRepairOff: true },
  { from: routes.microsoldering.en, to: en('services'), whilePhoneRepairOff: true },
  { from: localePrefix.en, to: en('home') },
];

let publishedCheck: PublishedUrlCheck | undefined;

/** The published-URL check, computed once per process; the build and `npm test` fail on its `problems`. */
export function publishedUrlCheck(): PublishedUrlCheck {
  publishedCheck ??= checkPublishedUrls(publishedRecord as PublishedUrl[], [...routeUrls(), ...blogUrls()]);
  return publishedCheck;
}

/** Old path → current path of moved pages; a path the hand-written table redirects keeps that target. */
export function publishedRedirects(): Redirect[] {
  const hand = new Set(redirects.map((r) => r.from));
  return publishedUrlCheck()
    .redirects.filter((r) => !hand.has(r.from))
    .map((r) => ({ from: r.from, to: { path: r.to, locale: r.locale } }));
}

/** The redirects that hold in a build with these flags: the hand-written table, then the published redirects. */
export function activeRedirects(flags: SiteFlags): Redirect[] {
  return [...redirects.filter((r) => !(r.whilePhoneRepairOff && flags.offersPhoneRepair)), ...publishedRedirects()];
}

/** The root-relative path a redirect leads to. */
export function redirectTarget(r: Redirect): string {
  return 'route' in r.to ? routes[r.to.route][r.to.locale] : r.to.path;
}

/** The redirect for a request path with these flags, if any (exact match, first entry wins, trailing slash ignored except `/en`). */
export function findRedirect(pathname: string, flags: SiteFlags): Redirect | undefined {
  if (locales.some((l) => pathname === localeBaseUrl(l))) return undefined;
  const path = pathname.replace(/\/+$/, '');
  return activeRedirects(flags).find((r) => r.from === path);
}

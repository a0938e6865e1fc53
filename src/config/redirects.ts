/**
 * The complete redirect table of decisions ("Redirects — the complete
 * table"). The server answers each entry with a 301 and a root-relative
 * `Location`; the static build mirrors the entries whose target is built with
 * client redirects. Targets are route keys, so every target is a route.
 */
import { routes, type RouteKey } from './routes';
import type { Locale } from './locales';
import type { SiteFlags } from './site';

/** One redirect: a root-relative source path and the route it leads to. */
export interface Redirect {
  from: string;
  to: { route: RouteKey; locale: Locale };
  /** Only while `offersPhoneRepair` is off (decisions, note ¹). */
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
  { from: '/en/services/ai-automations-chatbots', to: en('automations') },
  { from: '/services/phone-repair', to: es('services'), whilePhoneRepairOff: true },
  { from: routes.phoneRepair.en, to: en('services'), whilePhoneRepairOff: true },
  { from: routes.microsoldering.en, to: en('services'), whilePhoneRepairOff: true },
  { from: '/en', to: en('home') },
];

/** The redirects that hold in a build with these flags. */
export function activeRedirects(flags: SiteFlags): Redirect[] {
  return redirects.filter((r) => !(r.whilePhoneRepairOff && flags.offersPhoneRepair));
}

/** The root-relative target path of a redirect. */
export function redirectTarget(r: Redirect): string {
  return routes[r.to.route][r.to.locale];
}

/** Looks up the redirect for a request path (exact match, trailing slash ignored except `/en`). */
export function findRedirect(pathname: string, flags: SiteFlags): Redirect | undefined {
  if (pathname === '/' || pathname === '/en/') return undefined;
  const path = pathname.replace(/\/+$/, '');
  return activeRedirects(flags).find((r) => r.from === path);
}

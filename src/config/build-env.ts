/**
 * Build-time settings: the site origin and the feature flags, read from the environment passed in (pure) by
 * `docusaurus.config.ts` and reaching components through `customFields`.
 */

/** Production origin used for canonical, hreflang, Open Graph and sitemap URLs. */
export const PRODUCTION_SITE_URL = 'https://bretema.tech';

/** The feature flags: the sponsorships link in header and footer; phone-repair pages served instead of redirected. */
export interface SiteFlags {
  showSponsorshipsInNav: boolean;
  offersPhoneRepair: boolean;
}

/** Both off. */
export const defaultFlags: SiteFlags = { showSponsorshipsInNav: false, offersPhoneRepair: false };

type Env = Record<string, string | undefined>;

function readBool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new Error(`${name} must be 1/0/true/false, got "${raw}"`);
}

/** Flags from `SHOW_SPONSORSHIPS_IN_NAV` and `OFFERS_PHONE_REPAIR`. @throws Error when one is not a boolean word. */
export function flagsFromEnv(env: Env): SiteFlags {
  return {
    showSponsorshipsInNav: readBool(env, 'SHOW_SPONSORSHIPS_IN_NAV', defaultFlags.showSponsorshipsInNav),
    offersPhoneRepair: readBool(env, 'OFFERS_PHONE_REPAIR', defaultFlags.offersPhoneRepair),
  };
}

/** The site origin from `SITE_URL` (no trailing slash), else production's. @throws Error when not an absolute http(s) origin. */
export function siteUrlFromEnv(env: Env): string {
  const raw = env.SITE_URL?.trim();
  if (!raw) return PRODUCTION_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as https://example.com, got "${raw}"`);
  }
  if (!/^https?:$/.test(url.protocol) || (url.pathname !== '/' && url.pathname !== '')) {
    throw new Error(`SITE_URL must be an http(s) origin without a path, got "${raw}"`);
  }
  return url.origin;
}

/**
 * `PAINT_FIRST_LOADER_ONLY`: build the benchmark's variant with the page template's loader only and Docusaurus's own client
 * entry (docs/performance.md, "Paint first, hydrate after"). Never for production. @throws Error when not a boolean word.
 */
export function loaderOnlyFromEnv(env: Env): boolean {
  return readBool(env, 'PAINT_FIRST_LOADER_ONLY', false);
}

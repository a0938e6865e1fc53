/**
 * Client redirects for the static build (docs/urls.md), one locale at a
 * time: `@docusaurus/plugin-client-redirects` writes only inside the current
 * locale's build, so this picks the redirects whose source is in that locale
 * and whose target is built; a target in the other locale becomes an
 * absolute URL on `SITE_URL`.
 */
import clientRedirects from '@docusaurus/plugin-client-redirects';
import type { PluginOptions } from '@docusaurus/plugin-client-redirects';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { localeOfPath, localePrefix, type Locale } from '../config/locales';
import { activeRedirects, publishedUrlCheck, redirectTarget, type Redirect } from '../config/redirects';
import type { SiteFlags } from '../config/build-env';
import { enabledPages } from './site-pages';

/**
 * The client redirects of one locale's build, relative to that build's base
 * URL. `/en` → `/en/` is left to the server (the English build lives there).
 */
export function clientRedirectsFor(locale: Locale, flags: SiteFlags, siteUrl: string): PluginOptions['redirects'] {
  const built = new Set(enabledPages(flags).map((p) => p.route));
  const prefix: string = localePrefix[locale];
  // A moved page's target is a current path of the route map or the blog, always built.
  const targetBuilt = (r: Redirect) => !('route' in r.to) || built.has(r.to.route);
  return activeRedirects(flags)
    .filter((r) => r.from !== prefix && localeOfPath(r.from) === locale && targetBuilt(r))
    .map((r) => {
      const target = redirectTarget(r);
      const to = r.to.locale === locale ? target.slice(prefix.length) || '/' : `${siteUrl}${target}`;
      return { from: r.from.slice(prefix.length), to };
    });
}

/** `@docusaurus/plugin-client-redirects` with this locale's redirects. @throws Error naming each published URL that would disappear. */
export default function localizedRedirects(context: LoadContext, { flags }: { flags: SiteFlags }): Plugin | null {
  const { problems } = publishedUrlCheck();
  if (problems.length > 0) throw new Error(`Published URLs would disappear (docs/urls.md):\n- ${problems.join('\n- ')}`);
  const locale = context.i18n.currentLocale as Locale;
  const pluginOptions: PluginOptions = {
    id: 'default',
    fromExtensions: [],
    toExtensions: [],
    redirects: clientRedirectsFor(locale, flags, context.siteConfig.url),
  };
  return clientRedirects(context, pluginOptions) as Plugin | null;
}

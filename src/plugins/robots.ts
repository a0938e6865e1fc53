/**
 * Writes `robots.txt` into the Spanish (root) build with absolute sitemap
 * URLs on `SITE_URL`: both locales' sitemaps are named.
 * Generated rather than static because the origin changes per build.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { defaultLocale, locales } from '../config/locales';
import { pathOf } from '../config/routes';

/** The text of robots.txt for an origin (no trailing slash). */
export function robotsTxt(siteUrl: string): string {
  const sitemaps = locales.map((l) => `Sitemap: ${siteUrl}${pathOf('home', l)}sitemap.xml`);
  return ['User-agent: *', 'Allow: /', '', ...sitemaps, ''].join('\n');
}

export default function robotsPlugin(context: LoadContext): Plugin {
  return {
    name: 'site-robots',
    async postBuild({ outDir }) {
      if (context.i18n.currentLocale !== defaultLocale) return;
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(context.siteConfig.url));
    },
  };
}

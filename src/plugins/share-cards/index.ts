/**
 * Local Docusaurus plugin that draws the share cards: after each locale's
 * build, every page whose `og:image` is a card path (`src/config/shareCard.ts`)
 * gets the card whose text its `og:image:alt` states (so the alt says exactly
 * what the card shows; an alt off the template fails the build). Cards are
 * cached in `node_modules/.cache/share-cards/` by a hash of text, template
 * and fonts.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { defaultTreeAdapter, parse, type DefaultTreeAdapterMap } from 'parse5';
import { isLocale, type Locale } from '../../config/locales';
import { shareCardDir, shareCardText, shareCardAlt, type ShareCardText } from '../../config/shareCard';
import { company } from '../../config/company';
import { renderCard } from './render';

/** An element of a page: its tag name and attributes. */
type Tag = { name: string; attrs: Map<string, string> };

/** Every element of a page, in document order, as a browser's parser reads it (attribute values with entities decoded). */
function tagsOf(html: string): Tag[] {
  const found: Tag[] = [];
  const visit = (node: DefaultTreeAdapterMap['node']): void => {
    if (defaultTreeAdapter.isElementNode(node))
      found.push({ name: node.tagName, attrs: new Map(node.attrs.map((a) => [a.name, a.value])) });
    if ('childNodes' in node) node.childNodes.forEach(visit);
  };
  visit(parse(html));
  return found;
}

const metaOf = (tags: Tag[], property: string) =>
  tags.find((t) => t.name === 'meta' && t.attrs.get('property') === property)?.attrs.get('content');

/** `content` of the `<meta property=…>` tag of a page, entities decoded. */
export function metaContent(html: string, property: string): string | undefined {
  return metaOf(tagsOf(html), property);
}

/** `<html lang>`, `og:image` (URL or site path) and `og:image:alt` (entities decoded) of a built HTML page, parsed once. */
export function readCardRef(html: string) {
  const tags = tagsOf(html);
  const lang = tags.find((t) => t.name === 'html')?.attrs.get('lang') ?? '';
  return { lang, image: metaOf(tags, 'og:image'), alt: metaOf(tags, 'og:image:alt') };
}

/**
 * The card text an alt states, for the page's locale.
 * @throws when the alt is not one the template produces.
 */
export function textFromAlt(alt: string, locale: Locale): ShareCardText {
  const brandOnly = shareCardText(company.name, locale);
  if (alt === shareCardAlt(brandOnly)) return brandOnly;
  const suffix = shareCardAlt(brandOnly).replace(company.name, '');
  // With the tagline, or without it when the title already says it.
  for (const marker of [` — ${company.name}${suffix}`, ` — ${company.name}`]) {
    if (!alt.endsWith(marker)) continue;
    const text = shareCardText(alt.slice(0, -marker.length), locale);
    if (shareCardAlt(text) === alt) return text;
  }
  throw new Error(`og:image:alt "${alt}" does not match the share-card template`);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** The built HTML file of a route path (`/servicios` → `servicios.html` or `servicios/index.html`; `/404.html` → itself). */
async function htmlFileOf(outDir: string, baseUrl: string, routePath: string): Promise<string | undefined> {
  const rel = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '');
  const clean = rel.replace(/\/+$/, '');
  // `/404.html` is a route path that names its file.
  const candidates = clean === '' ? ['index.html'] : clean.endsWith('.html') ? [clean] : [`${clean}.html`, path.join(clean, 'index.html')];
  for (const c of candidates) {
    const file = path.join(outDir, c);
    if (await exists(file)) return file;
  }
  return undefined;
}

/** Docusaurus plugin: draws every built page's share card after the build. */
export default function shareCardsPlugin(context: LoadContext): Plugin {
  const cacheDir = path.join(context.siteDir, 'node_modules', '.cache', 'share-cards');
  return {
    name: 'share-cards',

    async postBuild({ outDir, routesPaths, baseUrl }) {
      const started = Date.now();
      const require = createRequire(path.join(context.siteDir, 'package.json'));
      const templateHash = createHash('sha256');
      for (const file of [
        path.join(context.siteDir, 'src', 'plugins', 'share-cards', 'render.ts'),
        require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
        require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'),
      ]) {
        templateHash.update(await readFile(file));
      }
      const template = templateHash.digest('hex');
      await mkdir(cacheDir, { recursive: true });
      const done = new Set<string>();
      let drawn = 0;
      let fromCache = 0;
      const cardPrefix = `${baseUrl}${shareCardDir.slice(1)}/`;
      for (const routePath of new Set(routesPaths)) {
        const file = await htmlFileOf(outDir, baseUrl, routePath);
        if (!file) continue;
        const ref = readCardRef(await readFile(file, 'utf8'));
        if (!ref.image || !ref.alt) continue;
        const imagePath = new URL(ref.image, context.siteConfig.url).pathname;
        if (!imagePath.startsWith(cardPrefix) || done.has(imagePath)) continue;
        done.add(imagePath);
        const locale = isLocale(ref.lang) ? ref.lang : 'es';
        const text = textFromAlt(ref.alt, locale);
        const key = createHash('sha256').update(template).update(JSON.stringify(text)).digest('hex').slice(0, 32);
        const cached = path.join(cacheDir, `${key}.png`);
        const target = path.join(outDir, imagePath.slice(baseUrl.length));
        await mkdir(path.dirname(target), { recursive: true });
        if (await exists(cached)) {
          fromCache += 1;
        } else {
          await writeFile(cached, await renderCard(text, context.siteDir));
          drawn += 1;
        }
        await copyFile(cached, target);
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`[share-cards] ${drawn} drawn, ${fromCache} from cache (${seconds} s)`);
    },
  };
}

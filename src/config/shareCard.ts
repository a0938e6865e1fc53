/**
 * Share cards (docs/product.md §2 "Layout", §20): every page of both
 * languages has its own Open Graph image, drawn at build time from the page
 * title and the brand by `src/plugins/share-cards`. This module is the one
 * place both sides read: the head tags (file path, size, alt text) and the
 * renderer (the text it draws), so the alt text always says what the card
 * shows.
 */
import { company } from './company';
import { normalizePath } from './routes';
import type { Locale } from './locales';

/** Size of every card in pixels (the Open Graph large-image format). */
export const shareCardSize = { width: 1200, height: 630 } as const;

/** Folder of the cards inside the build, site-relative, without the base URL. */
export const shareCardDir = '/img/og';

/** The line under the title on every card, per language. */
export const shareCardTagline: Record<Locale, string> = {
  es: 'Tecnología cercana en Galicia',
  en: 'Approachable technology in Galicia',
};

/** What one card says, top to bottom. */
export interface ShareCardText {
  /** The page title (without the brand suffix of `<title>`). */
  title: string;
  brand: string;
  tagline: string;
}

/** The text of the card of a page with this title. */
export function shareCardText(title: string, locale: Locale): ShareCardText {
  return { title: title.trim() || company.name, brand: company.name, tagline: shareCardTagline[locale] };
}

/**
 * `og:image:alt` of a card: its text in reading order, e.g.
 * `"Servicios — Brétema Tech · Tecnología cercana en Galicia"`.
 */
export function shareCardAlt(text: ShareCardText): string {
  return text.title === text.brand ? `${text.brand} · ${text.tagline}` : `${text.title} — ${text.brand} · ${text.tagline}`;
}

/**
 * Site-relative path of the card of a page (`/` → `/img/og/index.png`,
 * `/en/services` → `/img/og/en--services.png`): one file per page and
 * language, named after the path so the head tags need no lookup table.
 */
export function shareCardPath(pathname: string): string {
  const path = normalizePath(pathname).replace(/^\/+|\/+$/g, '');
  const slug = path === '' ? 'index' : path.replaceAll('/', '--').replace(/[^a-zA-Z0-9._-]/g, '_');
  return `${shareCardDir}/${slug}.png`;
}

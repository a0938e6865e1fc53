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

/**
 * Where a card's text must stay, in card pixels: the centre square, as
 * tall as the card. WhatsApp and other messengers crop the card to it in
 * their link previews.
 */
export const shareCardSafeArea = {
  left: (shareCardSize.width - shareCardSize.height) / 2,
  right: (shareCardSize.width + shareCardSize.height) / 2,
} as const;

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
  /** The tagline, left out when the title already says it (the home page's title starts with it). */
  tagline?: string;
}

/** The text of the card of a page with this title. */
export function shareCardText(title: string, locale: Locale): ShareCardText {
  const shown = title.trim() || company.name;
  const tagline = shareCardTagline[locale];
  return shown.toLocaleLowerCase().includes(tagline.toLocaleLowerCase())
    ? { title: shown, brand: company.name }
    : { title: shown, brand: company.name, tagline };
}

/**
 * `og:image:alt` of a card: its text in reading order, e.g.
 * `"Servicios — Brétema Tech · Tecnología cercana en Galicia"`, or
 * `"<title> — Brétema Tech"` for a card without the tagline.
 */
export function shareCardAlt(text: ShareCardText): string {
  const tail = text.tagline ? ` · ${text.tagline}` : '';
  return text.title === text.brand ? `${text.brand}${tail}` : `${text.title} — ${text.brand}${tail}`;
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

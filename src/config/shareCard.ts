/** Share cards: one Open Graph image per page and language, drawn at build time; head tags and renderer both read this module. */
import { company } from './company';
import { normalizePath } from './routes';
import type { Locale } from './locales';

/** Size of every card in pixels (the Open Graph large-image format). */
export const shareCardSize = { width: 1200, height: 630 } as const;

/** Where a card's text must stay, in card pixels: the centre square messengers crop previews to. */
export const shareCardSafeArea = {
  left: (shareCardSize.width - shareCardSize.height) / 2,
  right: (shareCardSize.width + shareCardSize.height) / 2,
} as const;

/** Folder of the cards, site-relative, without the base URL. */
export const shareCardDir = '/img/og';

/** The line under the title on every card, per language. */
export const shareCardTagline: Record<Locale, string> = {
  es: 'Tecnología cercana en Galicia',
  en: 'Approachable technology in Galicia',
};

/** What one card says, top to bottom: the title without the brand suffix; no tagline when the title already says it. */
export interface ShareCardText {
  title: string;
  brand: string;
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

/** `og:image:alt` of a card: its text in reading order (`"<title> — <brand>[ · <tagline>]"`). */
export function shareCardAlt(text: ShareCardText): string {
  const tail = text.tagline ? ` · ${text.tagline}` : '';
  return text.title === text.brand ? `${text.brand}${tail}` : `${text.title} — ${text.brand}${tail}`;
}

/** Site-relative path of a page's card, named after the path (`/en/services` → `/img/og/en--services.png`). */
export function shareCardPath(pathname: string): string {
  const path = normalizePath(pathname).replace(/^\/+|\/+$/g, '');
  const slug = path === '' ? 'index' : path.replaceAll('/', '--').replace(/[^a-zA-Z0-9._-]/g, '_');
  return `${shareCardDir}/${slug}.png`;
}

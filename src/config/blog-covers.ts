/**
 * Blog covers: the one picture staff give a post (front matter `image`, a file under `static/img/blog/`, 1200 × 630 px, also
 * the post's share card) and the smaller copies the build makes of it for the news lists and the post page
 * (`src/plugins/blog-cover/sizes.ts`), so a phone loads a cover the width it shows. No Node or browser APIs.
 */
import { shareCardSize } from './shareCard';

/** Size of a cover as staff upload it and the share card uses it, in pixels. */
export const coverSize = shareCardSize;

/** Widths of the copies the build makes of each cover, in pixels, narrowest first; the widest is the cover's own. */
export const coverWidths = [200, 400, 800, 1200] as const;

/** Width of the copy an `<img>` falls back to where `srcset` is not understood, in pixels. */
export const coverFallbackWidth: (typeof coverWidths)[number] = 800;

/** Formats of the copies: AVIF for current browsers (a third lighter than WebP on the drawn covers), JPEG for the rest (the `<img>` fallback). */
export const coverFormats = { avif: 'image/avif', jpg: 'image/jpeg' } as const;

/** A format of {@link coverFormats}, named by its file extension. */
export type CoverFormat = keyof typeof coverFormats;

/** The folder (under the site's root) of the covers the copies are made of. */
export const coverSourceFolder = '/img/blog/';

/** The folder (under the site's root) the copies are served from. */
export const sizedCoverFolder = '/img/blog/sized/';

/** Whether a post's `image` is a cover the build makes copies of (a file directly in {@link coverSourceFolder}). */
export function hasSizedCopies(image: string): boolean {
  return image.startsWith(coverSourceFolder) && !image.slice(coverSourceFolder.length).includes('/') && /\.(jpe?g|png|webp)$/i.test(image);
}

/** The path of one copy of a cover: `/img/blog/x.jpg`, 400, `avif` → `/img/blog/sized/x-400.avif`. */
export function sizedCoverPath(image: string, width: number, format: CoverFormat): string {
  const name = image.slice(coverSourceFolder.length).replace(/\.[^.]+$/, '');
  return `${sizedCoverFolder}${name}-${width}.${format}`;
}

/** A `srcset` of every copy of a cover in one format; `url` turns a site path into the URL to write (the locale's base URL). */
export function coverSrcSet(image: string, format: CoverFormat, url: (path: string) => string = (p) => p): string {
  return coverWidths.map((w) => `${url(sizedCoverPath(image, w, format))} ${w}w`).join(', ');
}

/**
 * The `sizes` of a cover wherever it is shown, from the layouts' CSS breakpoints (CSS pixels): a news list's card (on a phone a
 * square of the cover beside the text, two cards a row from 768 px in the 1200 px container), a card of the home page's strip
 * (three a row from 997 px, beside its text from 641 to 996 px) and a post's page (the reading column).
 */
export const coverSizes = {
  list: '(max-width: 767px) calc(30vw - 0.6rem), (max-width: 1232px) calc(50vw - 2.75rem), 576px',
  strip: '(max-width: 640px) 104px, (max-width: 996px) 38vw, (max-width: 1232px) calc(33vw - 2rem), 384px',
  post: '(max-width: 996px) calc(100vw - 2.5rem), 860px',
} as const;

/**
 * Gate 5 of docs/performance.md (layout): no horizontal overflow; every image
 * has an `alt` (empty only when decorative, i.e. not the only content of a
 * link or button) and explicit `width` and `height`, so nothing shifts when
 * it loads.
 */
import type { Page } from '@playwright/test';
import { JSDOM } from 'jsdom';

/** Widths (px) checked for horizontal overflow. */
export const overflowWidths = [320, 390, 768];

/** Overflow at the current width: `null` when none, else the widths and the widest offending elements. */
export function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    // Name the widest offenders, to make the failure actionable.
    const offenders = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5)
      .filter((el) => !['fixed', 'sticky'].includes(getComputedStyle(el).position) && !el.closest('[hidden], [aria-hidden=true]'))
      .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= root.clientWidth + 0.5)
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} (right edge ${Math.round(el.getBoundingClientRect().right)} px)`,
      );
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, offenders };
  });
}

/**
 * Images under `root` without `alt`, with an empty `alt` that is a control's
 * only content, or without numeric `width`/`height`, one line each. Reads
 * the markup only: over a built file (JSDOM) or a page's live DOM.
 */
export function imageProblemsOf(root: ParentNode): string[] {
  return [...root.querySelectorAll('img')].flatMap((img) => {
    const src = img.getAttribute('src');
    const alt = img.getAttribute('alt');
    const holder = img.closest('a, button');
    const holderNamed =
      holder !== null &&
      Boolean((holder.textContent ?? '').trim() || holder.getAttribute('aria-label') || holder.getAttribute('aria-labelledby'));
    return [
      ...(alt === null ? [`${src}: no alt attribute`] : []),
      ...(alt === '' && holder !== null && !holderNamed ? [`${src}: empty alt but it is the only content of a link or button`] : []),
      ...(!/^\d+$/.test(img.getAttribute('width') ?? '') || !/^\d+$/.test(img.getAttribute('height') ?? '')
        ? [`${src}: missing explicit width/height attributes`]
        : []),
    ];
  });
}

/** {@link imageProblemsOf} the page's live DOM (once hydrated: the images React renders too). */
export async function imageProblems(page: Page): Promise<string[]> {
  return imageProblemsOf(new JSDOM(await page.content()).window.document);
}

/** Images of the page that fail to load or decode (`src: reason`), each made eager first. */
export function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const images = [...document.images];
    const results = await Promise.all(
      images.map(async (img) => {
        img.loading = 'eager';
        try {
          await img.decode();
          return img.naturalWidth > 0 ? null : `${img.currentSrc || img.src}: no pixels`;
        } catch {
          return `${img.currentSrc || img.src}: does not load or decode`;
        }
      }),
    );
    return results.filter((r): r is string => r !== null);
  });
}

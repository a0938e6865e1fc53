/**
 * Gate 5 of docs/performance.md (layout): no horizontal overflow; every image
 * has an `alt` (empty only when decorative, i.e. not the only content of a
 * link or button) and explicit `width` and `height`, so nothing shifts when
 * it loads.
 */
import type { Page } from '@playwright/test';

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

/** Images without `alt`, with an empty `alt` that is a control's only content, or without numeric `width`/`height`. */
export async function imageProblems(page: Page): Promise<string[]> {
  const images = await page.locator('img').evaluateAll((imgs) =>
    imgs.map((img) => {
      const holder = img.closest('a, button');
      const holderText = holder
        ? (holder.textContent ?? '').trim() || holder.getAttribute('aria-label') || holder.getAttribute('aria-labelledby')
        : 'n/a';
      return {
        src: img.getAttribute('src'),
        alt: img.getAttribute('alt'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        onlyContentOfControl: holder !== null && !holderText,
      };
    }),
  );
  return images.flatMap((img) => [
    ...(img.alt === null ? [`${img.src}: no alt attribute`] : []),
    ...(img.alt === '' && img.onlyContentOfControl ? [`${img.src}: empty alt but it is the only content of a link or button`] : []),
    ...(!/^\d+$/.test(img.width ?? '') || !/^\d+$/.test(img.height ?? '') ? [`${img.src}: missing explicit width/height attributes`] : []),
  ]);
}

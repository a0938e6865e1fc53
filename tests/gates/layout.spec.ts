/**
 * Gate 5 of docs/performance.md (layout): no horizontal overflow at 320, 390 and 768 px;
 * every image has an `alt` (empty only when decorative, i.e. not the only
 * content of a link or button) and explicit `width` and `height` attributes,
 * so nothing shifts when it loads.
 */
import { expect, test } from '@playwright/test';
import { openPage, pages, resize } from './pages';

const widths = [320, 390, 768];

for (const p of pages) {
  test(`layout: ${p.name}`, async ({ page }) => {
    await openPage(page, p.path, widths[0]);
    for (const width of widths) {
      await resize(page, width);
      const overflow = await page.evaluate(() => {
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
      expect.soft(overflow, `horizontal overflow at ${width} px on ${p.path}`).toBeNull();
    }
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
    const problems = images.flatMap((img) => [
      ...(img.alt === null ? [`${img.src}: no alt attribute`] : []),
      ...(img.alt === '' && img.onlyContentOfControl ? [`${img.src}: empty alt but it is the only content of a link or button`] : []),
      ...(!/^\d+$/.test(img.width ?? '') || !/^\d+$/.test(img.height ?? '')
        ? [`${img.src}: missing explicit width/height attributes`]
        : []),
    ]);
    expect.soft(problems, `images on ${p.path}`).toEqual([]);
  });
}

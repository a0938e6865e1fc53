/**
 * Gate 5 of docs/performance.md (layout): no horizontal overflow; every image
 * has an `alt` (empty only when decorative, i.e. not the only content of a
 * link or button) and explicit `width` and `height`, so nothing shifts when
 * it loads; the page's full height, for the pages with a height budget.
 */
import type { Page } from '@playwright/test';
import { JSDOM } from 'jsdom';

/** Widths (px) checked for horizontal overflow. */
export const overflowWidths = [320, 390, 768];

/**
 * Overflow at the current width: `null` when none, else the page's and the
 * viewport's widths and the widest offending elements. Counts both what
 * widens the page (a horizontal scroll bar) and what reaches past the
 * viewport's edge inside `main`, which clips its overflow (`overflow-x:
 * clip`): that content is cut off rather than scrollable. Elements inside
 * their own scrolling box (a table that scrolls) are not overflow.
 */
export function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const edge = root.clientWidth + 0.5;
    const main = document.querySelector('main');
    const clipping = main !== null && ['clip', 'hidden'].includes(getComputedStyle(main).overflowX);
    const scrollsItself = (el: Element) => {
      for (let a = el.parentElement; a && a !== main; a = a.parentElement) {
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(a).overflowX)) return true;
      }
      return false;
    };
    // Its box, or the text it lets overflow its box (a long word), reaches past the viewport's edge.
    const past = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width <= 1) return false;
      const text = el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible' ? r.left + el.scrollWidth : 0;
      return Math.max(r.right, text) > edge;
    };
    const shown = (el: Element) =>
      !['fixed', 'sticky'].includes(getComputedStyle(el).position) && !el.closest('[hidden], [aria-hidden=true], .visually-hidden');
    const pageWide = root.scrollWidth > root.clientWidth;
    const clipped = clipping ? [...main.querySelectorAll('*')].filter((el) => past(el) && shown(el) && !scrollsItself(el)) : [];
    if (!pageWide && clipped.length === 0) return null;
    // Name the widest offenders, to make the failure actionable.
    const offenders = [...(pageWide ? document.body.querySelectorAll('*') : []), ...clipped]
      .filter((el) => past(el) && shown(el))
      // The innermost: the element that is too wide, not every box around it.
      .filter((el) => ![...el.children].some((child) => past(child) && shown(child)))
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} (right edge ${Math.round(el.getBoundingClientRect().right)} px${pageWide ? '' : ', clipped by main'})`,
      );
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, offenders };
  });
}

/** The page's full height (CSS px) at the current width, once its fonts have loaded. */
export const pageHeight = (page: Page): Promise<number> =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return document.documentElement.scrollHeight;
  });

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

/**
 * Scrolling boxes in `main` a keyboard cannot reach, one line each: an
 * element whose content scrolls (a table wider than a phone, with
 * `overflow: auto`) needs to be focusable itself or to hold something
 * focusable, or keyboard users cannot scroll it (axe's
 * `scrollable-region-focusable`). Reads the layout at the current width.
 */
export function unreachableScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return [];
    const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    return [...main.querySelectorAll('*')]
      .filter((el) => {
        const style = getComputedStyle(el);
        const scrollsX = ['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
        const scrollsY = ['auto', 'scroll'].includes(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
        return (scrollsX || scrollsY) && !el.matches(focusable) && !el.querySelector(focusable);
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} scrolls (${el.scrollWidth}×${el.scrollHeight} px in ${el.clientWidth}×${el.clientHeight}) but a keyboard cannot reach it`,
      );
  });
}

/**
 * Images of the page, as the load event left them, that did not load or
 * decode (`src: reason`): the synchronous reading of {@link brokenImages}
 * for a page without scripts, where the browser loads every image, lazy
 * ones included, before the load event.
 */
export function imagesNotShown(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => !img.complete || img.naturalWidth === 0)
      .map((img) => `${img.currentSrc || img.src}: ${img.complete ? 'does not load or decode' : 'still loading after the load event'}`),
  );
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

/**
 * Headings of `main` (h1–h3, shown) whose last word stands alone on its line at the current width: the text of
 * each (`[]` when none). A heading of one or two words is never counted.
 */
export function loneLastWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lone: string[] = [];
    for (const heading of document.querySelectorAll<HTMLElement>('main h1, main h2, main h3')) {
      if (heading.getClientRects().length === 0) continue;
      const words: { node: Text; start: number; end: number }[] = [];
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of (node.textContent ?? '').matchAll(/[^\s\u00a0]+/g))
          words.push({ node: node as Text, start: m.index, end: m.index + m[0].length });
      }
      if (words.length < 3) continue;
      const top = ({ node, start, end }: (typeof words)[number]) => {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, end);
        return range.getClientRects()[0]?.top ?? 0;
      };
      const last = words[words.length - 1];
      const before = words[words.length - 2];
      // A no-break space keeps the last two words on one line: never a lone word.
      if (before.node === last.node && /^\u00a0+$/.test(last.node.data.slice(before.end, last.start))) continue;
      if (top(last) - top(before) > 4) lone.push((heading.textContent ?? '').trim());
    }
    return lone;
  });
}

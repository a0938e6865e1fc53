/**
 * Gate 1 of docs/performance.md (accessibility): axe-core with the rule sets
 * of WCAG 2.0/2.1 levels A and AA in the browser, and the rules a page's
 * content can break that its markup alone shows, read from a built file
 * (`unnamedControls`, `headingProblems`).
 */
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** The rule sets of WCAG 2.1 levels A and AA (axe tags). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page as it is now, or only on the elements matching
 * `include` (a CSS selector); one readable line per violating node (rule,
 * impact, element, summary).
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Violations only: axe then skips the details of passing and inapplicable checks. Legacy mode runs
  // `axe.run` in the page itself; the default (partial runs finished in a blank page opened for it,
  // for cross-origin frames) takes about three times as long, and the site has no frames.
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ') ?? v.help}`),
  );
}

/**
 * axe-core's source, for `context.addInitScript`: every page of the context
 * then has `window.axe` from its start, so `axeViolationsPreloaded` runs
 * without sending the 500 KB script once more per page.
 */
export const axeInitScript = { content: axe.source };

/**
 * Like `axeViolations`, in a page of a context given {@link axeInitScript}:
 * WCAG 2.0/2.1 A and AA over the elements matching `include`.
 */
export async function axeViolationsPreloaded(page: Page, include: string): Promise<string[]> {
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const results = await axe.run({ include: [include] } as never, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary })),
      }));
    },
    { include, tags: WCAG_TAGS },
  );
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target} — ${n.summary?.replace(/\s+/g, ' ') ?? v.help}`));
}

/** An element's text, white space collapsed. */
const textIn = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * Links and buttons under `root` a screen reader would announce without a
 * name, one line each (tag and the start of its markup): a control is named
 * by its text, `aria-label`, `aria-labelledby` (an element with text), the
 * `alt` of an image or the label of an SVG inside it, or its `title`.
 */
export function unnamedControls(root: Document): string[] {
  const named = (el: Element) =>
    textIn(el) !== '' ||
    (el.getAttribute('aria-label') ?? '').trim() !== '' ||
    (el.getAttribute('aria-labelledby') ?? '').split(/\s+/).some((id) => id !== '' && textIn(root.getElementById(id)) !== '') ||
    [...el.querySelectorAll('img[alt], svg[aria-label]')].some(
      (i) => (i.getAttribute('alt') ?? i.getAttribute('aria-label') ?? '').trim() !== '',
    ) ||
    (el.getAttribute('title') ?? '').trim() !== '';
  return [...root.querySelectorAll('a[href], button, [role=button], [role=link]')]
    .filter((el) => !named(el))
    .map((el) => `${el.tagName.toLowerCase()} without a name: ${el.outerHTML.slice(0, 120)}`);
}

/**
 * Headings of a document out of order or empty, one line each: each goes
 * at most one level deeper than the one before it (an h2, then an h3, never
 * an h4), and each has text (or an image with `alt`).
 */
export function headingProblems(root: Document): string[] {
  let previous = 0;
  return [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].flatMap((h) => {
    const level = Number(h.tagName[1]);
    const found = [
      ...(textIn(h) === '' && !h.querySelector('img[alt]:not([alt=""])') ? [`an empty h${level}`] : []),
      ...(previous > 0 && level > previous + 1 ? [`h${level} "${textIn(h)}" follows an h${previous}`] : []),
    ];
    previous = level;
    return found;
  });
}

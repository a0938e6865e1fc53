/**
 * Gate 1 of docs/performance.md (accessibility): axe-core with the rule sets
 * of WCAG 2.0/2.1 levels A and AA.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rule sets of WCAG 2.1 levels A and AA (axe tags). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe on the page as it is now; one readable line per violating node (rule, impact, element, summary). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Violations only: axe then skips the details of passing and inapplicable checks. Legacy mode runs
  // `axe.run` in the page itself; the default (partial runs finished in a blank page opened for it,
  // for cross-origin frames) takes about three times as long, and the site has no frames.
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ') ?? v.help}`),
  );
}

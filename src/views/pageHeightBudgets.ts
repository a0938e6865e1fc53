/**
 * The longest a page may be, in CSS pixels of full page height, by viewport
 * width: a visitor reads every page on a phone in a few screens, not twelve.
 * Every page of both sitemaps has a budget except the blog's posts and the
 * legal texts, which are as long as what they say. The browser gates
 * (`tests/gates/page-gates.spec.ts`) measure each page in both languages.
 */
import type { RouteKey } from '../config/routes';

/** Viewport width (px) → maximum page height (px). */
export type HeightBudget = Readonly<Record<390 | 1280, number>>;

/** The budget of every page that has one: about eight phone screens, five desktop ones. */
export const defaultHeightBudget: HeightBudget = { 390: 6500, 1280: 5500 };

/** A tighter desktop budget for the pages that carry the most copy: the services overview and the AI service pages. */
const tighterBudget: HeightBudget = { 390: 6500, 1280: 4500 };
const tighterPages: readonly RouteKey[] = ['services', 'switchboard', 'automations', 'appDevelopment'];

/** Pages without a height budget: the legal texts. */
export const pagesWithoutHeightBudget: readonly RouteKey[] = ['privacy', 'legalNotice'];

/**
 * The height budget of a page: `route` for a page of the route map (`undefined` for the blog's pages), `isPost` for a
 * blog post; `undefined` for a post or a legal text.
 */
export function heightBudgetOf(route: RouteKey | undefined, isPost: boolean): HeightBudget | undefined {
  if (isPost || (route && pagesWithoutHeightBudget.includes(route))) return undefined;
  return route && tighterPages.includes(route) ? tighterBudget : defaultHeightBudget;
}

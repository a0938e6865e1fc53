/**
 * The longest the services overview and the AI service pages may be, in CSS
 * pixels of full page height, by viewport width: a buyer reads them on a
 * phone and a desktop without scrolling through repeated blocks.
 * The browser gates (`tests/gates/page-gates.spec.ts`) measure them in both
 * languages.
 */
import type { RouteKey } from '../config/routes';

/** Viewport width (px) → maximum page height (px). */
export type HeightBudget = Readonly<Record<390 | 1280, number>>;

/** Height budgets of the pages that carry the most copy. */
export const pageHeightBudgets: Readonly<Partial<Record<RouteKey, HeightBudget>>> = {
  services: { 390: 8000, 1280: 4500 },
  automations: { 390: 8000, 1280: 4500 },
  appDevelopment: { 390: 8000, 1280: 4500 },
};

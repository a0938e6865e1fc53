/**
 * Shared steps of the browser gates (docs/performance.md): open a page of the test build
 * and wait until React has hydrated it, so what the gates see is what a
 * visitor gets after load (and hydration errors reach the console).
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, type Response } from '@playwright/test';
import { defaultFlags } from '../../src/config/build-env';
import { enabledPages } from '../../src/plugins/site-pages';
import { gatePages, type GatePage } from './site';
import { hydrated } from '../support/browser';

/**
 * The pages the browser gates load, read from the route map and the build
 * folder: all of them except further variants of a generated listing (see
 * `GatePage.variant`).
 */
export const pages = gatePages().filter((p) => !p.variant);

const componentOf = new Map(enabledPages(defaultFlags).map((p) => [p.route, p.component]));

/**
 * The view that renders a page: its component for a page of the route map,
 * else the classes the theme puts on `<html>` (`blog-post-page`,
 * `blog-list-page` …).
 */
function viewOf(p: GatePage): string {
  if (p.route) return `route ${componentOf.get(p.route)}`;
  return /<html[^>]*\sclass="([^"]*)"/.exec(readFileSync(p.file, 'utf8'))?.[1] ?? p.path;
}

/** The first of {@link pages} for each value of `key`. */
function firstBy(key: (p: GatePage) => string): ReadonlySet<GatePage> {
  const seen = new Map<string, GatePage>();
  for (const p of pages) if (!seen.has(key(p))) seen.set(key(p), p);
  return new Set(seen.values());
}

/**
 * The first page of each view: the checks that depend on a view's desktop
 * layout rather than on a page's copy run on these only.
 */
export const firstOfView: ReadonlySet<GatePage> = firstBy(viewOf);

/**
 * The first page of each view in each locale: the language switch, the
 * view's code, is clicked on these.
 */
export const firstOfViewInLocale: ReadonlySet<GatePage> = firstBy((p) => `${p.locale} ${viewOf(p)}`);

/**
 * The pages the full browser gates load (`page-gates.spec.ts`): every page
 * of the route map, and the first page of each other view in each locale
 * (the blog index, a post, the archive, a tag page …). A view's code, head
 * handling and layout are the same on its other pages; their content is
 * checked in the fast pass and over the files.
 */
export const viewPages: readonly GatePage[] = pages.filter((p) => p.route !== undefined || firstOfViewInLocale.has(p));

/**
 * The pages the fast browser pass loads (`every-page.spec.ts`): every page
 * of the build, listing variants included, but the {@link viewPages}, whose
 * full gates check all the fast pass does.
 */
export function fastPassPages(): GatePage[] {
  const full = new Set(viewPages.map((p) => p.path));
  return gatePages().filter((p) => !full.has(p.path));
}

/** Viewport height used with each width (a common phone, a small tablet, a laptop). */
export const viewportHeight: Record<number, number> = { 320: 640, 390: 844, 768: 1024, 1280: 800 };

/**
 * Loads a page at a width and waits for hydration (`html[data-has-hydrated=true]`).
 * @returns the navigation response.
 */
export async function openPage(page: Page, urlPath: string, width: number): Promise<Response | null> {
  await page.setViewportSize({ width, height: viewportHeight[width] ?? 900 });
  const response = await page.goto(urlPath, { waitUntil: 'load' });
  expect(response?.status(), `${urlPath} answers 200`).toBe(200);
  await hydrated(page);
  return response;
}

/** Resizes the viewport and waits two frames, so layout and resize handlers have run. */
export async function resize(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: viewportHeight[width] ?? 900 });
  // Two frames, so the new width is laid out; half a second at most, as a headless renderer now and then draws no frame.
  await page.evaluate(
    () => new Promise((resolve) => (requestAnimationFrame(() => requestAnimationFrame(resolve)), setTimeout(resolve, 500))),
  );
}

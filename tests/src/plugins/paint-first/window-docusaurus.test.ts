// @vitest-environment jsdom
/**
 * The site's `window.docusaurus` (src/plugins/paint-first/window-docusaurus.ts):
 * the first linked page in view is prefetched once, in an idle period
 * instead of the task that reports it, and no other page while that page is
 * shown (nor the page on screen), until the visitor moves to another page; preloading on hover is immediate, for every
 * link; nothing is fetched ahead on a data-saving connection.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The route table and chunk names of a three-page site; a route's chunks are `<page>-a` and `<page>-b`.
const pagePaths = ['/uno', '/dos', '/tres'];
vi.mock('@generated/routes', () => ({ default: pagePaths.map((p) => ({ path: p, exact: true, component: () => null })) }));
vi.mock('@generated/routesChunkNames', () => ({
  default: Object.fromEntries(pagePaths.map((p) => [`${p}-1a2`, { __comp: `${p.slice(1)}-a`, content: `${p.slice(1)}-b` }])),
}));
const prefetchHelper = vi.fn((url: string) => Promise.resolve(url));
vi.mock('@docusaurus/core/lib/client/prefetch', () => ({ default: (url: string) => prefetchHelper(url) }));
const preloadHelper = vi.fn((pathname: string) => Promise.resolve([pathname]));
vi.mock('@docusaurus/core/lib/client/preload', () => ({ default: (pathname: string) => preloadHelper(pathname) }));

const idle: (() => void)[] = [];
/** Runs the browser's next idle period (the oldest waiting callback). */
const nextIdlePeriod = () => idle.shift()?.();

async function freshModule() {
  vi.resetModules();
  return (await import('../../../../src/plugins/paint-first/window-docusaurus')).default;
}

beforeEach(() => {
  idle.length = 0;
  prefetchHelper.mockClear();
  preloadHelper.mockClear();
  window.requestIdleCallback = ((cb: () => void) => idle.push(cb)) as unknown as typeof window.requestIdleCallback;
  (globalThis as { __webpack_require__?: unknown }).__webpack_require__ = { gca: (chunk: string) => `/assets/js/${chunk}.js` };
  Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  delete (globalThis as { __webpack_require__?: unknown }).__webpack_require__;
});

describe('prefetching linked pages', () => {
  it('prefetches the first linked page in an idle period, not in the task that asks', async () => {
    const docusaurus = await freshModule();
    expect(docusaurus.prefetch('/uno')).toBeInstanceOf(Promise);
    expect(prefetchHelper).not.toHaveBeenCalled();

    nextIdlePeriod();
    expect(prefetchHelper.mock.calls.map(([url]) => url)).toEqual(['/assets/js/uno-a.js', '/assets/js/uno-b.js']);
    expect(idle).toHaveLength(0);
  });

  it('prefetches no page after the first of a page load, yet preloads any on hover', async () => {
    const docusaurus = await freshModule();
    expect(docusaurus.prefetch('/uno')).toBeInstanceOf(Promise);
    expect(docusaurus.prefetch('/dos')).toBe(false);
    expect(docusaurus.prefetch('/tres')).toBe(false);
    nextIdlePeriod();
    expect(idle).toHaveLength(0);
    expect(prefetchHelper.mock.calls.map(([url]) => url)).toEqual(['/assets/js/uno-a.js', '/assets/js/uno-b.js']);

    await docusaurus.preload('/dos');
    expect(preloadHelper).toHaveBeenCalledWith('/dos');
  });

  it('prefetches the first linked page again after a navigation to another page', async () => {
    const docusaurus = await freshModule();
    expect(docusaurus.prefetch('/uno')).toBeInstanceOf(Promise);
    expect(docusaurus.prefetch('/dos')).toBe(false);
    window.history.pushState(null, '', '/uno');
    expect(docusaurus.prefetch('/dos')).toBeInstanceOf(Promise);
    expect(docusaurus.prefetch('/tres')).toBe(false);
    nextIdlePeriod();
    nextIdlePeriod();
    expect(prefetchHelper.mock.calls.map(([url]) => url)).toEqual([
      '/assets/js/uno-a.js',
      '/assets/js/uno-b.js',
      '/assets/js/dos-a.js',
      '/assets/js/dos-b.js',
    ]);
  });

  it('does not spend the prefetch on the page on screen', async () => {
    window.history.replaceState(null, '', '/uno');
    const docusaurus = await freshModule();
    expect(docusaurus.prefetch('/uno')).toBe(false);
    expect(docusaurus.prefetch('/dos')).toBeInstanceOf(Promise);
    nextIdlePeriod();
    expect(prefetchHelper.mock.calls.map(([url]) => url)).toEqual(['/assets/js/dos-a.js', '/assets/js/dos-b.js']);
  });

  it('fetches a page once, however many links point to it', async () => {
    const docusaurus = await freshModule();
    expect(docusaurus.prefetch('/dos')).not.toBe(false);
    expect(docusaurus.prefetch('/dos')).toBe(false);
    nextIdlePeriod();
    expect(prefetchHelper).toHaveBeenCalledTimes(2);
  });

  it('preloads at once on hover, and then never prefetches that page', async () => {
    const docusaurus = await freshModule();
    await docusaurus.preload('/tres');
    expect(preloadHelper).toHaveBeenCalledWith('/tres');
    expect(docusaurus.prefetch('/tres')).toBe(false);
    expect(docusaurus.preload('/tres')).toBe(false);
  });

  it('fetches nothing ahead when the visitor saves data', async () => {
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true }, configurable: true });
    const docusaurus = await freshModule();
    expect(docusaurus.prefetch('/uno')).toBe(false);
    expect(docusaurus.preload('/uno')).toBe(false);
    expect(idle).toHaveLength(0);
  });
});

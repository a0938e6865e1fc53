/**
 * Docusaurus 3.10's `window.docusaurus` (same exports and rules; keep in step
 * when upgrading), aliased in place of `@docusaurus/core/lib/client/docusaurus`
 * by the `paint-first` plugin: prefetches of links in view join a queue
 * worked one page per idle period (1 s at the latest) instead of one long
 * task, and only the first {@link prefetchPageLimit} pages of each page shown;
 * preloading on hover or touch stays immediate. docs/performance.md,
 * "Paint first, hydrate after".
 */
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import { pageChunkNames } from './chunks';

/** The bundler's runtime; `gca` (added by Docusaurus's chunk-asset plugin) gives a chunk's URL by its name. */
declare const __webpack_require__: { gca: (chunkName: string) => string | undefined };

/** Longest wait for an idle period before a queued prefetch runs anyway, in milliseconds. */
const prefetchIdleTimeoutMs = 1000;

/**
 * Most pages prefetched for links in view per page shown (a page load or a
 * navigation; the page on screen never counts): each page's chunks weigh 5–18 KB gzip and Lighthouse counts
 * every byte, so with all the links in view prefetched the blog index, the
 * author pages and the posts weighed 192–208 KB against the 187 KB target
 * (docs/performance.md, "Lighthouse"). Other links still load their page on
 * hover or touch (`preload`, which Docusaurus's Link calls before navigating).
 */
const prefetchPageLimit = 1;

const fetched = new Set<string>();
const loaded = new Set<string>();
/** The page on screen (its path) and how many pages were queued for its links in view. */
let shown = { path: '', queued: 0 };

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** A 2G connection or the visitor's data saver: nothing is fetched ahead. */
function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

const canPrefetch = (routePath: string) => !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);
const canPreload = (routePath: string) => !isSlowConnection() && !loaded.has(routePath);

/** Adds the `<link rel="prefetch">` tags for every chunk of the page at `routePath`. */
function prefetchNow(routePath: string): Promise<void[]> {
  return Promise.all(
    pageChunkNames(routePath).map((name) => {
      const asset = __webpack_require__.gca(name);
      // A chunk the bundler merged into another has no file of its own.
      return asset && !asset.includes('undefined') ? prefetchHelper(asset) : Promise.resolve();
    }),
  );
}

const queue: { routePath: string; done: (result: Promise<void[]>) => void }[] = [];
let scheduled = false;

/** Runs `work` in the browser's next idle period, or after {@link prefetchIdleTimeoutMs} at the latest. */
function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: prefetchIdleTimeoutMs });
  else window.setTimeout(work, 1);
}

function drain(): void {
  const next = queue.shift();
  if (next) next.done(prefetchNow(next.routePath));
  if (queue.length > 0) whenIdle(drain);
  else scheduled = false;
}

/**
 * Queues the page's chunks for prefetching, unless it is the page on screen or
 * {@link prefetchPageLimit} pages were already queued for the page on screen:
 * `false` when nothing will be fetched, else a promise (failures swallowed).
 */
function prefetch(routePath: string): false | Promise<void[]> {
  const here = window.location.pathname;
  if (shown.path !== here) shown = { path: here, queued: 0 };
  if (routePath === here || shown.queued >= prefetchPageLimit || !canPrefetch(routePath)) return false;
  shown.queued += 1;
  fetched.add(routePath);
  const result = new Promise<void[]>((resolve) => {
    queue.push({ routePath, done: resolve });
  });
  if (!scheduled) {
    scheduled = true;
    whenIdle(drain);
  }
  return result;
}

/** Loads the page's chunks now (hover or touch): `false` when already preloaded or on a slow connection. */
function preload(routePath: string): false | Promise<void[]> {
  if (!canPreload(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
}

/** What Docusaurus mounts on `window.docusaurus`. */
const docusaurus = Object.freeze({ prefetch, preload });
export default docusaurus;

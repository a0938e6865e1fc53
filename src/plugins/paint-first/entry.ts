/**
 * The browser bundle's entry in the production build (set by the
 * `paint-first` plugin): evaluates the modules Docusaurus's entry
 * (`@docusaurus/core/lib/client/clientEntry`) imports, in the same order, a
 * few per task, starts the current page's chunks one per task, then runs
 * Docusaurus's entry, so no single task holds the whole main bundle.
 * docs/performance.md, "Paint first, hydrate after".
 */

/** Resolves in a new task (a message to this page, which is not clamped like a nested timer). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** The steps, in the order Docusaurus's entry evaluates these modules. */
const steps: readonly (() => Promise<unknown>)[] = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@generated/registry'),
  // The route table: one route object per page of the site, built at import.
  () => import(/* webpackMode: "eager" */ '@generated/routes'),
  // The page's chunks, one per task (all at once was the start's longest task);
  // Docusaurus's entry asks again, gets the same promises and reports failures.
  async () => {
    const [{ default: registry }, { pageChunkNames }] = await Promise.all([
      import(/* webpackMode: "eager" */ '@generated/registry'),
      import(/* webpackMode: "eager" */ './chunks'),
    ]);
    for (const name of pageChunkNames(window.location.pathname)) {
      registry[name]?.[0]().catch(() => undefined);
      await nextTask();
    }
  },
  () => import(/* webpackMode: "eager" */ '@generated/client-modules'),
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry'),
];

async function start(): Promise<void> {
  for (const step of steps) {
    await step();
    await nextTask();
  }
}

void start();

// The bundle runs this module for its effect; it exports nothing (`export {}` makes it a module for TypeScript).
export {};

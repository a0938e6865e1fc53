// @vitest-environment jsdom
/**
 * The production bundle's stepped entry (src/plugins/paint-first/entry.ts)
 * and the page chunk names it loads (src/plugins/paint-first/chunks.ts):
 * the current page's chunks are asked for one per task, so a page with many
 * chunks (a blog index) never adds all their `<script>` tags in one long
 * task; Docusaurus's own entry still runs last.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A blog index with two posts and a post page, each route's chunks as Docusaurus names them.
const routeChunks: Record<string, Record<string, unknown>> = {
  '/blog-3f1': { __comp: 'list-page', sidebar: 'sidebar', items: [{ content: 'post-uno' }, { content: 'post-dos' }] },
  '/blog/uno-9c2': { __comp: 'post-page', sidebar: 'sidebar', content: 'post-uno' },
};
vi.mock('@generated/routes', () => ({
  default: [
    { path: '/blog', exact: true, component: () => null },
    { path: '/blog/uno', exact: true, component: () => null },
  ],
}));
vi.mock('@generated/routesChunkNames', () => ({ default: routeChunks }));

/** Every chunk name's loader, recording the order in which they are asked for, and in which of the entry's tasks. */
const asked: { name: string; task: number }[] = [];
const askedNames = () => asked.map((a) => a.name);
let taskNumber = 0;
const allChunkNames = ['list-page', 'post-page', 'sidebar', 'post-uno', 'post-dos'];
vi.mock('@generated/registry', () => ({
  default: Object.fromEntries(
    allChunkNames.map((name) => [
      name,
      [
        () => {
          asked.push({ name, task: taskNumber });
          return Promise.resolve({});
        },
        name,
        name,
      ],
    ]),
  ),
}));
// The other steps: modules of a real build, evaluated here as empty ones
// (the client modules come from the empty stand-in of vitest.config.mts).
vi.mock('react-dom/client', () => ({}));
vi.mock('@docusaurus/core/lib/client/App', () => ({ default: () => null }));
/** Called with the number of chunks asked for so far when Docusaurus's entry is evaluated. */
const docusaurusEntry = vi.fn();

/** Tasks the entry has queued (its `MessageChannel` messages), run one at a time by {@link runTask}. */
const tasks: (() => void)[] = [];
class QueuedChannel {
  port1 = { onmessage: null as null | (() => void), close: () => undefined };
  port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
}

/** Lets every pending promise callback run (what a task ends with). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Waits for the entry to queue its next task, runs it, then its microtasks. */
async function runTask() {
  await vi.waitFor(() => expect(tasks.length).toBeGreaterThan(0));
  taskNumber += 1;
  tasks.shift()?.();
  await settle();
}

/** Runs the entry's tasks until Docusaurus's entry has been evaluated; returns the chunks asked for, grouped by the task that asked. */
async function runToDocusaurusEntry(): Promise<string[][]> {
  while (docusaurusEntry.mock.calls.length === 0) await runTask();
  const perTask = new Map<number, string[]>();
  for (const { name, task } of asked) perTask.set(task, [...(perTask.get(task) ?? []), name]);
  return [...perTask.values()];
}

async function startEntryOn(pathname: string) {
  window.history.replaceState(null, '', pathname);
  vi.resetModules();
  vi.doMock('@docusaurus/core/lib/client/clientEntry', () => {
    docusaurusEntry(asked.length);
    return {};
  });
  await import('../../../../src/plugins/paint-first/entry');
  await settle();
}

const realChannel = globalThis.MessageChannel;
beforeEach(() => {
  asked.length = 0;
  taskNumber = 0;
  tasks.length = 0;
  docusaurusEntry.mockClear();
  globalThis.MessageChannel = QueuedChannel as unknown as typeof MessageChannel;
});
afterEach(() => {
  globalThis.MessageChannel = realChannel;
});

describe('the stepped entry', () => {
  it('asks for the blog index’s chunks one per task, then runs Docusaurus’s entry after all of them', async () => {
    await startEntryOn('/blog');
    const perTask = await runToDocusaurusEntry();
    expect(perTask).toEqual([['list-page'], ['sidebar'], ['post-uno'], ['post-dos']]);
    expect(docusaurusEntry).toHaveBeenCalledTimes(1);
    expect(docusaurusEntry).toHaveBeenCalledWith(4);
  });

  it('asks only for the chunks of the page it starts on, each once', async () => {
    await startEntryOn('/blog/uno');
    await runToDocusaurusEntry();
    expect(askedNames()).toEqual(['post-page', 'sidebar', 'post-uno']);
  });

  it('asks for no chunk on a path no route matches, and still starts Docusaurus', async () => {
    await startEntryOn('/no-existe');
    await runToDocusaurusEntry();
    expect(askedNames()).toEqual([]);
    expect(docusaurusEntry).toHaveBeenCalledTimes(1);
  });
});

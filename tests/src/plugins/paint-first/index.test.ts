/**
 * The paint-first loader (src/plugins/paint-first) in a DOM: the page's
 * scripts are added only after the page has loaded and painted a frame, or
 * at once on an earlier key press or touch; in their order, once, and never
 * as render-blocking tags of the page template; and the plugin that gives
 * the production bundle its stepped entry and replaces Docusaurus modules.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { compileSSGTemplate } from '@docusaurus/core/lib/ssg/ssgTemplate';
import paintFirstPlugin, { paintFirstLoader, paintFirstTemplate } from '../../../../src/plugins/paint-first';
import { replacements, upstreamPath, utilsCommonIndex } from '../../../../src/plugins/paint-first/replacements';

const scripts = ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'];

/**
 * A page still loading, with the loader run in it; frames, timers and the
 * browser's paint reports are run by hand. `withPaintReports`: the browser
 * supports `largest-contentful-paint` entries (Chromium); without it, as
 * Safari and Firefox.
 */
function loadingPage({ withPaintReports = false } = {}) {
  const dom = new JSDOM('<!doctype html><html><head></head><body><p>Hola</p></body></html>', { runScripts: 'outside-only' });
  const w = dom.window;
  Object.defineProperty(w.document, 'readyState', { value: 'interactive', configurable: true });
  const frames: (() => void)[] = [];
  const timers: { cb: () => void; ms: number }[] = [];
  const observers: { cb: (list: unknown, o: { disconnect: () => void }) => void; type?: string; connected: boolean }[] = [];
  w.requestAnimationFrame = (cb: FrameRequestCallback) => frames.push(() => cb(0));
  w.setTimeout = ((cb: () => void, ms = 0) => timers.push({ cb, ms })) as unknown as typeof w.setTimeout;
  if (withPaintReports) {
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      entry: (typeof observers)[number];
      constructor(cb: (typeof observers)[number]['cb']) {
        this.entry = { cb, connected: true };
        observers.push(this.entry);
      }
      observe({ type }: { type: string }) {
        this.entry.type = type;
      }
      disconnect() {
        this.entry.connected = false;
      }
    }
    (w as unknown as { PerformanceObserver: unknown }).PerformanceObserver = FakeObserver;
  }
  w.eval(paintFirstLoader(scripts));
  const added = () => [...w.document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
  /** Runs the timers due after `ms` milliseconds (0: the next task). */
  const after = (ms: number) => {
    const due = timers.filter((t) => t.ms <= ms);
    timers.splice(0, timers.length, ...timers.filter((t) => t.ms > ms));
    due.forEach((t) => t.cb());
  };
  /** The browser reports the largest contentful paint to every observer of it. */
  const paintReported = () =>
    observers
      .filter((o) => o.connected && o.type === 'largest-contentful-paint')
      .forEach((o) => o.cb({}, { disconnect: () => (o.connected = false) }));
  return { w, added, frame: () => frames.splice(0).forEach((f) => f()), task: () => after(0), after, paintReported };
}

/** The last steps of every start: nothing until a frame and then a task have run; then the scripts, in order, none async. */
function expectStartAfterFrameAndTask(page: ReturnType<typeof loadingPage>) {
  page.frame();
  expect(page.added()).toEqual([]);
  page.task();
  expect(page.added()).toEqual(scripts);
  expect([...page.w.document.head.querySelectorAll('script')].every((s) => !s.async)).toBe(true);
}

describe('paint-first loader', () => {
  it('adds the scripts only once the largest paint is reported after load, then a frame and a task; in order, not async', () => {
    const page = loadingPage({ withPaintReports: true });
    page.w.dispatchEvent(new page.w.Event('load'));
    page.frame();
    page.task();
    expect(page.added()).toEqual([]);
    page.paintReported();
    expect(page.added()).toEqual([]);
    expectStartAfterFrameAndTask(page);
    page.after(3000);
    expect(page.added()).toEqual(scripts);
  });

  it('waits for an image of the first screen still loading after load (a lazy cover), then a frame and a task', () => {
    const page = loadingPage({ withPaintReports: true });
    const [inView, below] = ['/img/cover.jpg', '/img/footer.jpg'].map((src, i) => {
      const img = page.w.document.createElement('img');
      img.src = src;
      Object.defineProperty(img, 'complete', { value: false, configurable: true });
      // jsdom lays nothing out: the first image is in the first screen, the second far below it.
      const top = i === 0 ? 100 : 5000;
      img.getBoundingClientRect = () => ({ top, bottom: top + 200, left: 0, right: 300 }) as DOMRect;
      page.w.document.body.append(img);
      return img;
    });
    page.w.dispatchEvent(new page.w.Event('load'));
    page.paintReported();
    page.frame();
    page.task();
    expect(page.added()).toEqual([]);
    Object.defineProperty(inView, 'complete', { value: true });
    inView.dispatchEvent(new page.w.Event('load'));
    expectStartAfterFrameAndTask(page);
    expect(below.complete).toBe(false);
  });

  it('starts 3 seconds after load when no paint is reported (a page opened in a background tab)', () => {
    const page = loadingPage({ withPaintReports: true });
    page.w.dispatchEvent(new page.w.Event('load'));
    page.after(2999);
    expect(page.added()).toEqual([]);
    page.after(3000);
    expect(page.added()).toEqual(scripts);
  });

  it('without paint reports (Safari, Firefox): after load, a frame and a task', () => {
    const page = loadingPage();
    expect(page.added()).toEqual([]);
    page.w.dispatchEvent(new page.w.Event('load'));
    expect(page.added()).toEqual([]);
    expectStartAfterFrameAndTask(page);
  });

  it('starts at once when the visitor presses a key before the page has loaded, and only once', () => {
    const page = loadingPage();
    page.w.dispatchEvent(new page.w.KeyboardEvent('keydown', { key: 'Tab' }));
    expect(page.added()).toEqual(scripts);
    page.w.dispatchEvent(new page.w.Event('load'));
    page.frame();
    page.task();
    page.w.dispatchEvent(new page.w.Event('pointerdown'));
    expect(page.added()).toEqual(scripts);
  });

  it('cannot end its own script element', () => {
    expect(paintFirstLoader(['/a</script><b>.js'])).not.toMatch(/<\//);
  });

  it('the page, rendered as Docusaurus renders it, has the loader instead of script tags', async () => {
    const render = await compileSSGTemplate(paintFirstTemplate);
    const html = render({
      appHtml: '<main><p>Hola</p></main>',
      baseUrl: '/en/',
      htmlAttributes: 'lang="en"',
      bodyAttributes: '',
      headTags: '',
      preBodyTags: '',
      postBodyTags: '',
      metaAttributes: ['<title>T</title>'],
      scripts: ['assets/js/runtime~main.1.js', 'assets/js/main.2.js'],
      stylesheets: ['assets/css/styles.3.css'],
      noIndex: false,
      version: '3.10.2',
    });
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).not.toMatch(/rel="?(preload|modulepreload)/);
    expect(html).toContain('<link rel="stylesheet" href="/en/assets/css/styles.3.css" />');
    expect(html).toContain('<div id="__docusaurus"><main><p>Hola</p></main></div>');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toEqual([paintFirstLoader(['/en/assets/js/runtime~main.1.js', '/en/assets/js/main.2.js'])]);
  });
});

describe('paint-first plugin', () => {
  const plugin = paintFirstPlugin();
  const configureFull = (mode: 'production' | 'development', isServer: boolean) => {
    const config = { mode, entry: 'docusaurus-entry.js' };
    // Only the fields the plugin reads; the rest of a webpack config does not matter here.
    const added = (plugin.configureWebpack as (c: unknown, s: boolean) => { resolve?: { alias?: Record<string, string | false> } })(
      config,
      isServer,
    );
    return { entry: config.entry, alias: added.resolve?.alias ?? {} };
  };
  const configure = (mode: 'production' | 'development', isServer: boolean) => configureFull(mode, isServer).entry;
  const folder = path.resolve(__dirname, '../../../../src/plugins/paint-first');
  const builds = [
    ['production', false],
    ['production', true],
    ['development', false],
  ] as const;

  it.each(Object.entries(replacements))('replaces Docusaurus’s module %s in every build', (_name, { upstream, local }) => {
    const original = upstreamPath(upstream);
    // A Docusaurus upgrade that moves the module fails here, not silently in the bundle.
    expect(existsSync(`${original}.js`)).toBe(true);
    const target = local === false ? false : path.join(folder, local);
    if (target) expect(existsSync(target)).toBe(true);
    for (const [mode, isServer] of builds) {
      const { alias } = configureFull(mode, isServer);
      expect(alias[original]).toBe(target);
      expect(alias[`${original}.js`]).toBe(target);
    }
  });

  it('replaces only the index of @docusaurus/utils-common, in every build', () => {
    for (const [mode, isServer] of builds) {
      const { alias } = configureFull(mode, isServer);
      expect(alias['@docusaurus/utils-common$']).toBe(path.join(folder, utilsCommonIndex.local));
      expect(alias['@docusaurus/utils-common']).toBeUndefined();
    }
  });

  it('gives the production browser bundle the stepped entry, which ends with Docusaurus’s own', () => {
    const entry = configure('production', false);
    expect(entry).toBe(path.join(folder, 'entry.ts'));
    const steps = readFileSync(entry, 'utf8').match(/import\(\/\* webpackMode: "eager" \*\/ '([^']+)'\)/g) ?? [];
    expect(steps.length).toBeGreaterThan(2);
    expect(steps.at(-1)).toContain('@docusaurus/core/lib/client/clientEntry');
  });

  it('leaves the entry of the server bundle and the development server alone', () => {
    expect(configure('production', true)).toBe('docusaurus-entry.js');
    expect(configure('development', false)).toBe('docusaurus-entry.js');
  });

  it('with loaderOnly (the benchmark’s comparison variant), changes neither the entry nor any module', () => {
    const variant = paintFirstPlugin(undefined, { loaderOnly: true });
    for (const [mode, isServer] of builds) {
      const config = { mode, entry: 'docusaurus-entry.js' };
      const added = (variant.configureWebpack as (c: unknown, s: boolean) => object)(config, isServer);
      expect(config.entry).toBe('docusaurus-entry.js');
      expect(added).toEqual({});
    }
  });

  it('gives the shipped build and the loaderOnly variant persistent caches of their own', () => {
    // Docusaurus versions the cache by the swizzles only; a shared cache kept the other build's module resolutions.
    const cacheVersion = (options: { loaderOnly?: boolean }, mode: 'production' | 'development', isServer: boolean) => {
      const config = {
        mode,
        entry: 'docusaurus-entry.js',
        experiments: { cache: { type: 'persistent', version: 'client-production-es-3.10.2-abc' } },
      };
      (paintFirstPlugin(undefined, options).configureWebpack as (c: unknown, s: boolean) => object)(config, isServer);
      return config.experiments.cache.version;
    };
    for (const [mode, isServer] of builds) {
      const shipped = cacheVersion({}, mode, isServer);
      expect(shipped).toMatch(/^client-production-es-3\.10\.2-abc-paint-first-[0-9a-f]{8}$/);
      expect(cacheVersion({}, mode, isServer)).toBe(shipped);
      expect(cacheVersion({ loaderOnly: true }, mode, isServer)).not.toBe(shipped);
    }
    const noCache = { mode: 'production', entry: 'docusaurus-entry.js' };
    (plugin.configureWebpack as (c: unknown, s: boolean) => object)(noCache, false);
    expect(Object.keys(noCache)).toEqual(['mode', 'entry']);
  });
});

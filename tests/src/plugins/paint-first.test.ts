/**
 * The paint-first loader (src/plugins/paint-first.ts) in a DOM: the page's
 * scripts are added only after the page has loaded and painted a frame, or
 * at once on an earlier key press or touch; in their order, once, and never
 * as render-blocking tags of the page template; and the plugin that gives
 * the production bundle its stepped entry.
 */
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { compileSSGTemplate } from '@docusaurus/core/lib/ssg/ssgTemplate';
import paintFirstPlugin, { paintFirstLoader, paintFirstTemplate } from '../../../src/plugins/paint-first';

const scripts = ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'];

/** A page still loading, with the loader run in it; frames and tasks are run by hand. */
function loadingPage() {
  const dom = new JSDOM('<!doctype html><html><head></head><body><p>Hola</p></body></html>', { runScripts: 'outside-only' });
  const w = dom.window;
  Object.defineProperty(w.document, 'readyState', { value: 'interactive', configurable: true });
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  w.requestAnimationFrame = (cb: FrameRequestCallback) => frames.push(() => cb(0));
  w.setTimeout = ((cb: () => void) => tasks.push(cb)) as unknown as typeof w.setTimeout;
  w.eval(paintFirstLoader(scripts));
  const added = () => [...w.document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
  const run = (queue: (() => void)[]) => queue.splice(0).forEach((f) => f());
  return { w, added, frame: () => run(frames), task: () => run(tasks) };
}

describe('paint-first loader', () => {
  it('adds the scripts only after load, a frame and a task, in order and not async', () => {
    const page = loadingPage();
    expect(page.added()).toEqual([]);
    page.w.dispatchEvent(new page.w.Event('load'));
    expect(page.added()).toEqual([]);
    page.frame();
    expect(page.added()).toEqual([]);
    page.task();
    expect(page.added()).toEqual(scripts);
    expect([...page.w.document.head.querySelectorAll('script')].every((s) => !s.async)).toBe(true);
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
  const configure = (mode: 'production' | 'development', isServer: boolean) => {
    const config = { mode, entry: 'docusaurus-entry.js' };
    // Only the fields the plugin reads; the rest of a webpack config does not matter here.
    (plugin.configureWebpack as (c: unknown, s: boolean) => unknown)(config, isServer);
    return config.entry;
  };

  it('gives the production browser bundle the stepped entry, which ends with Docusaurus’s own', () => {
    const entry = configure('production', false);
    expect(entry).toMatch(/paint-first-entry\.ts$/);
    const steps = readFileSync(entry, 'utf8').match(/import\(\/\* webpackMode: "eager" \*\/ '([^']+)'\)/g) ?? [];
    expect(steps.length).toBeGreaterThan(2);
    expect(steps.at(-1)).toContain('@docusaurus/core/lib/client/clientEntry');
  });

  it('leaves the server bundle and the development server alone', () => {
    expect(configure('production', true)).toBe('docusaurus-entry.js');
    expect(configure('development', false)).toBe('docusaurus-entry.js');
  });
});

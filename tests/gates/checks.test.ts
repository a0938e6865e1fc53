/**
 * The gates' own logic, without a build: the external-link rules
 * (docs/performance.md), the file ↔ URL mapping, redirect-stub detection, the
 * budget verdicts, the accessibility rules read from the markup and the CSS
 * pruning of the page-weight plugin. A gate that
 * cannot fail is no gate: these cases show each rejects what it must.
 */
import { describe, expect, it } from 'vitest';
import { headingProblems, unnamedControls } from './a11y';
import { budgets, overBudget, type PageBudget } from './budgets';
import { externalUrlProblem, srcsetUrls } from './links';
import { isRedirectStub, parseHtml, pathOfFile, redirectStubTarget } from './site';
import { pathOf } from '../../src/config/routes';
import { pruneStylesheet } from '../../src/plugins/page-weight';
import { mailtoUrl, mapUrl, telUrl, whatsappLink } from '../../src/config/company';

describe('external links', () => {
  it.each([
    telUrl,
    mailtoUrl(),
    mailtoUrl('Consulta'),
    `${mailtoUrl('Consulta')}&body=${encodeURIComponent('Hola, ¿podéis llamarme?')}`,
    whatsappLink(),
    whatsappLink('Hola, quería información'),
    'https://wa.me/34600000000?text=Hola%2C%20qu%C3%A9%20tal',
    mapUrl,
  ])('accepts the company link %s', (url) => {
    expect(externalUrlProblem(url)).toBeUndefined();
  });

  it.each([
    ['tel:981 000 000', /tel:/],
    ['tel:+34-981', /tel:/],
    ['mailto:hola@', /not a valid e-mail/],
    ['mailto:hola@bretema.tech?subject=Hola mundo', /percent-encoded/],
    ['mailto:hola@bretema.tech?foo=1', /unknown header/],
    ['https://wa.me/+34600000000', /digits only/],
    ['https://wa.me/34600000000?phone=1', /only carry \?text=/],
    ['https://api.whatsapp.com/send?phone=34600000000', /not allowed/],
    ['https://fonts.googleapis.com/css', /not allowed/],
    ['http://wa.me/34600000000', /not allowed/],
    ['https://www.openstreetmap.org/export/embed.html?bbox=-8.55,42.87,-8.54,42.88', /not allowed/],
    [`${mapUrl}&layers=T`, /not allowed/],
  ])('rejects %s', (url, reason) => {
    expect(externalUrlProblem(url)).toMatch(reason);
  });

  it('reads every URL of a srcset', () => {
    expect(srcsetUrls('/img/a.webp 1x, /img/a@2x.webp 2x')).toEqual(['/img/a.webp', '/img/a@2x.webp']);
    expect(srcsetUrls('/img/a-400.avif 400w,/img/a-800.avif 800w')).toEqual(['/img/a-400.avif', '/img/a-800.avif']);
  });
});

describe('build files', () => {
  it.each([
    ['index.html', '/'],
    ['en/index.html', '/en/'],
    ['servicios.html', pathOf('services', 'es')],
    ['en/services/ai-automations.html', pathOf('automations', 'en')],
    ['contact/index.html', '/contact'],
    ['blog/tags/ia.html', '/blog/tags/ia'],
  ])('%s answers %s', (file, urlPath) => {
    expect(pathOfFile(file)).toBe(urlPath);
  });

  it('tells client-redirect stubs from pages', () => {
    const stub =
      '<!DOCTYPE html>\n<html>\n  <head>\n    <meta charset="UTF-8">\n    <meta http-equiv="refresh" content="0; url=/contacto">';
    expect(isRedirectStub(stub)).toBe(true);
    expect(redirectStubTarget(stub)).toBe(pathOf('contact', 'es'));
    expect(isRedirectStub('<!doctype html><html lang=es><head><meta charset=UTF-8>')).toBe(false);
  });
});

describe('accessibility in the markup', () => {
  const doc = (body: string) => parseHtml(`<!doctype html><html lang="es"><body>${body}</body></html>`);

  it('accepts links and buttons named by their text, aria-label, aria-labelledby, an image alt or an SVG label', () => {
    const page = doc(
      '<a href="/a">Inicio</a><button aria-label="Menú"></button><span id="n">Cerrar</span><button aria-labelledby="n"></button>' +
        '<a href="/b"><img src="/x.png" alt="Logo"></a><a href="/c"><svg aria-label="Teléfono"></svg></a>',
    );
    expect(unnamedControls(page)).toEqual([]);
  });

  it('names a link with only a decorative image and an empty button', () => {
    const page = doc('<a href="/a"><img src="/x.png" alt=""></a><button> </button><a>no href, not a link</a>');
    expect(unnamedControls(page)).toEqual([expect.stringMatching(/^a without a name/), expect.stringMatching(/^button without a name/)]);
  });

  it('accepts headings one level deeper at a time, and back up by any number', () => {
    expect(headingProblems(doc('<h1>A</h1><h2>B</h2><h3>C</h3><h2>D</h2><h3>E</h3><h4>F</h4><h2>G</h2>'))).toEqual([]);
  });

  it('names a skipped level and an empty heading', () => {
    expect(headingProblems(doc('<h1>A</h1><h2>B</h2><h4>C</h4><h2> </h2>'))).toEqual(['h4 "C" follows an h2', 'an empty h2']);
  });
});

describe('budgets', () => {
  const row = (over: Partial<PageBudget>): PageBudget => ({
    page: 'home (es)',
    jsRaw: 0,
    js: 100_000,
    cssRaw: 0,
    css: 15_000,
    htmlRaw: 0,
    html: 8_000,
    'img-above-fold': 0,
    'preloaded-fonts': 0,
    files: { js: [], css: [], img: [] },
    ...over,
  });

  it('passes a page within every budget', () => {
    expect(overBudget(row({}))).toEqual([]);
  });

  it('names the page, the kind, its bytes and the budget when over', () => {
    expect(overBudget(row({ js: budgets.js + 1, 'preloaded-fonts': 3 }))).toEqual([
      { page: 'home (es)', kind: 'js', value: budgets.js + 1, budget: budgets.js },
      { page: 'home (es)', kind: 'preloaded-fonts', value: 3, budget: 2 },
    ]);
  });
});

describe('CSS pruning (page-weight plugin)', () => {
  const html = {
    extension: 'html',
    raw: '<html data-theme="light"><div class="row"><a class="button button--primary">x</a><div class="col col--4">y</div></div></html>',
  };
  const prune = (css: string, js = '') => pruneStylesheet(css, [html, { extension: 'js', raw: js }]);

  it('keeps rules whose classes occur in the pages, drops the others and media blocks left empty', async () => {
    const css =
      '.row{display:flex}.col--4{a:1}.navbar__item{b:2}.row>.col:not(.navbar){c:3}@media (min-width:997px){.navbar{d:4}}@media print{.col{e:5}}';
    expect(await prune(css)).toBe('.row{display:flex}.col--4{a:1}.row>.col:not(.navbar){c:3}@media print{.col{e:5}}');
  });

  it('keeps the focus ring and pseudo-class compounds of used classes; drops dark-theme rules', async () => {
    const css =
      'html[data-theme=dark],.navbar--dark{--a:1}:focus-visible{outline:3px solid}:where(.button--primary):not(.button--outline):hover{b:2}:where(.button--danger):hover{c:3}';
    expect(await prune(css)).toBe(':focus-visible{outline:3px solid}:where(.button--primary):not(.button--outline):hover{b:2}');
  });

  it('keeps hydration-dependent rules before the page has hydrated', async () => {
    expect(await prune('html[data-has-hydrated=true] .row{a:1}html[data-unknown=x] .row{b:2}')).toBe(
      'html[data-has-hydrated=true] .row{a:1}',
    );
  });

  it('drops custom properties nothing reads, keeping chains, names a script uses and data URLs intact', async () => {
    const css =
      ':root{--used:var(--base);--base:1px;--unused:2px;--from-js:3px;--icon:url("data:image/svg+xml;charset=utf-8,a;b")}.row{margin:var(--used);background:var(--icon)}';
    expect(await prune(css, 'getPropertyValue("--from-js")')).toBe(
      ':root{--used:var(--base);--base:1px;--from-js:3px;--icon:url("data:image/svg+xml;charset=utf-8,a;b")}.row{margin:var(--used);background:var(--icon)}',
    );
  });
});

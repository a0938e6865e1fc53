/**
 * The keyboard focus ring stays visible (WCAG contrast 3:1 or more) on every
 * surface it can appear on. Colours are read from the stylesheets that own
 * them: the custom properties of `src/css/custom.css` and every `background`
 * declared in `src/**\/*.css`. A dark surface (`var(--site-dark)`) must switch
 * the ring to its on-dark colour; translucent backgrounds are laid over both
 * the page and the dark surface.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
const srcDir = path.join(root, 'src');
const customCss = readFileSync(path.join(srcDir, 'css/custom.css'), 'utf8');

type Rgb = [number, number, number];
type Rgba = [number, number, number, number];

/** Rule blocks of a stylesheet (comments removed): selector and body, nested at-rules flattened. */
function rules(css: string): { selector: string; body: string }[] {
  const clean = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...clean.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({ selector: m[1].trim(), body: m[2] }));
}

const cssFiles = (readdirSync(srcDir, { recursive: true }) as string[]).filter((f) => f.endsWith('.css')).map((f) => path.join(srcDir, f));

const declarations = (body: string) => [...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()] as const);

/**
 * Custom properties: those of `:root` in custom.css, then those a component
 * stylesheet declares for itself (`--form-error-soft`), first one kept.
 */
const rootVars = new Map(
  rules(customCss)
    .filter((r) => r.selector === ':root')
    .flatMap((r) => declarations(r.body)),
);
for (const file of cssFiles) {
  for (const { body } of rules(readFileSync(file, 'utf8'))) {
    for (const [name, value] of declarations(body)) if (!rootVars.has(name)) rootVars.set(name, value);
  }
}

/** A value with every `var(--x)` replaced by its `:root` value, recursively. */
function resolve(value: string): string {
  const out = value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => {
    const v = rootVars.get(name);
    if (v === undefined) throw new Error(`${name} is not declared in the stylesheets`);
    return resolve(v);
  });
  return out;
}

/** The colours written in a CSS value: hex and `rgb()`/`rgba()` (space or comma syntax), with alpha. */
function colours(value: string): Rgba[] {
  const found: Rgba[] = [];
  for (const m of value.matchAll(/#([0-9a-f]{6}|[0-9a-f]{3})\b|rgba?\(([^)]*)\)/gi)) {
    if (m[1]) {
      const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
      found.push([0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)).concat(1) as Rgba);
    } else {
      const parts = m[2].split(/[\s,/]+/).filter(Boolean);
      const alpha = parts[3] === undefined ? 1 : parts[3].endsWith('%') ? parseFloat(parts[3]) / 100 : parseFloat(parts[3]);
      found.push([Number(parts[0]), Number(parts[1]), Number(parts[2]), alpha]);
    }
  }
  return found;
}

function solid(value: string): Rgb {
  const [c] = colours(resolve(value));
  if (!c || c[3] !== 1) throw new Error(`not an opaque colour: ${value}`);
  return [c[0], c[1], c[2]];
}

/** `top` laid over the opaque `under`. */
const over = ([r, g, b, a]: Rgba, under: Rgb): Rgb => [r * a + under[0] * (1 - a), g * a + under[1] * (1 - a), b * a + under[2] * (1 - a)];

/** WCAG 2 relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2 contrast ratio of two colours. */
function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Every `background`/`background-color` of the site's stylesheets, with where it is declared. */
const backgrounds = cssFiles.flatMap((file) =>
  rules(readFileSync(file, 'utf8')).flatMap(({ selector, body }) =>
    [...body.matchAll(/(?<![\w-])background(?:-color)?\s*:\s*([^;]+);/g)].map((m) => ({
      where: `${path.relative(root, file)} ${selector}`,
      value: m[1],
      body,
    })),
  ),
);

const page = solid('var(--ifm-background-color)');
const darkSurface = solid('var(--site-dark)');
const ring = solid('var(--site-focus-ring)');
const ringOnDark = solid('var(--site-focus-ring-on-dark)');
/** A surface darker than this takes the on-dark ring (the dark surface sits far below, the light ones far above). */
const darkLuminance = 0.18;

describe('focus ring contrast', () => {
  it('the ring is drawn with the ring colour, 2px or more outside the element (never on a button’s own fill)', () => {
    const focus = rules(customCss).find((r) => r.selector === ':focus-visible');
    expect(focus?.body).toMatch(/outline:\s*\d+px solid var\(--site-focus-ring\)/);
    expect(Number(/outline-offset:\s*(\d+)px/.exec(focus!.body)?.[1])).toBeGreaterThanOrEqual(2);
  });

  it('every dark surface switches to the on-dark ring', () => {
    const dark = backgrounds.filter((b) => b.value.includes('var(--site-dark)'));
    expect(dark.length).toBeGreaterThan(0);
    for (const b of dark) expect(b.body, b.where).toMatch(/--site-focus-ring\s*:\s*var\(--site-focus-ring-on-dark\)/);
  });

  it('has 3:1 or more against the page, the dark surface and every background colour of the stylesheets', () => {
    const surfaces = [
      { where: 'page (--ifm-background-color)', colour: page },
      { where: 'dark surface (--site-dark)', colour: darkSurface },
      ...backgrounds.flatMap((b) =>
        colours(resolve(b.value)).flatMap((c) =>
          c[3] === 1
            ? [{ where: b.where, colour: [c[0], c[1], c[2]] as Rgb }]
            : [
                { where: `${b.where} over the page`, colour: over(c, page) },
                { where: `${b.where} over the dark surface`, colour: over(c, darkSurface) },
              ],
        ),
      ),
    ];
    const failures = surfaces
      .map(({ where, colour }) => {
        const used = luminance(colour) < darkLuminance ? ringOnDark : ring;
        return { where, ratio: contrast(used, colour) };
      })
      .filter(({ ratio }) => ratio < 3)
      .map(({ where, ratio }) => `${where}: ${ratio.toFixed(2)}:1`);
    expect(failures).toEqual([]);
  });
});

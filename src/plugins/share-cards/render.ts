/**
 * Draws one 1200 × 630 PNG share card: title on the brand teal, mark and
 * name above, tagline below, all within `shareCardSafeArea` (where messengers
 * crop). Satori lays it out with the self-hosted Inter fonts, resvg
 * rasterises it.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';
import { shareCardSafeArea, shareCardSize, type ShareCardText } from '../../config/shareCard';

/** A satori element without JSX (this module runs in Node at build time). */
interface Node {
  type: string;
  props: Record<string, unknown> & { children?: Node | string | (Node | string)[] };
}

function h(type: string, style: Record<string, unknown>, ...children: (Node | string)[]): Node {
  return { type, props: { style, children } };
}

const teal = '#0b3440';
const mist = '#e3eff2';
const accent = '#f2a541';

/** An inline SVG as an image element of `width` × `height` pixels. */
function svgImage(svg: string, width: number, height: number, style?: Record<string, unknown>): Node {
  return { type: 'img', props: { src: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, width, height, style } };
}

/** Three mist lines, as in the logo, drawn as an inline SVG image. */
function mark(size: number): Node {
  const line = (y: number, stroke: string, opacity = 1) =>
    `<path d="M10 ${y}c4.5-3 9-3 13.5 0s9 3 14.5 0" fill="none" stroke="${stroke}" stroke-width="3.2" stroke-linecap="round" opacity="${opacity}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="#0f5f73"/>${line(17, accent)}${line(25, mist)}${line(33, mist, 0.7)}</svg>`;
  return svgImage(svg, size, size);
}

/** Wide mist waves in the lower right corner, decoration only. */
function waves(): Node {
  const paths = [0, 1, 2, 3]
    .map(
      (i) =>
        `<path d="M0 ${60 + i * 46}c120-60 240-60 360 0s240 60 360 0" fill="none" stroke="${mist}" stroke-width="10" stroke-linecap="round" opacity="${0.16 - i * 0.03}"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 720 240">${paths}</svg>`;
  return svgImage(svg, 720, 240, { position: 'absolute', right: -40, bottom: 10 });
}

/** Title size in pixels: long titles step down so they fit the centre square in at most five lines. */
function titleSize(title: string): number {
  if (title.length <= 24) return 64;
  if (title.length <= 48) return 54;
  if (title.length <= 72) return 46;
  return 40;
}

/** Side margin inside the centre square, pixels. */
const inset = 36;

/** The card's element tree. */
export function cardTree(text: ShareCardText): Node {
  const column = shareCardSafeArea.right - shareCardSafeArea.left;
  const content: Node[] = [
    // The brand's name beside the mark, unless the title is the name itself.
    text.title === text.brand
      ? h('div', { display: 'flex' }, mark(56))
      : h(
          'div',
          { display: 'flex', alignItems: 'center', gap: 16 },
          mark(56),
          h('div', { fontSize: 32, fontWeight: 700, color: mist }, text.brand),
        ),
    h(
      'div',
      { display: 'flex', flexGrow: 1, alignItems: 'center', justifyContent: 'center', width: '100%' },
      h(
        'div',
        { display: 'flex', fontSize: titleSize(text.title), fontWeight: 700, lineHeight: 1.12, letterSpacing: -1, textAlign: 'center' },
        text.title,
      ),
    ),
  ];
  if (text.tagline) {
    content.push(
      h(
        'div',
        { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 14, fontSize: 28, color: mist, textAlign: 'center' },
        h('div', { width: 48, height: 6, borderRadius: 3, backgroundColor: accent }),
        text.tagline,
      ),
    );
  }
  return h(
    'div',
    {
      width: shareCardSize.width,
      height: shareCardSize.height,
      display: 'flex',
      justifyContent: 'center',
      backgroundColor: teal,
      color: '#ffffff',
      fontFamily: 'Inter',
      position: 'relative',
    },
    // Drawn first, so the text paints over it.
    waves(),
    h(
      'div',
      {
        width: column,
        height: shareCardSize.height,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        // Satori sizes boxes without the padding, so the box is shrunk by it.
        padding: `56px ${inset}px`,
        boxSizing: 'border-box',
      },
      ...content,
    ),
  );
}

type Fonts = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[];
let fonts: Promise<Fonts> | undefined;

/** Inter 400 and 700, Latin subset, as WOFF (satori does not read WOFF2). */
function loadFonts(siteDir: string): Promise<Fonts> {
  const require = createRequire(path.join(siteDir, 'package.json'));
  const file = (weight: number) => require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
  fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({ name: 'Inter', data: await readFile(file(weight)), weight, style: 'normal' as const })),
  );
  return fonts;
}

/** The SVG of one card (text as paths); `siteDir`'s `node_modules` holds the fonts. */
export async function cardSvg(text: ShareCardText, siteDir: string): Promise<string> {
  return satori(cardTree(text) as unknown as Parameters<typeof satori>[0], { ...shareCardSize, fonts: await loadFonts(siteDir) });
}

/** The PNG of one card. @throws when satori or resvg fail (a font missing, an invalid tree). */
export async function renderCard(text: ShareCardText, siteDir: string): Promise<Buffer> {
  const svg = await cardSvg(text, siteDir);
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: shareCardSize.width } }).render().asPng();
  return Buffer.from(png);
}

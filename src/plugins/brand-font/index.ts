/**
 * The headings' brand face: Inter Bold cut at build time to the characters Spanish and English headings use, embedded in the
 * site's stylesheet as a `data:` URL (no request, no face change after first paint). Why: docs/performance.md, "Brand font".
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import subsetFont from 'subset-font';

/** CSS family name of the embedded face; `src/css/custom.css` puts it first in `--ifm-heading-font-family`. */
export const brandFontFamily = 'Brand Headings';

/** Characters the embedded face carries; any other heading character is drawn by the fallback face. */
export const brandFontCharacters =
  Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('') + 'ÁÉÍÓÚÜÑáéíóúüñ¿¡«»ºª·–—‘’“”…€';

/** Largest accepted embedded face, bytes of WOFF2: the build stops above it (the stylesheet is on every page's critical path). */
export const brandFontMaxBytes = 8_000;

/** The `@font-face` rules: the embedded subset, and a local Arial face scaled to Inter's metrics for everything else. */
export function brandFontCss(woff2: Uint8Array): string {
  const base64 = Buffer.from(woff2).toString('base64');
  return `@font-face {
  font-family: '${brandFontFamily}';
  font-style: normal;
  font-weight: 700;
  font-display: optional;
  src: url(data:font/woff2;base64,${base64}) format('woff2');
}

@font-face {
  font-family: '${brandFontFamily} Fallback';
  font-style: normal;
  font-weight: 700;
  src: local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('LiberationSans-Bold'), local('Helvetica Bold');
  size-adjust: 107.1%;
  ascent-override: 90.4%;
  descent-override: 22.5%;
  line-gap-override: 0%;
}
`;
}

/**
 * Cuts Inter Bold (from `@fontsource/inter`, resolved from `siteDir`) to {@link brandFontCharacters}.
 * @returns WOFF2 bytes.
 * @throws when the result exceeds {@link brandFontMaxBytes}.
 */
export async function brandFontSubset(siteDir: string): Promise<Uint8Array> {
  const require = createRequire(path.join(siteDir, 'package.json'));
  const source = await readFile(require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff2'));
  // No alternates, ligatures or kerning (GSUB, GPOS, GDEF): 6.5 KB instead of 24, and every byte delays the stylesheet.
  const woff2 = await subsetFont(source, brandFontCharacters, {
    targetFormat: 'woff2',
    noLayoutClosure: true,
    dropTables: ['GPOS', 'GSUB', 'GDEF'],
  });
  if (woff2.length > brandFontMaxBytes) {
    throw new Error(
      `brand-font: the heading face is ${woff2.length} bytes, over ${brandFontMaxBytes}; take characters out of brandFontCharacters`,
    );
  }
  return woff2;
}

/** Docusaurus plugin: writes the face's stylesheet into the generated files and adds it as a client module. */
export default function brandFontPlugin(context: LoadContext): Plugin {
  const cssFile = path.join(context.generatedFilesDir, 'brand-font', 'brand-font.css');
  return {
    name: 'brand-font',
    async loadContent() {
      await mkdir(path.dirname(cssFile), { recursive: true });
      await writeFile(cssFile, brandFontCss(await brandFontSubset(context.siteDir)));
    },
    getClientModules() {
      return [cssFile];
    },
  };
}

/** Types of `subset-font` (the package ships none): the options this project uses. */
declare module 'subset-font' {
  /** Options of `subsetFont`: the output format, and whether glyphs reachable through layout rules (alternates, ligatures) are left out. */
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    noLayoutClosure?: boolean;
  }
  /** Cuts a font (any of TrueType, WOFF, WOFF2) down to the glyphs of `text`; resolves to the new font's bytes. */
  export default function subsetFont(font: Buffer | Uint8Array, text: string, options?: SubsetOptions): Promise<Buffer>;
}

/** Types of `subset-font` (the package ships none): the options this project uses. */
declare module 'subset-font' {
  /** Options of `subsetFont`: the output format, whether glyphs reachable through layout rules are left out, tables to drop. */
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    noLayoutClosure?: boolean;
    /** OpenType tables to leave out (four-letter tags). */
    dropTables?: string[];
  }
  /** Cuts a font (any of TrueType, WOFF, WOFF2) down to the glyphs of `text`; resolves to the new font's bytes. */
  export default function subsetFont(font: Buffer | Uint8Array, text: string, options?: SubsetOptions): Promise<Buffer>;
}

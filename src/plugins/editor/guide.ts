/**
 * The staff guide, «Guía de publicación»: `docs/guia-publicacion.md` (Spanish, with its screenshots in `docs/img/guia/`)
 * written by the editor plugin as a static page beside the editor, at {@link guidePath}, where the editor links to it. Not a
 * page of the site: no locale, no sitemap, `noindex`, the editor's own security policy. Node only.
 */
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Marked } from 'marked';
import { editorPath } from '../../config/editor';
import { slugify } from '../../utils/slugify';
import { adminPage } from './page';

/** The guide's source, relative to the site. */
export const guideSource = 'docs/guia-publicacion.md';

/** The folder of the guide's pictures, relative to the site; the guide names them `img/guia/<file>.png`. */
export const guideImageDir = 'docs/img/guia';

/** Where the guide is served: a folder of the editor's. */
export const guidePath = `${editorPath}guia`;

/** Width and height of a PNG file, in pixels, from its header. @throws Error when the file is not a PNG. */
function pngSize(file: string): { width: number; height: number } {
  const head = readFileSync(file).subarray(0, 24);
  if (head.toString('latin1', 1, 4) !== 'PNG') throw new Error(`${file}: the guide's pictures are PNG files`);
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

/**
 * The pictures the guide's Markdown names (`![…](img/guia/x.png)`), in order of appearance, as file names of
 * {@link guideImageDir}.
 */
export function guideImages(markdown: string): string[] {
  return [...markdown.matchAll(/!\[[^\]]*\]\(img\/guia\/([^)\s]+)\)/g)].map((m) => m[1]);
}

/** The guide as a whole HTML page: its Markdown rendered, its `##` headings with ids and listed at the top, its pictures sized. */
export function guideHtml(markdown: string, imageDir: string): string {
  const headings: { id: string; text: string }[] = [];
  const marked = new Marked({
    renderer: {
      heading({ tokens, depth }) {
        const text = this.parser.parseInline(tokens);
        const id = slugify(text.replace(/<[^>]+>/g, ''));
        if (depth === 2) headings.push({ id, text });
        return `<h${depth} id="${id}">${text}</h${depth}>\n`;
      },
      image({ href, text }) {
        const file = /^img\/guia\/([^/]+)$/.exec(href)?.[1];
        if (!file) throw new Error(`${guideSource}: the picture ${href} is not in ${guideImageDir}`);
        const { width, height } = pngSize(path.join(imageDir, file));
        const alt = text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
        return `<img src="${guidePath}/${file}" alt="${alt}" width="${width}" height="${height}" loading="lazy">`;
      },
    },
  });
  const body = marked.parse(markdown, { async: false });
  const title = /^# (.+)$/m.exec(markdown)?.[1] ?? 'Guía de publicación';
  const contents = headings.map((h) => `<li><a href="#${h.id}">${h.text}</a></li>`).join('\n');
  return adminPage({
    title,
    head: `<link rel="stylesheet" href="${guidePath}/guia.css" />`,
    body: `<header class="bar"><a href="${editorPath}">← Volver al editor</a></header>
    <main>
      ${body.replace(/(<h1[^>]*>.*?<\/h1>\n)/, `$1<nav aria-label="Índice"><h2>En esta guía</h2><ol>\n${contents}\n</ol></nav>\n`)}
    </main>`,
  });
}

/** The guide's stylesheet: readable at a laptop's width and on a phone, in the site's colours. */
const guideCss = `*{box-sizing:border-box}
body{margin:0;font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#14232b;background:#f6f8f9}
.bar{background:#0f5f73;padding:.75rem 1.25rem}
.bar a{color:#fff;font-weight:600}
main{max-width:52rem;margin:0 auto;padding:1.5rem 1.25rem 4rem;background:#fff}
h1{font-size:2rem;line-height:1.2;margin:.5rem 0 1rem}
h2{font-size:1.45rem;line-height:1.3;margin:2.5rem 0 .75rem;padding-top:1rem;border-top:1px solid #d5e0e4}
nav h2{border:0;margin-top:1rem;padding-top:0;font-size:1.1rem}
h3{font-size:1.15rem;margin:1.75rem 0 .5rem}
a{color:#0b4f60}
img{display:block;max-width:100%;height:auto;margin:1rem 0;border:1px solid #d5e0e4;border-radius:6px;box-shadow:0 2px 8px rgba(0,0,0,.08)}
table{border-collapse:collapse;width:100%;margin:1rem 0;font-size:.95rem;display:block;overflow-x:auto}
th,td{border:1px solid #d5e0e4;padding:.45rem .6rem;text-align:left;vertical-align:top}
th{background:#eef4f6}
code{font-size:.9em;background:#eef4f6;padding:.1em .3em;border-radius:4px;overflow-wrap:anywhere}
li{margin:.25rem 0}
`;

/** Writes the guide, its stylesheet and its pictures into `dir/guia/` (`dir`: the editor's folder); returns that folder. */
export function writeGuide(siteDir: string, dir: string): string {
  const out = path.join(dir, path.basename(guidePath));
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const imageDir = path.join(siteDir, guideImageDir);
  const markdown = readFileSync(path.join(siteDir, guideSource), 'utf8');
  writeFileSync(path.join(out, 'index.html'), guideHtml(markdown, imageDir));
  writeFileSync(path.join(out, 'guia.css'), guideCss);
  const named = new Set(guideImages(markdown));
  for (const file of readdirSync(imageDir)) if (named.has(file)) copyFileSync(path.join(imageDir, file), path.join(out, file));
  return out;
}

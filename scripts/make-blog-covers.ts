/**
 * Renders the blog's cover images (`static/img/blog/<slug>.jpg`, 1200×630,
 * the size the site's `og:image:width/height` tags announce) from HTML with
 * the system's Chromium, as `make-social-card.ts` does for the site card.
 * No words on the covers: one image serves both languages.
 *
 * Add a post's cover: add an entry to `covers` (slug, icons, colours) and run
 * `npx tsx scripts/make-blog-covers.ts [slug...]`. Each file must stay under
 * 60 KB (the script fails otherwise).
 */
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createElement, type ComponentType, type ReactElement } from 'react';
import { chromium } from '@playwright/test';
import { AudioLines, CalendarCheck, HardDrive, LayoutGrid, Phone, ShieldCheck, Target, Users } from 'lucide-react';
import { chromiumLaunchOptions } from './test-builds';

// react-dom ships no types here (no @types/react-dom): declare the one function used.
const { renderToStaticMarkup } = createRequire(import.meta.url)('react-dom/server') as {
  renderToStaticMarkup: (element: ReactElement) => string;
};

type Icon = ComponentType<{ size?: number; strokeWidth?: number; color?: string }>;

/** One cover: the post's slug, a main and a secondary icon, a background pair and an optional big figure. */
interface Cover {
  slug: string;
  main: Icon;
  second: Icon;
  from: string;
  to: string;
  figure?: string;
}

const covers: Cover[] = [
  { slug: 'patrocinio-maxoarco', main: Target, second: Users, from: '#0b3440', to: '#1a7890' },
  { slug: 'proteger-datos-antes-de-reparar', main: HardDrive, second: ShieldCheck, from: '#0f3b4a', to: '#0f5f73' },
  { slug: 'centralita-ia-pequenas-empresas', main: Phone, second: AudioLines, from: '#123247', to: '#146b7a' },
  { slug: 'apps-prueba-30-dias', main: CalendarCheck, second: LayoutGrid, from: '#0b3440', to: '#17708a', figure: '30' },
];

const svg = (icon: Icon, size: number, color: string) => renderToStaticMarkup(createElement(icon, { size, strokeWidth: 1.6, color }));

function html(c: Cover): string {
  const waves = [0, 1, 2]
    .map(
      (i) =>
        `<path d="M0 ${430 + i * 46}c150-60 300-60 450 0s300 60 450 0 300-60 450 0" fill="none" stroke="${i === 0 ? '#f2a541' : '#c9dde2'}" stroke-opacity="${i === 0 ? 0.9 : 0.25}" stroke-width="10" stroke-linecap="round"/>`,
    )
    .join('');
  return `<!doctype html><html><head><style>
  body{margin:0;width:1200px;height:630px;overflow:hidden;position:relative;
    background:radial-gradient(640px 420px at 85% 10%,${c.to} 0%,transparent 70%),linear-gradient(135deg,${c.from},${c.to});
    font-family:system-ui,'Segoe UI',Roboto,Arial,sans-serif}
  .waves{position:absolute;left:-40px;top:0;width:1300px;height:630px}
  .tile{position:absolute;left:150px;top:120px;width:300px;height:300px;border-radius:64px;background:#f4fafb;
    display:flex;align-items:center;justify-content:center;box-shadow:0 30px 60px rgba(0,0,0,.25)}
  .badge{position:absolute;left:390px;top:330px;width:150px;height:150px;border-radius:40px;background:#f2a541;
    display:flex;align-items:center;justify-content:center;box-shadow:0 20px 40px rgba(0,0,0,.25)}
  .figure{position:absolute;right:150px;top:150px;font-size:300px;font-weight:800;line-height:1;color:#f4fafb;letter-spacing:-12px}
  .dots{position:absolute;right:120px;top:120px;display:grid;grid-template-columns:repeat(6,28px);gap:22px}
  .dots span{width:28px;height:28px;border-radius:50%;background:#f4fafb;opacity:.18}
</style></head><body>
  <svg class="waves" viewBox="0 0 1300 630">${waves}</svg>
  ${c.figure ? `<div class="figure">${c.figure}</div>` : `<div class="dots">${'<span></span>'.repeat(36)}</div>`}
  <div class="tile">${svg(c.main, 190, '#0f5f73')}</div>
  <div class="badge">${svg(c.second, 92, '#0b3440')}</div>
</body></html>`;
}

async function main() {
  const only = process.argv.slice(2);
  const browser = await chromium.launch(chromiumLaunchOptions());
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  for (const c of covers) {
    if (only.length && !only.includes(c.slug)) continue;
    const file = `static/img/blog/${c.slug}.jpg`;
    await page.setContent(html(c));
    await page.screenshot({ path: file, type: 'jpeg', quality: 80 });
    const kb = statSync(file).size / 1024;
    console.log(`${file} ${kb.toFixed(1)} KB`);
    if (kb > 60) throw new Error(`${file} is over 60 KB`);
  }
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

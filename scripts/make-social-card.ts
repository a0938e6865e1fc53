/**
 * Renders the 1200×630 social preview image (`static/img/social-card.jpg`)
 * from the brand mark and name in the company module, with the system's
 * Chromium. Run again after changing the brand: `npx tsx scripts/make-social-card.ts`.
 */
import { chromium } from '@playwright/test';
import { company } from '../src/config/company';
import { chromiumLaunchOptions } from './test-builds';

const html = `<!doctype html><html><head><style>
  body{margin:0;width:1200px;height:630px;font-family:system-ui,'Segoe UI',Roboto,Arial,sans-serif;
    background:radial-gradient(700px 420px at 100% 0%,#1a7890 0%,transparent 70%),linear-gradient(135deg,#0b3440,#0f5f73);color:#f4fafb;
    display:flex;flex-direction:column;justify-content:center;padding:0 96px;box-sizing:border-box}
  .brand{display:flex;align-items:center;gap:28px;font-size:64px;font-weight:800;letter-spacing:-1px}
  .line{font-size:40px;margin-top:44px;color:#c9dde2;max-width:900px;line-height:1.3}
  .tags{margin-top:48px;display:flex;gap:16px;font-size:26px;font-weight:700}
  .tags span{background:rgba(255,255,255,.12);border-radius:999px;padding:10px 24px}
  .bar{position:absolute;left:0;bottom:0;height:14px;width:100%;background:#f2a541}
</style></head><body>
  <div class="brand"><svg viewBox="0 0 48 48" width="120" height="120"><rect width="48" height="48" rx="12" fill="#f4fafb"/>
  <path d="M10 17c4.5-3 9-3 13.5 0s9 3 14.5 0" fill="none" stroke="#f2a541" stroke-width="3.2" stroke-linecap="round"/>
  <path d="M10 25c4.5-3 9-3 13.5 0s9 3 14.5 0" fill="none" stroke="#0f5f73" stroke-width="3.2" stroke-linecap="round"/>
  <path d="M10 33c4.5-3 9-3 13.5 0s9 3 14.5 0" fill="none" stroke="#0f5f73" stroke-width="3.2" stroke-linecap="round" opacity=".7"/></svg>${company.name}</div>
  <div class="line">Reparación · Datos · Webs · IA — ${company.address.locality}, ${company.address.region}</div>
  <div class="tags"><span>24 h</span><span>ES · EN</span><span>${company.areaServed.join(' · ')}</span></div>
  <div class="bar"></div>
</body></html>`;

async function main() {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  await page.screenshot({ path: 'static/img/social-card.jpg', type: 'jpeg', quality: 85 });
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

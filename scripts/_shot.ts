import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/browser';
(async () => {
  const [url, out, w, h, open] = process.argv.slice(2);
  const b = await chromium.launch(chromiumLaunchOptions());
  const p = await b.newPage({ viewport: { width: Number(w), height: Number(h) } });
  await p.goto(url, { waitUntil: 'networkidle' });
  if (open) await p.click('header button[aria-controls=site-menu]');
  await p.screenshot({ path: out });
  await b.close();
})();

/**
 * Saves every page of the route map that is built and every published blog
 * post, in both locales, at 390 px and 1280 px into `screenshots/` for review
 * (`npm run screenshots [route keys or post ids…]`). Serve a build first
 * (`npm run serve`) or pass `BASE_URL`.
 *
 * `npm run screenshots -- guide` makes the staff guide's pictures instead:
 * the editor's end-to-end test, which follows the guide step by step, run
 * with `GUIDE_SHOTS=1` so it writes them into `docs/img/guia/`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { blogPostPairs } from '../src/config/blog-urls';
import { locales, type Locale } from '../src/config/locales';
import { normalizePath, routeKeys, pathOf } from '../src/config/routes';
import { chromiumLaunchOptions } from './test-builds';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const only = process.argv.slice(2);

async function main() {
  mkdirSync('screenshots', { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions());
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const posts = blogPostPairs().filter((p) => !p.draft);
    const shots = [
      ...routeKeys.map((key) => ({ name: key as string, path: (locale: Locale) => pathOf(key, locale) })),
      ...posts.map((p) => ({ name: p.id.replace(/^blog:post:/, 'post-'), path: (locale: Locale) => p.paths[locale] })),
    ];
    for (const shot of shots) {
      if (only.length && !only.includes(shot.name)) continue;
      for (const locale of locales) {
        const url = base + shot.path(locale);
        const response = await page.goto(url, { waitUntil: 'networkidle' });
        if (!response || normalizePath(new URL(page.url()).pathname) !== shot.path(locale)) continue; // not built (redirected)
        // `loading="lazy"` images (news covers) load now, so the full-page shot has them as a reader scrolling sees them.
        await page.evaluate(async () => {
          for (const img of document.images) img.loading = 'eager';
          await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
        });
        const file = `screenshots/${shot.name}-${locale}-${width}.png`;
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
    }
    await context.close();
  }
  await browser.close();
}

if (only[0] === 'guide') {
  if (only.length > 1) {
    console.error('Usage: npm run screenshots -- guide (no other argument)');
    process.exit(2);
  }
  const run = spawnSync('npx', ['playwright', 'test', 'tests/e2e/editor.spec.ts'], {
    stdio: 'inherit',
    env: { ...process.env, GUIDE_SHOTS: '1' },
  });
  process.exit(run.status ?? 1);
} else {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

/**
 * Gate 4 of docs/performance.md (privacy; docs/product.md): what a page
 * does that a visitor's privacy cares about — requests to other origins,
 * `Set-Cookie` headers, console and page errors — and what it stores.
 */
import type { Page } from '@playwright/test';

/** What a page did since `watchPrivacy` started: other-origin URLs, `Set-Cookie` headers, errors. */
export interface PrivacyRecord {
  foreign: string[];
  setCookie: string[];
  errors: string[];
}

/** Starts recording, before the page is opened, what the page does that a visitor's privacy cares about. */
export function watchPrivacy(page: Page, origin: string): PrivacyRecord {
  const seen: PrivacyRecord = { foreign: [], setCookie: [], errors: [] };
  page.on('request', (request) => {
    const url = request.url();
    if (/^(data|blob|about):/.test(url)) return;
    if (new URL(url).origin !== origin) seen.foreign.push(url);
  });
  page.on('response', async (response) => {
    const header = await response.headerValue('set-cookie').catch(() => null);
    if (header) seen.setCookie.push(`${response.url()}: ${header}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.errors.push(`page error: ${error.message}`));
  return seen;
}

/** Keys of `localStorage` of the current page, sorted. */
export const storageKeys = (page: Page) => page.evaluate(() => Object.keys(window.localStorage).sort());

/** Scrolls through the page a screen at a time, so lazy images and prefetches happen too, then back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      // A frame, or a quarter of a second at most: a headless renderer now and then draws no frame.
      await new Promise((resolve) => (requestAnimationFrame(resolve), setTimeout(resolve, 250)));
    }
    window.scrollTo(0, 0);
  });
}

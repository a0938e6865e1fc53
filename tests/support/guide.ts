/**
 * The staff guide (`docs/guia-publicacion.md`) as the editor's end-to-end test follows it: the labels it names in bold, which
 * the test clicks and fills, and its pictures, which the test takes at each step. `GUIDE_SHOTS=1` (`npm run screenshots --
 * guide`) writes them into the guide's picture folder; otherwise into the test's output folder, so `npm test` changes no file.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { guideImageDir, guideImages, guideSource } from '../../src/plugins/editor/guide';
import { projectRoot } from './editor';

/** The guide's Markdown. */
export function guideMarkdown(): string {
  return readFileSync(path.join(projectRoot, guideSource), 'utf8');
}

/** A label the guide names in bold (`**Guardar**`), returned as it is; fails when the guide does not name it. */
export function guideLabel(label: string): string {
  // A label may wrap across the guide's lines.
  expect(guideMarkdown().replace(/\s+/g, ' '), `the guide names **${label}**`).toContain(`**${label}**`);
  return label;
}

/** The pictures taken in this run, by file name. */
export const guideShotsTaken = new Set<string>();

/** Takes one of the guide's pictures (a file name it shows, e.g. `03-noticia-nueva.png`) of the page as it is now. */
export async function guideShot(page: Page, file: string): Promise<void> {
  expect(guideImages(guideMarkdown()), `the guide shows img/guia/${file}`).toContain(file);
  const dir = process.env.GUIDE_SHOTS ? path.join(projectRoot, guideImageDir) : test.info().outputPath('guide');
  mkdirSync(dir, { recursive: true });
  // The editor's animations (a dialog opening, a notice sliding in) are over before the picture.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: path.join(dir, file) });
  guideShotsTaken.add(file);
}

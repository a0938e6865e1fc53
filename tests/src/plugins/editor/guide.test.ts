import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emailMessage, editorConfig, otherPatternMessage, patternMessages } from '../../../../src/plugins/editor/config';
import { guideHtml, guideImageDir, guideImages, guidePath, guideSource } from '../../../../src/plugins/editor/guide';
import { staffMessages } from '../../../../src/schemas/messages';
import { escapeRegExp } from '../../../../src/utils/escapeRegExp';
import { placeholderPattern } from '../../../../src/utils/placeholders';
import upstreamPins from '../../../../src/plugins/paint-first/upstream-pins.json';

const root = path.resolve(__dirname, '../../../..');
const guide = readFileSync(path.join(root, guideSource), 'utf8');

describe('the staff guide', () => {
  it.each(Object.entries(staffMessages))('explains the build message %s: "%s"', (_name, message) => {
    // Each `{name}` part stands for whatever the build fills in; the rest is the message as printed.
    const shape = message
      .split(placeholderPattern)
      .map((part, i) => (i % 2 ? '.+?' : escapeRegExp(part)))
      .join('');
    expect(guide).toMatch(new RegExp(shape));
  });

  it("explains Docusaurus's message for a link of a post that leads nowhere, which stops the build", () => {
    // The site's configuration makes a broken link fail the build; Docusaurus prints the post's page, then each link.
    expect(readFileSync(path.join(root, 'docusaurus.config.ts'), 'utf8')).toMatch(/^\s*onBrokenLinks: 'throw',$/m);
    // Docusaurus's printer is a pinned upstream file; its pin holds the text quoted here, checked against the installed file.
    const printer: { quotes?: string } | undefined = upstreamPins.find((pin) => pin.file === '@docusaurus/core/lib/server/brokenLinks.js');
    const [pageLine = '', linkLine = ''] = (printer?.quotes ?? '').split('\n');
    // The guide quotes both lines for a post's link: the page line without its dash, the link line without its indent.
    const page = escapeRegExp(pageLine.slice(2)).replace('\\$\\{type\\}', 'link').replace('\\$\\{pagePath\\}', '\\/blog\\/[\\w-]+');
    expect(guide).toMatch(new RegExp(`\`${page}\` y debajo \`${escapeRegExp(linkLine.trim())} \\/[\\w-]+\``));
  });

  it("explains every message of the editor's own checks", () => {
    for (const message of [...patternMessages.values(), emailMessage, otherPatternMessage]) expect(guide).toContain(message);
  });

  it('shows only pictures that exist, and every picture of its folder', () => {
    const named = guideImages(guide);
    expect(named.length).toBeGreaterThanOrEqual(10);
    expect(new Set(named).size).toBe(named.length);
    expect(readdirSync(path.join(root, guideImageDir)).sort()).toEqual([...named].sort());
  });

  it('is a Spanish page titled «Guía de publicación», with its contents listed and its pictures sized', () => {
    const html = guideHtml(guide, path.join(root, guideImageDir));
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Guía de publicación');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    const sections = [...guide.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    for (const title of sections) expect(html).toMatch(new RegExp(`<li><a href="#[a-z0-9-]+">${escapeRegExp(title)}</a></li>`));
    for (const file of guideImages(guide))
      expect(html).toMatch(new RegExp(`<img src="${guidePath}/${escapeRegExp(file)}" alt="[^"]+" width="\\d+" height="\\d+"`));
  });

  it('refuses a picture outside its folder', () => {
    expect(() => guideHtml('# Guía\n\n![x](../img/otra.png)\n', path.join(root, guideImageDir))).toThrow(guideImageDir);
  });

  it('is linked from the description of every list of the editor', () => {
    const config = editorConfig({
      siteDir: root,
      siteUrl: 'https://example.org',
      backend: { name: 'github', repo: 'a/b', branch: 'main' },
    });
    const collections = config.collections as { name: string; description?: string }[];
    for (const c of collections)
      expect(c.description, c.name).toMatch(new RegExp(`^\\[Guía de publicación\\]\\(${escapeRegExp(guidePath)}\\)`));
  });
});

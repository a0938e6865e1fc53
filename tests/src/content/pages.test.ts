/**
 * The content files of apps, sponsorships, the Maxoarco sponsor page, about,
 * privacy and the legal notice, in both locales: each passes the schema its
 * page is registered with and leaves no `{placeholder}` its view does not
 * fill; then what each page must state. (English having every Spanish key is
 * the translators' check; the schemas' own rules are tested with the schemas.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { locales } from '../../../src/config/locales';
import { limits } from '../../../src/config/limits';
import { loadPageContent } from '../../../src/plugins/site-pages/content';
import { pages } from '../../../src/plugins/site-pages/registry';
import { appsSchema } from '../../../src/schemas/apps';
import { privacySchema, privacySectionIds } from '../../../src/schemas/privacy';
import { legalNoticeSchema, legalNoticeSectionIds } from '../../../src/schemas/legalNotice';
import { buildFacts } from '../../../src/plugins/site-pages/facts';
import { sponsorSchema } from '../../../src/schemas/sponsor';
import { sponsorshipsSchema } from '../../../src/schemas/sponsorships';
import { placeholdersIn } from '../../../src/utils/placeholders';
import { slugify } from '../../../src/utils/slugify';

const siteDir = path.resolve(__dirname, '../../..');

/** Each content file with the placeholders its view fills; its schema is the one the page registry gives it. */
const files: { name: string; schema: z.ZodType; placeholders: string[] }[] = [
  { name: 'apps', placeholders: ['days'] },
  { name: 'sponsorships', placeholders: [] },
  { name: 'sponsors/maxoarco', placeholders: [] },
  { name: 'about', placeholders: ['brand', 'founder', 'phone'] },
  { name: 'privacy', placeholders: ['brand', 'email', 'storageKey', 'waitSeconds'] },
  { name: 'legalNotice', placeholders: ['email', 'phone'] },
].map((f) => {
  const page = pages.find((p) => p.content === f.name);
  if (!page) throw new Error(`${f.name} is not registered in src/plugins/site-pages/registry.ts`);
  return { ...f, schema: page.schema };
});

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(path.join(siteDir, file), 'utf8'));
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe.each(files)('content file $name', ({ name, schema, placeholders }) => {
  it.each(locales)('passes its schema in %s', async (locale) => {
    await expect(loadPageContent(siteDir, locale, name, schema)).resolves.toBeTruthy();
  });

  it.each(locales)('uses only the placeholders its page fills (%s)', async (locale) => {
    const content = await loadPageContent(siteDir, locale, name, schema);
    const used = strings(content).flatMap(placeholdersIn);
    expect(used.filter((p) => !placeholders.includes(p))).toEqual([]);
  });
});

describe('apps content', () => {
  it.each(locales)('lists the three apps with their anchors and a status each (%s)', async (locale) => {
    const apps = await loadPageContent(siteDir, locale, 'apps', appsSchema);
    expect(apps.products.map((a) => slugify(a.name))).toEqual(['planori', 'routan', 'simplia']);
    for (const app of apps.products) expect(app.status.trim()).not.toBe('');
    expect(apps.products.map((a) => a.stage)).toEqual(['stable', 'beta', 'maintenance']);
    // The trial length is written once, in the limits module: the file has the
    // placeholder, the loaded page the figure.
    const raw = readJson(locale === 'es' ? 'src/content/apps.json' : 'i18n/en/site-content/apps.json') as { trialAction: string };
    expect(raw.trialAction).toContain('{days}');
    expect(JSON.stringify(raw)).not.toContain(String(limits.appTrialDays));
    expect(apps.trialAction).toContain(String(limits.appTrialDays));
  });
});

describe('sponsorships content', () => {
  it.each(locales)('keeps the default number of open slots and three levels (%s)', async (locale) => {
    const s = await loadPageContent(siteDir, locale, 'sponsorships', sponsorshipsSchema);
    expect(s.openSlots).toBeUndefined();
    expect(limits.defaultOpenSponsorSlots).toBe(2);
    expect(s.levels.items.map((l) => l.id)).toEqual(['basic', 'collab', 'principal']);
    expect(s.process.steps).toHaveLength(4);
    expect(s.current.facts.join(' ')).toMatch(/40/);
  });

  it('rejects an open-slot override that is not a whole number', () => {
    const es = readJson('src/content/sponsorships.json') as Record<string, unknown>;
    expect(sponsorshipsSchema.safeParse({ ...es, openSlots: 3 }).success).toBe(true);
    expect(sponsorshipsSchema.safeParse({ ...es, openSlots: 2.5 }).success).toBe(false);
    expect(sponsorshipsSchema.safeParse({ ...es, openSlots: -1 }).success).toBe(false);
  });
});

describe('sponsor content', () => {
  it('accepts a page without a quote and one with a complete quote only', () => {
    const es = readJson('src/content/sponsors/maxoarco.json') as Record<string, unknown>;
    expect(es.quote).toBeUndefined();
    expect(sponsorSchema.safeParse({ ...es, quote: { text: 'Gracias', author: 'Club' } }).success).toBe(true);
    expect(sponsorSchema.safeParse({ ...es, quote: { text: 'Gracias' } }).success).toBe(false);
  });
});

describe('privacy content', () => {
  it.each(locales)('has every section in order, the retention periods and the update date (%s)', async (locale) => {
    const p = await loadPageContent(siteDir, locale, 'privacy', privacySchema);
    expect(p.sections.map((s) => s.id)).toEqual([...privacySectionIds]);
    expect(p.updated).toBe('2025-09-02');
    const retention = strings(p.sections.find((s) => s.id === 'retention')).join(' ');
    expect(retention).toMatch(locale === 'es' ? /12\s+meses/ : /12\s+months/);
    expect(retention).toMatch(locale === 'es' ? /6\s+años/ : /6\s+years/);
  });

  it('rejects sections out of order', () => {
    const es = readJson('src/content/privacy.json') as { sections: unknown[] };
    const swapped = [es.sections[1], es.sections[0], ...es.sections.slice(2)];
    expect(privacySchema.safeParse({ ...es, sections: swapped }).success).toBe(false);
  });
});

describe('legal notice content', () => {
  it.each(locales)(
    'has every section in order, the repair guarantee from the limits module and a link to the privacy policy (%s)',
    async (locale) => {
      const n = await loadPageContent(siteDir, locale, 'legalNotice', legalNoticeSchema);
      expect(n.sections.map((s) => s.id)).toEqual([...legalNoticeSectionIds]);
      const guarantee = n.sections.find((s) => s.id === 'guarantee')!;
      expect(strings(guarantee).join(' ')).toContain(buildFacts(locale).repairGuarantee);
      expect(guarantee.link?.route).toBe('computerRepair');
      expect(n.sections.find((s) => s.id === 'privacy')?.link?.route).toBe('privacy');
    },
  );

  it('rejects sections out of order', () => {
    const es = readJson('src/content/legalNotice.json') as { sections: unknown[] };
    const swapped = [es.sections[1], es.sections[0], ...es.sections.slice(2)];
    expect(legalNoticeSchema.safeParse({ ...es, sections: swapped }).success).toBe(false);
  });
});

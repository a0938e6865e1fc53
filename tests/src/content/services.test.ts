/**
 * Content of the services overview and the three landing pages:
 * every file passes its schema in both locales (English laid over Spanish;
 * that English has every Spanish key is the translators' check), every link
 * target is a route key and every price key is in the price table, the
 * English keeps the Spanish link targets and price keys, no price is typed
 * into the copy, and the catalogue covers every service of docs/product.md
 * with the phone-repair reading behind its flag.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { locales } from '../../../src/config/locales';
import { isPriceKey } from '../../../src/config/prices';
import { routeKeys, routes, type RouteEntry, type RouteKey } from '../../../src/config/routes';
import { loadPageContent, sourceContentDir, translatedContentDir } from '../../../src/plugins/site-pages/content';
import { serviceLandingSchema } from '../../../src/schemas/serviceLanding';
import { servicesOverviewSchema } from '../../../src/schemas/servicesOverview';

const siteDir = path.resolve(__dirname, '../../..');

/** Landing content files and the route each one is served at. */
const landings = { switchboard: 'switchboard', automations: 'automations', appDevelopment: 'appDevelopment' } as const satisfies Partial<
  Record<RouteKey, string>
>;
const landingRoutes = Object.keys(landings) as (keyof typeof landings)[];
const files = [...Object.values(landings), 'overview'].map((name) => `services/${name}`);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function readRaw(file: string): Json {
  return JSON.parse(readFileSync(path.join(siteDir, file), 'utf8')) as Json;
}

const rawFiles = files.flatMap((name) => [
  { name, locale: 'es', file: path.join(sourceContentDir, `${name}.json`) },
  { name, locale: 'en', file: path.join(translatedContentDir('en'), `${name}.json`) },
]);

/** Every leaf of a JSON value with its dotted path. */
function leaves(value: Json, at = ''): Array<[string, Json]> {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${at}[${i}]`));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, at ? `${at}.${k}` : k));
  return [[at, value]];
}

/** The values of every property called `name`, anywhere in a JSON value. */
function valuesOf(value: Json, name: string): Json[] {
  if (Array.isArray(value)) return value.flatMap((v) => valuesOf(v, name));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => (k === name ? [v] : valuesOf(v, name)));
  }
  return [];
}

describe.each(rawFiles)('$file', ({ file, locale }) => {
  const raw = readRaw(file);

  it('has no placeholder text', () => {
    for (const [at, value] of leaves(raw)) {
      if (typeof value !== 'string') continue;
      // Upper case only: Spanish copy says "todo" ("everything") all the time.
      expect(value, at).not.toMatch(/\b(TODO|TBD|FIXME)\b/);
      expect(value, at).not.toMatch(/lorem ipsum/i);
    }
  });

  it('never types a price into the copy (prices come from price keys)', () => {
    for (const [at, value] of leaves(raw)) {
      if (typeof value === 'string') expect(value, at).not.toMatch(/\d[\d.,]*\s?€|€\s?\d/);
    }
  });

  it('links only to route keys and names only existing price keys', () => {
    const targets = [...valuesOf(raw, 'to'), ...valuesOf(raw, 'route')];
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) expect(routeKeys).toContain(target);
    const keys = valuesOf(raw, 'priceKey');
    if (locale === 'es') expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(isPriceKey(key), String(key)).toBe(true);
  });
});

describe.each(files)('%s in English', (name) => {
  it('keeps link targets identical to the Spanish file and names no price (the Spanish file says which)', async () => {
    const es = readRaw(path.join(sourceContentDir, `${name}.json`));
    const en = readRaw(path.join(translatedContentDir('en'), `${name}.json`));
    for (const field of ['to', 'route', 'id', 'requiresFlag']) expect(valuesOf(en, field), field).toEqual(valuesOf(es, field));
    expect(valuesOf(en, 'priceKey')).toEqual([]);
    // The English page shows the Spanish file's prices, in the same places.
    const overlaid = (await loadPageContent(siteDir, 'en', name, z.unknown())) as Json;
    expect(valuesOf(overlaid, 'priceKey')).toEqual(valuesOf(es, 'priceKey'));
  });
});

describe.each(locales)('landing pages (%s)', (locale) => {
  it.each(landingRoutes)('%s passes its schema', async (route) => {
    const content = await loadPageContent(siteDir, locale, `services/${landings[route]}`, serviceLandingSchema);
    // Cross links never point back at the page itself.
    expect(content.crossLinks.items.map((l) => l.to)).not.toContain(route);
    // Automations and app development also list their tools; the 90-day indicators are the overview's alone (the schema has no place for them).
    expect(content.tools !== undefined).toBe(route !== 'switchboard');
  });

  it('prices each landing page with its own item of the price table', async () => {
    const expected = { switchboard: 'aiSwitchboard', automations: 'aiAutomation', appDevelopment: 'aiAppDevelopment' };
    for (const route of landingRoutes) {
      const content = await loadPageContent(siteDir, locale, `services/${landings[route]}`, serviceLandingSchema);
      expect(content.price.priceKey, route).toBe(expected[route]);
    }
  });
});

describe.each(locales)('services overview (%s)', (locale) => {
  const load = () => loadPageContent(siteDir, locale, 'services/overview', servicesOverviewSchema);

  it('passes its schema', async () => {
    await expect(load()).resolves.toBeTruthy();
  });

  it('features the three landing pages with their prices', async () => {
    const { featured } = await load();
    expect(featured.cards.map((c) => [c.route, c.priceKey])).toEqual([
      ['switchboard', 'aiSwitchboard'],
      ['automations', 'aiAutomation'],
      ['appDevelopment', 'aiAppDevelopment'],
    ]);
  });

  it('shows the four 90-day indicators of docs/product.md', async () => {
    const { indicators } = await load();
    expect(indicators.items.map((i) => i.value.replace(/\s/g, ''))).toEqual(['120h', '×3', '−38%', '+21']);
  });

  it('catalogues every service of docs/product.md', async () => {
    const { catalogue } = await load();
    expect(catalogue.entries.map((e) => e.id).sort()).toEqual(
      [
        'computer-repair',
        'data-recovery',
        'microsoldering',
        'phone-repair',
        'ai-automations',
        'ai-switchboard',
        'ai-apps',
        'advisory',
        'websites',
        'web-photography',
        'custom-software',
        'software-training',
        'hardware-advice',
      ].sort(),
    );
    expect(new Set(catalogue.entries.map((e) => e.id)).size).toBe(catalogue.entries.length);
  });

  it('marks exactly the entries whose page needs a flag with that flag', async () => {
    const { catalogue } = await load();
    for (const entry of catalogue.entries) {
      const entryRoute: RouteEntry = routes[entry.link.route];
      expect(entry.requiresFlag, entry.id).toBe(entryRoute.flag);
    }
    expect(
      catalogue.entries
        .filter((e) => e.requiresFlag)
        .map((e) => e.link.route)
        .sort(),
    ).toEqual(['microsoldering', 'phoneRepair']);
  });
});

/**
 * A parsed content file being broken on purpose: the patches below write
 * shapes the types forbid, which is the point of the test.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

describe('schemas reject broken content', () => {
  const good = readRaw(path.join(sourceContentDir, 'services/switchboard.json')) as Record<string, Json>;
  const broken = (patch: (copy: Loose) => void) => {
    const copy = structuredClone(good) as Loose;
    patch(copy);
    return serviceLandingSchema.safeParse(copy).success;
  };

  it('accepts the real file', () => {
    expect(serviceLandingSchema.safeParse(good).success).toBe(true);
  });

  it.each([
    ['an unknown price key', (c: Loose) => (c.price.priceKey = 'aiSwitchbord')],
    ['an inherited name as price key', (c: Loose) => (c.price.priceKey = 'toString')],
    ['an unknown cross-link route', (c: Loose) => (c.crossLinks.items[0].to = 'blog')],
    ['an empty FAQ answer', (c: Loose) => (c.faq.items[0].answer = '  ')],
    ['the original short names q/a in the FAQ', (c: Loose) => (c.faq.items[0] = { q: 'x', a: 'y' })],
    ['a missing pricing note', (c: Loose) => delete c.price.note],
    ['an unknown key', (c: Loose) => (c.extra = 'x')],
  ])('rejects %s', (_label, patch) => {
    expect(broken(patch)).toBe(false);
  });

  it('rejects a catalogue entry with an unknown flag', () => {
    const overview = readRaw(path.join(sourceContentDir, 'services/overview.json')) as Loose;
    const copy = structuredClone(overview);
    copy.catalogue.entries[0].requiresFlag = 'showSponsorshipsInNav';
    expect(servicesOverviewSchema.safeParse(copy).success).toBe(false);
    expect(servicesOverviewSchema.safeParse(overview).success).toBe(true);
  });
});

/**
 * The one content syntax (`src/utils/inlineMarkers.ts` with
 * `src/utils/placeholders.ts`): `{name}`
 * placeholders are filled in every content file of every page, including
 * `{phone}` and `{email}` inside link labels; link markers parse the same
 * everywhere; a translation keeps the source's placeholders and markers; the
 * build refuses an unknown placeholder or marker and a phone link without the
 * call hours, naming file and field.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { company, telUrl } from '../../../src/config/company';
import { locales, type Locale } from '../../../src/config/locales';
import {
  contentProblems,
  loadPageContent,
  phoneWithoutHoursMessage,
  sourceContentDir,
  translatedContentDir,
} from '../../../src/plugins/site-pages/content';
import { pages } from '../../../src/plugins/site-pages/registry';
import { contactValues, factNames } from '../../../src/utils/facts';
import { buildFacts } from '../../../src/plugins/site-pages/facts';
import { linkMarkers, markerHref, markerProblems, parseInlineMarkers, plainText, syntaxOf } from '../../../src/utils/inlineMarkers';
import { fillPlaceholders, placeholdersIn } from '../../../src/utils/placeholders';

const siteDir = path.resolve(__dirname, '../../..');

function strings(value: unknown, at = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}[${i}]`));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, at ? `${at}.${k}` : k));
  return [];
}

const rawFile = (locale: Locale, name: string) =>
  JSON.parse(
    readFileSync(path.join(siteDir, locale === 'es' ? sourceContentDir : translatedContentDir(locale), `${name}.json`), 'utf8'),
  ) as unknown;

const cases = pages.flatMap((p) => locales.map((locale) => [p.content, locale, p] as const));

/** Every content file the build reads (the pages', the shared proof, the blog pages' texts), by name, in each locale. */
const everyFile = (readdirSync(path.join(siteDir, sourceContentDir), { recursive: true }) as string[])
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) =>
    locales.map(
      (locale) =>
        [
          f
            .replace(/\.json$/, '')
            .split(path.sep)
            .join('/'),
          locale,
        ] as const,
    ),
  );

describe('the content syntax in every content file', () => {
  it.each(everyFile)(
    '%s (%s): only known markers and placeholders, phone links with the call hours: the build accepts it',
    (name, locale) => {
      expect(contentProblems(rawFile(locale, name))).toEqual([]);
    },
  );

  it.each(cases)('%s (%s): the loader fills every fact placeholder, {phone} and {email} included', async (name, locale, page) => {
    const content = await loadPageContent(siteDir, locale, name, page.schema);
    const left = strings(content).flatMap(([, text]) => placeholdersIn(text));
    expect(left.filter((p) => factNames.includes(p))).toEqual([]);
  });

  it.each(pages.map((p) => [p.content] as const))('%s: English keeps the Spanish placeholders and markers, string by string', (name) => {
    const es = new Map(strings(rawFile('es', name)));
    for (const [at, text] of strings(rawFile('en', name))) {
      if (es.has(at)) expect(syntaxOf(text), at).toEqual(syntaxOf(es.get(at)!));
    }
  });
});

describe('the build refuses what a content file must not say', () => {
  it('finds a phone link without {callHours} or {callSpan}, by its key', () => {
    const content = {
      hero: { lead: 'Llámanos al [phone]{phone}[/phone].' },
      steps: [{ text: 'Escríbenos.' }, { text: 'O llama: [phone][/phone]' }],
      hours: 'Llama al [phone]{phone}[/phone] {callHours}.',
      span: 'Llama al [phone]{phone}[/phone] de {callSpan} ({timeZone}).',
      plain: 'Nuestro teléfono es {phone}.',
      other: 'Escríbenos a [email]{email}[/email].',
    };
    expect(contentProblems(content)).toEqual([`hero.lead: ${phoneWithoutHoursMessage}`, `steps.1.text: ${phoneWithoutHoursMessage}`]);
    expect(contentProblems('[phone]{phone}[/phone]')).toEqual([`(root): ${phoneWithoutHoursMessage}`]);
  });

  it('finds an unknown placeholder or marker and a marker left open, by its key; view placeholders are known', () => {
    const content = { a: 'Espera {waitSecond} s.', b: ['ok', 'Ver [web]aquí[/web]'], c: '[email]{email}', d: '{storageKey} {waitSeconds}' };
    expect(contentProblems(content)).toEqual([
      'a: unknown placeholder {waitSecond}',
      'b.1: unknown marker [web]',
      'b.1: unknown marker [/web]',
      'c: unclosed marker [email]',
    ]);
  });

  describe('the build refuses it, naming the file that has the string and the field', () => {
    let site = '';
    const schema = z.object({ meta: z.object({ title: z.string() }), lead: z.string() });
    const write = (file: string, content: unknown) => {
      mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      writeFileSync(path.join(site, file), JSON.stringify(content));
    };
    const spanish = path.join(sourceContentDir, 'page.json');
    const english = path.join(translatedContentDir('en'), 'page.json');

    afterEach(() => rmSync(site, { recursive: true, force: true }));

    it('in the Spanish file', async () => {
      site = mkdtempSync(path.join(os.tmpdir(), 'phone-hours-'));
      write(spanish, { meta: { title: 'Página' }, lead: 'Llámanos al [phone]{phone}[/phone].' });
      for (const locale of locales) {
        await expect(loadPageContent(site, locale, 'page', schema)).rejects.toThrow(`${spanish}: lead: ${phoneWithoutHoursMessage}`);
      }
    });

    it('in the English file, which the Spanish build does not read', async () => {
      site = mkdtempSync(path.join(os.tmpdir(), 'phone-hours-'));
      write(spanish, { meta: { title: 'Página' }, lead: 'Llámanos al [phone]{phone}[/phone] {callHours}.' });
      write(english, { meta: { title: 'Page' }, lead: 'Call us on [phone]{phone}[/phone].' });
      await expect(loadPageContent(site, 'es', 'page', schema)).resolves.toMatchObject({ meta: { title: 'Página' } });
      const error = await loadPageContent(site, 'en', 'page', schema).catch((e: Error) => e.message);
      expect(error).toContain(`${english}: lead: ${phoneWithoutHoursMessage}`);
      expect(error).not.toContain(`${spanish}:`);
    });

    it('with an unknown placeholder, as staff would mistype one', async () => {
      site = mkdtempSync(path.join(os.tmpdir(), 'phone-hours-'));
      write(spanish, { meta: { title: 'Página' }, lead: 'Abrimos {openDay}.' });
      await expect(loadPageContent(site, 'es', 'page', schema)).rejects.toThrow(`${spanish}: lead: unknown placeholder {openDay}`);
    });

    it('together with the schema issues of the file', async () => {
      site = mkdtempSync(path.join(os.tmpdir(), 'phone-hours-'));
      write(spanish, { meta: { title: 42 }, lead: 'Llámanos al [phone]{phone}[/phone].' });
      const error = await loadPageContent(site, 'es', 'page', schema).catch((e: Error) => e.message);
      expect(error).toContain(`${spanish}: meta.title: `);
      expect(error).toContain(`${spanish}: lead: ${phoneWithoutHoursMessage}`);
    });
  });
});

describe('placeholders', () => {
  it.each(locales)('{phone} and {email} are facts with the company module values (%s)', (locale) => {
    expect(buildFacts(locale)).toMatchObject({ phone: company.phoneDisplay, email: company.email });
    expect(contactValues).toEqual({ phone: company.phoneDisplay, email: company.email });
  });

  it('accepts camel-case names and leaves unknown ones as written', () => {
    const values = buildFacts('es');
    expect(fillPlaceholders('{callHours} {nope}', values)).toBe(`${values.callHours} {nope}`);
    expect(placeholdersIn('{callHours} {phone} {x1} {1x} { phone }')).toEqual(['callHours', 'phone', 'x1']);
  });
});

describe('link markers', () => {
  it('turn a filled label into a link, whichever page the string comes from', () => {
    const filled = fillPlaceholders('Ring [phone]{phone}[/phone].', buildFacts('en'));
    expect(parseInlineMarkers(filled)).toEqual([
      { type: 'text', text: 'Ring ' },
      { type: 'link', marker: 'phone', label: company.phoneDisplay },
      { type: 'text', text: '.' },
    ]);
    expect(markerHref('phone')).toBe(telUrl);
    expect(plainText(filled)).toBe(`Ring ${company.phoneDisplay}.`);
  });

  it('report a camel-case fact as known and a made-up one as unknown', () => {
    expect(markerProblems('{openDays} {callHours}')).toEqual([]);
    expect(markerProblems('{openDay}')).toEqual(['unknown placeholder {openDay}']);
  });

  it('are listed by syntaxOf with the placeholders, sorted, so word order may change in a translation', () => {
    for (const marker of linkMarkers) {
      expect(syntaxOf(`a [${marker}]{email}[/${marker}] b {openDays}`)).toEqual(syntaxOf(`{openDays} c [${marker}]{email}[/${marker}]`));
    }
    expect(syntaxOf('[phone]{phone}[/phone]')).toEqual(['[/phone]', '[phone]', '{phone}']);
    expect(syntaxOf('{phone}')).not.toEqual(syntaxOf('[phone]{phone}[/phone]'));
  });
});

/**
 * The one content syntax (`src/utils/inlineMarkers.ts` with
 * `src/utils/placeholders.ts`): `{name}`
 * placeholders are filled in every content file of every page, including
 * `{phone}` and `{email}` inside link labels; link markers parse the same
 * everywhere; a translation keeps the source's placeholders and markers; a
 * phone link comes with the call hours.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { company, telUrl } from '../../../src/config/company';
import { locales, type Locale } from '../../../src/config/locales';
import { loadPageContent, sourceContentDir, translatedContentDir } from '../../../src/plugins/site-pages/content';
import { pages } from '../../../src/plugins/site-pages/registry';
import { contactValues, factNames } from '../../../src/utils/facts';
import { buildFacts } from '../../../src/plugins/site-pages/facts';
import { linkMarkers, markerHref, markerProblems, parseInlineMarkers, plainText, syntaxOf } from '../../../src/utils/inlineMarkers';
import { fillPlaceholders, placeholdersIn } from '../../../src/utils/placeholders';

const siteDir = path.resolve(__dirname, '../../..');

/** Placeholders a view fills itself rather than the loader (the privacy page's storage key and wait). */
const viewFilled = ['storageKey', 'waitSeconds'];

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

describe('the content syntax in every content file', () => {
  it.each(cases)('%s (%s): only known markers and placeholders', (name, locale) => {
    const problems = strings(rawFile(locale, name)).flatMap(([at, text]) =>
      markerProblems(text, [...factNames, ...viewFilled]).map((p) => `${at}: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it.each(cases)('%s (%s): the loader fills every fact placeholder, {phone} and {email} included', async (name, locale, page) => {
    const content = await loadPageContent(siteDir, locale, name, page.schema);
    const left = strings(content).flatMap(([, text]) => placeholdersIn(text));
    expect(left.filter((p) => factNames.includes(p))).toEqual([]);
  });

  it.each(cases)('%s (%s): a phone link in running text says when the phone is answered', (name, locale) => {
    // The call window is shorter than the message hours: a number to call comes with it ({callHours}, or {callSpan} beside {timeZone}).
    const withoutHours = strings(rawFile(locale, name)).filter(
      ([, text]) =>
        parseInlineMarkers(text).some((t) => t.type === 'link' && t.marker === 'phone') &&
        !placeholdersIn(text).some((p) => p === 'callHours' || p === 'callSpan'),
    );
    expect(withoutHours.map(([at]) => at)).toEqual([]);
  });

  it.each(pages.map((p) => [p.content] as const))('%s: English keeps the Spanish placeholders and markers, string by string', (name) => {
    const es = new Map(strings(rawFile('es', name)));
    for (const [at, text] of strings(rawFile('en', name))) {
      if (es.has(at)) expect(syntaxOf(text), at).toEqual(syntaxOf(es.get(at)!));
    }
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
    const filled = fillPlaceholders('Call [phone]{phone}[/phone].', buildFacts('en'));
    expect(parseInlineMarkers(filled)).toEqual([
      { type: 'text', text: 'Call ' },
      { type: 'link', marker: 'phone', label: company.phoneDisplay },
      { type: 'text', text: '.' },
    ]);
    expect(markerHref('phone')).toBe(telUrl);
    expect(plainText(filled)).toBe(`Call ${company.phoneDisplay}.`);
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

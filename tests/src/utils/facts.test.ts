/**
 * The fact placeholders of `src/utils/facts.ts`: each reads its module, and
 * no content file (either language) types a figure that has a placeholder
 * or uses a placeholder nobody fills.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { company } from '../../../src/config/company';
import { limits } from '../../../src/config/limits';
import { locales } from '../../../src/config/locales';
import { decisionSessionDiscount } from '../../../src/config/prices';
import { factNames, formatDays } from '../../../src/utils/facts';
import { buildFacts } from '../../../src/plugins/site-pages/facts';
import { viewPlaceholders } from '../../../src/plugins/site-pages/content';
import { fillPlaceholders, placeholdersIn } from '../../../src/utils/placeholders';

const siteDir = path.resolve(__dirname, '../../..');

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return jsonFiles(file);
    return name.endsWith('.json') ? [file] : [];
  });
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const contentFiles = [...jsonFiles(path.join(siteDir, 'src/content')), ...jsonFiles(path.join(siteDir, 'i18n/en/site-content'))];
/** Placeholders filled elsewhere: `{phone}`/`{email}` by RichText, the rest by their view (`viewPlaceholders`). */
const renderedLater = ['phone', 'email', ...viewPlaceholders];

describe('fact values', () => {
  it.each(locales)('are exactly the named placeholders (%s)', (locale) => {
    expect(Object.keys(buildFacts(locale)).sort()).toEqual([...factNames].sort());
  });

  it.each(locales)('read the limits and company modules (%s)', (locale) => {
    const v = buildFacts(locale);
    expect(v.resubmitSeconds).toBe(String(limits.resubmitWaitSeconds));
    expect(v.phoneMinChars).toBe(String(limits.phoneMinChars));
    expect(v.retentionMonths).toBe(String(Math.round((limits.leadRetentionDays * 12) / 365)));
    expect(v.callHours).toContain(company.hours.calls.opens);
    expect(v.callHours).toContain(company.hours.calls.closes);
    expect(v.messageHours).toContain(company.hours.messages.closes);
    expect(v.callHours).toBe(`${v.callSpan}${locale === 'es' ? ` (${v.timeZone})` : ` ${v.timeZone}`}`);
    expect(v.messageSpan).toContain(company.hours.messages.opens);
    expect(v.messageSpan).not.toContain(v.timeZone);
    expect(v.timeZone).toBe(company.hours.timeZone[locale]);
    expect(v.address).toContain(company.address.street);
    expect(v.address).toContain(company.address.postalCode);
    expect(v.agreementMonths).toContain(String(limits.sponsorAgreementMonths.max));
    expect(v.decisionDiscount.replace(/\D/g, '')).toBe(String(decisionSessionDiscount() * 100));
    expect(v.repairGuarantee).toMatch(new RegExp(`^${limits.repairGuaranteeMonths}\u00a0${locale === 'es' ? 'meses' : 'months'}$`));
  });

  it('write percentages and day names the way each language does', () => {
    expect(buildFacts('es').decisionDiscount).toMatch(/^\d+\u00a0%$/);
    expect(buildFacts('en').decisionDiscount).toMatch(/^\d+%$/);
    expect(formatDays('es')).toMatch(/^[a-zé]+ a [a-zé]+$/);
    expect(formatDays('en')).toMatch(/^[A-Z][a-z]+day to [A-Z][a-z]+day$/);
  });
});

describe.each(contentFiles.map((f) => [path.relative(siteDir, f)]))('content file %s', (file) => {
  const all = strings(JSON.parse(readFileSync(path.join(siteDir, file), 'utf8')));

  it('uses only placeholders that are filled', () => {
    const unknown = all.flatMap(placeholdersIn).filter((name) => !factNames.includes(name) && !renderedLater.includes(name));
    expect(unknown).toEqual([]);
  });

  it('types no figure that has a placeholder', () => {
    const es = file.startsWith('src/');
    const leaks = [
      es ? `${limits.resubmitWaitSeconds} s` : `${limits.resubmitWaitSeconds}s`,
      `${limits.phoneMinChars} ${es ? 'caracteres' : 'characters'}`,
      `${buildFacts('es').retentionMonths} ${es ? 'meses' : 'months'}`,
      `${company.hours.calls.opens} ${es ? 'a' : 'to'} ${company.hours.calls.closes}`,
      `${company.hours.messages.opens}–${company.hours.messages.closes}`,
      `${decisionSessionDiscount() * 100} %`,
      `${decisionSessionDiscount() * 100}%`,
      `${limits.repairGuaranteeMonths} ${es ? 'meses' : 'months'}`,
    ];
    const text = all.join('\n').replace(/\u00a0/g, ' ');
    for (const leak of leaks) expect(text, leak).not.toContain(leak);
  });

  it('names the time zone at most once per sentence once filled', () => {
    const locale = file.startsWith('src/') ? 'es' : 'en';
    const values = buildFacts(locale);
    const sentences = all.flatMap((s) => fillPlaceholders(s, values).split(/(?<=[.!?])\s+/));
    const twice = sentences.filter((s) => s.split(values.timeZone).length > 2);
    expect(twice).toEqual([]);
  });

  it('reads the same after filling in both languages (no placeholder left unfilled)', () => {
    for (const locale of locales) {
      const values = buildFacts(locale);
      const left = all.map((s) => fillPlaceholders(s, values)).flatMap(placeholdersIn);
      expect(left.filter((name) => !renderedLater.includes(name))).toEqual([]);
    }
  });
});

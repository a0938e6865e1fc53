/**
 * The locale config owns each language's path prefix:
 * the language of a path, and a default-locale path moved under a prefix.
 */
import { describe, expect, it } from 'vitest';
import { defaultLocale, localeBaseUrl, localeOfPath, localePrefix, locales, withLocalePrefix } from '../../../src/config/locales';

const prefixed = locales.filter((l) => localePrefix[l] !== '');

describe('localeOfPath', () => {
  it('reads the default locale from the root and from paths under no prefix', () => {
    expect(localeOfPath('/')).toBe(defaultLocale);
    expect(localeOfPath('/blog')).toBe(defaultLocale);
  });

  it.each(prefixed)('reads %s from its bare prefix, its home and every path under it', (locale) => {
    expect(localeOfPath(localePrefix[locale])).toBe(locale);
    expect(localeOfPath(localeBaseUrl(locale))).toBe(locale);
    expect(localeOfPath(withLocalePrefix('/blog/tags', locale))).toBe(locale);
  });

  it.each(prefixed)('does not read %s from a path that only begins with the same letters', (locale) => {
    expect(localeOfPath(`${localePrefix[locale]}lace`)).toBe(defaultLocale);
  });
});

describe('withLocalePrefix', () => {
  it.each(locales)('puts the %s home at its base URL', (locale) => {
    expect(withLocalePrefix('/', locale)).toBe(localeBaseUrl(locale));
  });

  it('leaves default-locale paths at the root', () => {
    expect(withLocalePrefix('/blog', defaultLocale)).toBe('/blog');
  });
});

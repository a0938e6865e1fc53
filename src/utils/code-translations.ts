/**
 * A locale's interface strings read from `i18n/<locale>/code.json`, as a
 * `translate()` for code that runs in Node (the build's formatted prices,
 * tests). Node only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultLocale, type Locale } from '../config/locales';
import type { TranslateFn } from '../form-rules/messages';
import { translatorFrom, type CodeMessages } from './translator';

/**
 * The `translate()` of `locale` in the site at `siteDir`: the default
 * locale's messages are the source's own.
 * @throws when the locale's `code.json` cannot be read.
 */
export function codeTranslate(locale: Locale, siteDir: string = process.cwd()): TranslateFn {
  if (locale === defaultLocale) return translatorFrom(undefined);
  const file = path.join(siteDir, 'i18n', locale, 'code.json');
  return translatorFrom(JSON.parse(readFileSync(file, 'utf8')) as CodeMessages);
}

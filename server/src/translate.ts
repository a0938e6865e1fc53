/** The site's interface strings on the server (Spanish from the source, English from `i18n/en/code.json`). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { translatorFrom, type CodeMessages, type Locale, type TranslateFn } from './shared';

/** The English messages, read at the first English call. */
let english: CodeMessages | undefined;

/**
 * A `translate()` for one locale, with Docusaurus's semantics.
 * @throws when the English translations file cannot be read.
 */
export function serverTranslate(locale: Locale): TranslateFn {
  if (locale !== 'en') return translatorFrom(undefined);
  english ??= JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'i18n', 'en', 'code.json'), 'utf8')) as CodeMessages;
  return translatorFrom(english);
}

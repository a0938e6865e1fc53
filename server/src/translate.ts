/** The site's interface strings on the server (Spanish from the source, English from `i18n/en/code.json`). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { translatorFrom, type CodeMessages, type Locale, type TranslateFn } from './shared';

let english: CodeMessages | undefined;

function englishMessages(): CodeMessages {
  english ??= JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'i18n', 'en', 'code.json'), 'utf8')) as CodeMessages;
  return english;
}

/**
 * A `translate()` for one locale, with Docusaurus's semantics.
 * @throws when the English translations file cannot be read.
 */
export function serverTranslate(locale: Locale): TranslateFn {
  return translatorFrom(locale === 'en' ? englishMessages() : undefined);
}

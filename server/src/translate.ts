/**
 * The site's interface strings on the server (Spanish from the source,
 * English from `i18n/en/code.json`), for the texts it writes itself: the
 * form's messages and topic labels.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locale, TranslateFn } from './shared';

type CodeJson = Record<string, { message: string }>;

let english: CodeJson | undefined;

function englishMessages(): CodeJson {
  english ??= JSON.parse(readFileSync(fileURLToPath(new URL('../../i18n/en/code.json', import.meta.url)), 'utf8')) as CodeJson;
  return english;
}

/**
 * A `translate()` for one locale, with Docusaurus's semantics.
 * @throws when the English translations file cannot be read.
 */
export function serverTranslate(locale: Locale): TranslateFn {
  const table = locale === 'en' ? englishMessages() : undefined;
  const t = ({ id, message }: { id?: string; message: string }, values?: Record<string, unknown>): string => {
    const text = (id !== undefined ? table?.[id]?.message : undefined) ?? message;
    return text.replace(/\{(\w+)\}/g, (all, name: string) => (values && name in values ? String(values[name]) : all));
  };
  return t as TranslateFn;
}

/**
 * The site's interface strings on the server (docs/product.md §8, §11): the
 * same translations the pages use — Spanish is the `message` written in the
 * source, English comes from `i18n/en/code.json` — for the texts the server
 * writes itself: the contact form's messages and topic labels, shown to a
 * visitor whose browser posted the form without JavaScript.
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
 * A `translate()` for one locale, with Docusaurus's semantics: the message
 * by id (English), else the source message (Spanish), `{name}` placeholders
 * replaced by `values`.
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

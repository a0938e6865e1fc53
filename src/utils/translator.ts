/**
 * `translate()` outside React, with Docusaurus's semantics, over one
 * locale's `code.json` table: for texts written in Node (the server's form
 * messages, the build's formatted prices). Pure; reading the file is the
 * caller's.
 */
import type { TranslateFn } from '../form-rules/messages';

/** One locale's interface strings as `i18n/<locale>/code.json` holds them: id → message. */
export type CodeMessages = Readonly<Record<string, { message: string }>>;

/**
 * A translate function: the table's message for the id, else the source
 * (Spanish) message written in the code; `{name}` placeholders filled from
 * `values`. `table` undefined: the source language.
 */
export function translatorFrom(table: CodeMessages | undefined): TranslateFn {
  const t = ({ id, message }: { id?: string; message: string }, values?: Record<string, unknown>): string => {
    const text = (id !== undefined ? table?.[id]?.message : undefined) ?? message;
    return text.replace(/\{(\w+)\}/g, (all, name: string) => (values && name in values ? String(values[name]) : all));
  };
  return t as TranslateFn;
}

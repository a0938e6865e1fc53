/**
 * The syntax of content text: link markers (`[phone]…[/phone]`, `[email]`, `[whatsapp]`) and `{name}` placeholders. Markers do
 * not nest; anything malformed stays plain text, so a typo never hides copy ({@link markerProblems} reports it).
 */
import { mailtoUrl, telUrl, whatsappLink } from '../config/company';
import { contactValues, factNames } from './facts';
import { fillPlaceholders, placeholderPattern, type PlaceholderValues } from './placeholders';

/** The link markers. */
export const linkMarkers = ['whatsapp', 'phone', 'email'] as const;
/** A link marker's kind. */
export type LinkMarker = (typeof linkMarkers)[number];

/** One piece of parsed text: plain text, or a link of one of the {@link linkMarkers}. */
export type InlineToken = { type: 'text'; text: string } | { type: 'link'; marker: LinkMarker; label: string };

const openTag = /\[([a-z][a-z0-9_-]*)\]/g;

function isLinkMarker(name: string): name is LinkMarker {
  return (linkMarkers as readonly string[]).includes(name);
}

/** Label shown for a link marker written with an empty label. */
function defaultLabel(marker: LinkMarker, values: PlaceholderValues): string {
  if (marker === 'whatsapp') return 'WhatsApp';
  return values[marker] ?? contactValues[marker];
}

function pushText(tokens: InlineToken[], text: string): void {
  if (!text) return;
  const last = tokens[tokens.length - 1];
  if (last?.type === 'text') last.text += text;
  else tokens.push({ type: 'text', text });
}

/** Splits content text into text and link tokens, filling placeholders from `values`; malformed markers come back as text. */
export function parseInlineMarkers(text: string, values: PlaceholderValues = contactValues): InlineToken[] {
  const tokens: InlineToken[] = [];
  let cursor = 0; // start of text not yet emitted
  openTag.lastIndex = 0;
  for (let match = openTag.exec(text); match; match = openTag.exec(text)) {
    const name = match[1];
    if (!isLinkMarker(name)) continue; // unknown marker: stays in the plain text
    const labelStart = match.index + match[0].length;
    const closing = `[/${name}]`;
    const labelEnd = text.indexOf(closing, labelStart);
    if (labelEnd === -1) continue; // unclosed: the opening tag stays as text
    pushText(tokens, fillPlaceholders(text.slice(cursor, match.index), values));
    const label = fillPlaceholders(text.slice(labelStart, labelEnd), values).trim();
    tokens.push({ type: 'link', marker: name, label: label || defaultLabel(name, values) });
    cursor = labelEnd + closing.length;
    openTag.lastIndex = cursor;
  }
  pushText(tokens, fillPlaceholders(text.slice(cursor), values));
  return tokens;
}

/** The text a reader sees, without links (for JSON-LD and meta text). */
export function plainText(text: string, values: PlaceholderValues = contactValues): string {
  return parseInlineMarkers(text, values)
    .map((t) => (t.type === 'text' ? t.text : t.label))
    .join('');
}

/** Text prefilled in the WhatsApp chat or the e-mail's subject, for {@link markerHref}. */
export interface MarkerHrefOptions {
  whatsappMessage?: string;
  emailSubject?: string;
}

/** Where a link marker points: the WhatsApp chat, `tel:` or `mailto:` of the company module. */
export function markerHref(marker: LinkMarker, options: MarkerHrefOptions = {}): string {
  switch (marker) {
    case 'whatsapp':
      return whatsappLink(options.whatsappMessage);
    case 'phone':
      return telUrl;
    case 'email':
      return mailtoUrl(options.emailSubject);
  }
}

/** Typos for the content tests, one message each (e.g. `unknown marker [fax]`): markers, tags, placeholders not in `known`. */
export function markerProblems(text: string, known: readonly string[] = factNames): string[] {
  const problems: string[] = [];
  const tags = /\[(\/?)([a-z][a-z0-9_-]*)\]/gi;
  const open: string[] = [];
  for (const match of text.matchAll(tags)) {
    const [whole, slash, name] = match;
    if (!isLinkMarker(name)) {
      problems.push(`unknown marker ${whole}`);
    } else if (!slash) {
      if (open.length) problems.push(`marker ${whole} inside [${open[open.length - 1]}]`);
      open.push(name);
    } else if (open[open.length - 1] === name) {
      open.pop();
    } else {
      problems.push(`closing ${whole} without its opening [${name}]`);
    }
  }
  for (const name of open) problems.push(`unclosed marker [${name}]`);
  for (const match of text.matchAll(placeholderPattern)) {
    if (!known.includes(match[1])) problems.push(`unknown placeholder ${match[0]}`);
  }
  return problems;
}

/** The placeholders and marker tags of a text, sorted: what a translation must keep (`npm run i18n:check`). */
export function syntaxOf(text: string): string[] {
  return [...text.matchAll(/\[\/?[a-z][a-z0-9_-]*\]|\{[a-zA-Z][a-zA-Z0-9]*\}/g)].map((m) => m[0]).sort();
}

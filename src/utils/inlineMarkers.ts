/**
 * Inline markers of the content-driven service pages (docs/product.md §2 "Generic
 * content-driven service page": inline markers for WhatsApp, phone and e-mail
 * links, and placeholders for phone and e-mail). Staff write them in the
 * content files; the view turns them into links with `<RichText>`.
 *
 * Syntax (lower case, no spaces inside the brackets):
 *
 * | written in content             | becomes                                               |
 * |--------------------------------|-------------------------------------------------------|
 * | `[whatsapp]label[/whatsapp]`   | a link to the company's WhatsApp chat, text `label`   |
 * | `[phone]label[/phone]`         | a `tel:` link to the company phone, text `label`      |
 * | `[email]label[/email]`         | a `mailto:` link to the company e-mail, text `label`  |
 * | `{phone}`                      | the company phone as displayed (`+34 981 000 000`)    |
 * | `{email}`                      | the company e-mail address                            |
 *
 * - An empty label (`[phone][/phone]`) shows the phone number, the e-mail
 *   address or the word "WhatsApp".
 * - Placeholders work inside labels too: `[phone]{phone}[/phone]`.
 * - Markers do not nest: inside a label, another marker stays plain text.
 * - Anything else in brackets or braces — an unknown marker such as
 *   `[fax]…[/fax]`, a marker without its closing tag, a stray closing tag, an
 *   unknown placeholder — is kept as plain text, character for character, so
 *   a typo never hides copy or breaks the build. {@link markerProblems}
 *   reports those typos so the content tests catch them.
 *
 * Pure module: the company's contact details come in as an argument
 * (defaulting to `src/config/company.ts`), no React, no DOM.
 */
import { company, mailtoUrl, telUrl, whatsappLink } from '../config/company';

/** The link markers, in the order documented above. */
export const linkMarkers = ['whatsapp', 'phone', 'email'] as const;

/** Kind of a link marker. */
export type LinkMarker = (typeof linkMarkers)[number];

/** The placeholders replaced by company values. */
export const placeholders = ['phone', 'email'] as const;

/** Name of a placeholder (`{phone}`, `{email}`). */
export type Placeholder = (typeof placeholders)[number];

/** Values put in place of the placeholders. */
export type PlaceholderValues = Record<Placeholder, string>;

/** One piece of parsed text: plain text, or a link of one of the {@link linkMarkers}. */
export type InlineToken = { type: 'text'; text: string } | { type: 'link'; marker: LinkMarker; label: string };

/** The company's phone and e-mail as shown in text. */
export const companyPlaceholderValues: PlaceholderValues = { phone: company.phoneDisplay, email: company.email };

const openTag = /\[([a-z][a-z0-9_-]*)\]/g;
const placeholderPattern = /\{([a-z][a-z0-9_-]*)\}/g;

function isLinkMarker(name: string): name is LinkMarker {
  return (linkMarkers as readonly string[]).includes(name);
}

function isPlaceholder(name: string): name is Placeholder {
  return (placeholders as readonly string[]).includes(name);
}

/** Replaces `{phone}` and `{email}`; unknown placeholders stay as written. */
export function fillPlaceholders(text: string, values: PlaceholderValues = companyPlaceholderValues): string {
  return text.replace(placeholderPattern, (whole, name: string) => (isPlaceholder(name) ? values[name] : whole));
}

/** Label shown for a link marker written with an empty label. */
function defaultLabel(marker: LinkMarker, values: PlaceholderValues): string {
  if (marker === 'whatsapp') return 'WhatsApp';
  return values[marker];
}

function pushText(tokens: InlineToken[], text: string): void {
  if (!text) return;
  const last = tokens[tokens.length - 1];
  if (last?.type === 'text') last.text += text;
  else tokens.push({ type: 'text', text });
}

/**
 * Splits a content string into plain text and link tokens, with the
 * placeholders filled in. Never throws: malformed markers come back as text.
 *
 * @param text a content string, possibly with markers.
 * @param values what `{phone}` / `{email}` become (default: the company's).
 * @returns tokens in reading order; adjacent text is merged; an empty string gives `[]`.
 */
export function parseInlineMarkers(text: string, values: PlaceholderValues = companyPlaceholderValues): InlineToken[] {
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
export function plainText(text: string, values: PlaceholderValues = companyPlaceholderValues): string {
  return parseInlineMarkers(text, values)
    .map((t) => (t.type === 'text' ? t.text : t.label))
    .join('');
}

/** Options of {@link markerHref}. */
export interface MarkerHrefOptions {
  /** Text prefilled in the WhatsApp chat. */
  whatsappMessage?: string;
  /** Subject prefilled in the e-mail. */
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

/**
 * Typos a writer probably did not mean, for the content tests: unknown
 * markers, markers without their closing tag, closing tags without an
 * opening one, and unknown placeholders. The parser renders all of these as
 * plain text; this function only makes them visible.
 *
 * @returns one message per problem, e.g. `unknown marker [fax]`; `[]` when the text is clean.
 */
export function markerProblems(text: string): string[] {
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
    if (!isPlaceholder(match[1])) problems.push(`unknown placeholder ${match[0]}`);
  }
  return problems;
}

/**
 * Joins a number to the unit after it with a no-break space (`50 %`,
 * `24 h`, `24–48 h`), so a line never starts with a lone unit — Spanish
 * typography puts a space before `%`. Applied when rendering, so content
 * files stay plain to write and to search.
 */
export function keepUnitsTogether(text: string): string {
  return text.replace(/(\d) (%|h\b)/g, '$1\u00a0$2');
}

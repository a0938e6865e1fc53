/**
 * The one syntax of content text (docs/product.md §2, §12): link markers and
 * `{name}` placeholders, in every string of every content file, on every
 * page. Staff and translators write them in the content files; the page
 * loader fills the placeholders (`src/utils/placeholders.ts` with the values
 * of `src/utils/facts.ts`) and `<RichText>` turns the markers into links.
 *
 * Syntax (lower-case markers, no spaces inside the brackets):
 *
 * | written in content             | becomes                                               |
 * |--------------------------------|-------------------------------------------------------|
 * | `[whatsapp]label[/whatsapp]`   | a link to the company's WhatsApp chat, text `label`   |
 * | `[phone]label[/phone]`         | a `tel:` link to the company phone, text `label`      |
 * | `[email]label[/email]`         | a `mailto:` link to the company e-mail, text `label`  |
 * | `{phone}`, `{email}`           | the company phone as displayed, the company e-mail    |
 * | `{callHours}`, `{resubmitSeconds}`… | every other fact of `factValues` (`src/utils/facts.ts`) |
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
 * Pure module: no React, no DOM.
 */
import { mailtoUrl, telUrl, whatsappLink } from '../config/company';
import { contactValues, factNames } from './facts';
import { fillPlaceholders, placeholderPattern, type PlaceholderValues } from './placeholders';

/** The link markers, in the order documented above. */
export const linkMarkers = ['whatsapp', 'phone', 'email'] as const;

/** Kind of a link marker. */
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

/**
 * Splits a content string into plain text and link tokens, with the
 * placeholders filled in. Never throws: malformed markers come back as text.
 * Content from the page loader arrives with its placeholders already
 * filled; filling here again keeps the parser usable on raw strings.
 *
 * @param text a content string, possibly with markers.
 * @param values what the placeholders become (default: `{phone}` and `{email}` of the company module).
 * @returns tokens in reading order; adjacent text is merged; an empty string gives `[]`.
 */
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
 * @param known the placeholder names that have a value (default: every fact of `src/utils/facts.ts`).
 * @returns one message per problem, e.g. `unknown marker [fax]`; `[]` when the text is clean.
 */
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

/**
 * The placeholders and link-marker tags of a text, sorted: what a
 * translation must keep, word order aside (`npm run i18n:check` compares the
 * Spanish and English strings with it, docs/translating.md).
 *
 * @returns e.g. `['[/phone]', '[phone]', '{phone}']` for `Llama al [phone]{phone}[/phone]`.
 */
export function syntaxOf(text: string): string[] {
  return [...text.matchAll(/\[\/?[a-z][a-z0-9_-]*\]|\{[a-zA-Z][a-zA-Z0-9]*\}/g)].map((m) => m[0]).sort();
}

/**
 * Units a figure is tied to: symbols (`%`, `€`, `h`, `min`, `s`) and the
 * time words of both languages, singular and plural.
 */
const unitAfterFigure =
  /(\d) (%|€|h|min|s|km|GB|TB|d[ií]as?|semanas?|mes(?:es)?|años?|horas?|minutos?|segundos?|days?|weeks?|months?|years?|hours?|minutes?|seconds?)(?![\p{L}\p{N}])/gu;

/**
 * Joins a number to the unit after it with a no-break space (`50 %`,
 * `24 h`, `24–48 h`, `90 min`, `30 días`, `3 months`), so a line never
 * starts with a lone unit — Spanish typography puts a space before `%` and
 * `€`. The page loader applies it to every string of every page's content
 * (`src/plugins/site-pages/content.ts`) and `<RichText>` to what it renders,
 * so content files stay plain to write and to search.
 */
export function keepUnitsTogether(text: string): string {
  return text.replace(unitAfterFigure, '$1\u00a0$2');
}

/**
 * The site's typography, applied once to every string a page shows: content
 * files (the page loader), formatted facts (hours, ranges) and blog posts
 * (the remark step in `src/plugins/typography`). docs/product.md, "Typography".
 *
 * - a figure stays on the line of its unit: `24 h`, `30 días`, `300 €`
 *   (no-break space);
 * - a range never breaks in the middle: `24–48 h`, `10:00–12:00`, `€30–€60` (a word
 *   joiner after the en dash, which browsers otherwise break after) and
 *   `2 a 4 semanas`, `1 to 3 months` (no-break spaces around the word);
 * - a register reference stays whole: `hoja C-00000` (a word joiner after its hyphen too), `tomo 0000`;
 * - a figure stays with the word it counts: `40 deportistas` (no-break space), `90-minute` (a
 *   non-breaking hyphen, U+2011);
 * - quotes: English “curly” and ’ apostrophes, Spanish «angle» quotes.
 *
 * Pure and idempotent: typesetting a typeset text changes nothing.
 */
import type { Locale } from '../config/locales';
import { mapStrings } from './mapStrings';

/** No-break space. */
export const NBSP = '\u00a0';
/** Word joiner: forbids a line break where it stands, shows nothing. */
export const WORD_JOINER = '\u2060';
/** Non-breaking hyphen: a hyphen no line breaks after. */
export const NB_HYPHEN = '\u2011';

/**
 * A text for where nothing wraps and some readers draw the word joiner as a box (meta descriptions, share previews):
 * the same text without its word joiners.
 */
export function withoutWordJoiners(text: string): string {
  return text.replaceAll(WORD_JOINER, '');
}

/**
 * A short heading's last two words joined by a no-break space, so its last line never holds one word alone
 * ("Nos cuentas el / problema" becomes "Nos cuentas / el problema"); a heading of one or two words as it is.
 */
export function withoutLoneLastWord(text: string): string {
  return text.trim().split(/\s+/).length < 3 ? text : text.replace(/[ ]+(\S+)\s*$/u, `${NBSP}$1`);
}

/** Units a figure is tied to: symbols and the time words of both languages. */
export const unitWords =
  '%|€|h|min|s|km|GB|TB|d[ií]as?|semanas?|mes(?:es)?|años?|horas?|minutos?|segundos?|days?|weeks?|months?|years?|hours?|minutes?|seconds?|puntos|points|working days?|días laborables';

/** Words that join the two ends of a spoken range (`2 a 4`, `1 to 3`). */
export const rangeWords = 'a|o|y|to|or|and';

/** Words naming a register reference (`hoja C-00000`, `tomo 0000`) or a legal article (`art. 6.1.a`, `Art. 6(1)(a)`). */
export const referenceWords = 'tomo|folio|hoja|volume|sheet|page|NIF|VAT|[Aa]rt\\.';

const unitAfterFigure = new RegExp(`(\\d) (${unitWords})(?![\\p{L}\\p{N}])`, 'gu');
const dashRange = /(\d)\u2013(?!\u2060)(?=[\d€$£])/g;
const spokenRange = new RegExp(`(\\d) (${rangeWords}) (?=\\d)`, 'g');
const reference = new RegExp(`(^|[^\\p{L}])(${referenceWords}) (?=\\p{Lu}?[-\\d])`, 'gu');
/**
 * A figure and the lower-case word it counts (`40 deportistas`), not the last group of a phone number
 * (`+34 981 000 000 de lunes`) or of a reference (`Ley 34/2002 de`); a figure glued to its word by a hyphen (`90-minute`).
 */
const figureNoun = /(?<!(?:\d[ \u00a0]|\/)\d*)(\d) (?=\p{Ll})/gu;
const figureHyphenNoun = /((?:^|[\s(])\d+)-(?=\p{Ll})/gu;
/** The hyphen of a lettered register reference (`hoja C-00000`), after {@link reference} has tied the word to it. */
const referenceHyphen = new RegExp(`((?:^|[^\\p{L}])(?:${referenceWords})\u00a0\\p{Lu})-(?!\u2060)(?=\\d)`, 'gu');

/** Joins figures to units and to the words they count, keeps ranges and register references whole (both languages). */
export function keepFiguresTogether(text: string): string {
  return text
    .replace(unitAfterFigure, `$1${NBSP}$2`)
    .replace(dashRange, `$1–${WORD_JOINER}`)
    .replace(spokenRange, `$1${NBSP}$2${NBSP}`)
    .replace(reference, `$1$2${NBSP}`)
    .replace(referenceHyphen, `$1-${WORD_JOINER}`)
    .replace(figureNoun, `$1${NBSP}`)
    .replace(figureHyphenNoun, `$1${NB_HYPHEN}`);
}

/** Whether a character opens rather than closes a quotation (start, space, opening bracket or dash before it). */
function opensQuote(before: string): boolean {
  return before === '' || /[\s([{\u2014\u2013«“‘\u00a0/-]/u.test(before);
}

/**
 * Straight quotes made typographic for `locale`: English “ ” ‘ ’ (an apostrophe
 * inside or after a word is ’), Spanish « » (and ’ for a stray apostrophe).
 * @param before the character that precedes `text` on the page ('' at the start), so a
 *   text cut into pieces (a Markdown paragraph with emphasis) reads its quotes right.
 */
export function curlQuotes(text: string, locale: Locale, before = ''): string {
  let out = '';
  let prev = before;
  for (const ch of text) {
    let next = ch;
    if (ch === '"') {
      const open = opensQuote(prev);
      next = locale === 'es' ? (open ? '«' : '»') : open ? '“' : '”';
    } else if (ch === "'") {
      next = locale === 'en' && opensQuote(prev) ? '‘' : '’';
    }
    out += next;
    prev = ch;
  }
  return out;
}

/**
 * The site's typography over one string shown to a reader ({@link keepFiguresTogether},
 * then {@link curlQuotes}). Not for URLs, code or attribute values that are not prose.
 */
export function typeset(text: string, locale: Locale, before = ''): string {
  return curlQuotes(keepFiguresTogether(text), locale, before);
}

/** {@link typeset} over every string of a JSON-like value (copied). */
export function typesetDeep<T>(value: T, locale: Locale): T {
  return mapStrings(value, (text) => typeset(text, locale));
}

/** A breakable place inside a figure and its unit, a range or a register reference, as found in shown text (for the typography test). */
export interface TypographyFault {
  /** What is wrong, e.g. `breakable space between a figure and its unit`. */
  kind: string;
  /** The text around it. */
  excerpt: string;
}

const faultPatterns: { kind: string; pattern: RegExp; locales?: Locale[] }[] = [
  {
    kind: 'breakable space between a figure and its unit',
    pattern: new RegExp(`\\d[ \\t\\n\\r]+(?:${unitWords})(?![\\p{L}\\p{N}])`, 'gu'),
  },
  { kind: 'breakable en dash inside a range', pattern: /\d\u2013(?!\u2060)[\d€$£]/g },
  {
    kind: 'breakable space inside a range',
    pattern: new RegExp(`\\d(?:[ \\t\\n\\r](?:${rangeWords})\\s|\\s(?:${rangeWords})[ \\t\\n\\r])\\d`, 'g'),
  },
  {
    kind: 'breakable space in a register reference',
    pattern: new RegExp(`(?<![\\p{L}])(?:${referenceWords})[ \\t\\n\\r]+\\p{Lu}?[-\\d]`, 'gu'),
  },
  {
    kind: 'breakable hyphen in a register reference',
    pattern: new RegExp(`(?<![\\p{L}])(?:${referenceWords})\\s\\p{Lu}-(?!\u2060)\\d`, 'gu'),
  },
  { kind: 'breakable space between a figure and its noun', pattern: /(?<!(?:\d[ \u00a0]|\/)\d*)\d[ \t\n\r]+\p{Ll}/gu },
  { kind: 'breakable hyphen between a figure and its noun', pattern: /(?:^|[\s(])\d+-\p{Ll}/gu },
  { kind: 'straight double quote', pattern: /"/g },
  { kind: 'straight apostrophe or single quote', pattern: /'/g, locales: ['en'] },
];

/** A range of plain figures written with a dash (`2–4`) or in words (`2 a 4`, `2 to 4`); times (`10:00 a 12:00`) are neither. */
const rangeStylePatterns = {
  dash: /(?<![\d:.,])\d+\u2013\u2060?\d+(?![\d:])/gu,
  words: new RegExp(`(?<![\\d:.,])\\d+\\s(?:${rangeWords})\\s\\d+(?![\\d:])`, 'gu'),
};

/**
 * The ranges of one page when it writes them both ways (`2–4 semanas` and `2 a 4 semanas`): a fault at the
 * first range in words; `[]` when the page keeps to one style.
 */
export function mixedRangeStyles(text: string): TypographyFault[] {
  const dash = text.match(rangeStylePatterns.dash);
  const words = [...text.matchAll(rangeStylePatterns.words)];
  if (!dash || words.length === 0) return [];
  const at = words[0].index ?? 0;
  return [
    {
      kind: `ranges written both ways (${dash[0]} and ${words[0][0]})`,
      excerpt: text.slice(Math.max(0, at - 30), at + words[0][0].length + 30),
    },
  ];
}

/** Every typography fault of a text shown in `locale` (`[]` when clean). */
export function typographyFaults(text: string, locale: Locale): TypographyFault[] {
  const faults: TypographyFault[] = [];
  for (const { kind, pattern, locales } of faultPatterns) {
    if (locales && !locales.includes(locale)) continue;
    for (const m of text.matchAll(pattern)) {
      const at = m.index ?? 0;
      faults.push({ kind, excerpt: text.slice(Math.max(0, at - 30), at + m[0].length + 30) });
    }
  }
  return faults;
}

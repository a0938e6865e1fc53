import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../src/config/prices';
import { codeTranslate } from '../../../src/utils/code-translations';
import {
  curlQuotes,
  keepFiguresTogether,
  mixedRangeStyles,
  typeset,
  typographyFaults,
  withoutLoneLastWord,
} from '../../../src/utils/typography';

const NB = '\u00a0';
const WJ = '\u2060';

describe('keepFiguresTogether', () => {
  it('ties a figure to its unit with a no-break space', () => {
    expect(keepFiguresTogether('un 50 % en 24 h o 24–48 h')).toBe(`un 50${NB}% en 24${NB}h o 24–${WJ}48${NB}h`);
    expect(keepFiguresTogether('90 min, 30 días, 3 meses, 1 día, 45 s, 1 day')).toBe(
      `90${NB}min, 30${NB}días, 3${NB}meses, 1${NB}día, 45${NB}s, 1${NB}day`,
    );
  });

  it('keeps a Spanish price on one line, whatever the prices module says today', () => {
    const price = formatPrice('advisory', 'es', codeTranslate('es'));
    expect(typographyFaults(keepFiguresTogether(price.replace(/\s/g, ' ')), 'es')).toEqual([]);
  });

  it('keeps ranges whole, with a dash or a word', () => {
    expect(keepFiguresTogether('10:00–12:00')).toBe(`10:00–${WJ}12:00`);
    expect(keepFiguresTogether('de 10:00 a 12:00')).toBe(`de 10:00${NB}a${NB}12:00`);
    expect(keepFiguresTogether('in 3 to 5 weeks')).toBe(`in 3${NB}to${NB}5${NB}weeks`);
  });

  it('keeps a register reference whole', () => {
    expect(keepFiguresTogether('tomo 12, folio 3, hoja Z-987 · NIF X1234567')).toBe(
      `tomo${NB}12, folio${NB}3, hoja${NB}Z-${WJ}987 · NIF${NB}X1234567`,
    );
  });

  it('keeps a legal article with its number', () => {
    expect(keepFiguresTogether('(art. 6.1.a) and (Art. 6(1)(f))')).toBe(`(art.${NB}6.1.a) and (Art.${NB}6(1)(f))`);
    expect(keepFiguresTogether('the art. Show')).toBe('the art. Show');
  });

  it('keeps a lettered register reference from breaking at its hyphen, once', () => {
    const once = keepFiguresTogether('hoja Q-4321');
    expect(once).toBe(`hoja${NB}Q-${WJ}4321`);
    expect(keepFiguresTogether(once)).toBe(once);
    expect(keepFiguresTogether('e-mail C-3PO, a T-shirt')).toBe('e-mail C-3PO, a T-shirt');
  });

  it('keeps a figure with the word it counts, but not a phone number or a reference with the words after it', () => {
    expect(keepFiguresTogether('más de 25 remeros, a 45-minute talk, 3 hilos')).toBe(
      `más de 25${NB}remeros, a 45\u2011minute talk, 3${NB}hilos`,
    );
    const notCounts = 'al +34 981 000 000 de lunes, Ley 34/2002 de servicios, 2026 Brétema, 2026-10-06-post';
    expect(keepFiguresTogether(notCounts)).toBe(notCounts);
    expect(typographyFaults('más de 25 remeros', 'es').map((f) => f.kind)).toEqual(['breakable space between a figure and its noun']);
    expect(typographyFaults('a 45-minute talk', 'en').map((f) => f.kind)).toEqual(['breakable hyphen between a figure and its noun']);
  });

  it('finds a page that writes its ranges both ways, not one that keeps to one or names times', () => {
    expect(mixedRangeStyles(typeset('3–5 días y, más abajo, 3 a 5 días', 'es'))).toHaveLength(1);
    expect(mixedRangeStyles(typeset('3–5 días, 12–36 h, de 9:00 a 13:00', 'es'))).toEqual([]);
    expect(mixedRangeStyles(typeset('2 to 4 weeks, 1 to 3 months', 'en'))).toEqual([]);
  });

  it('leaves other words alone and is idempotent', () => {
    const text = 'a page About, C-3PO, 2026 Brétema';
    expect(keepFiguresTogether(text)).toBe(text);
    const once = keepFiguresTogether('3–5 semanas, de 9:00 a 11:00');
    expect(keepFiguresTogether(once)).toBe(once);
  });
});

describe('curlQuotes', () => {
  it('gives English curly quotes and apostrophes', () => {
    expect(curlQuotes(`"what about my photos?" It's 'fine'`, 'en')).toBe('“what about my photos?” It’s ‘fine’');
  });

  it('gives Spanish angle quotes', () => {
    expect(curlQuotes('dice "todo" (y "nada")', 'es')).toBe('dice «todo» (y «nada»)');
  });

  it('reads a quote with the character shown before it', () => {
    expect(curlQuotes('" said she', 'en', 'd')).toBe('” said she');
    expect(curlQuotes('"quoted', 'en', ' ')).toBe('“quoted');
  });
});

describe('typographyFaults', () => {
  it('finds every kind of fault the filter prevents, and none in filtered text', () => {
    const raw = `Listo en 24 h o 24–48 h, "ya", de 10:00 a 12:00, hoja C-00000`;
    expect(typographyFaults(raw, 'es').map((f) => f.kind)).toEqual(
      expect.arrayContaining([
        'breakable space between a figure and its unit',
        'breakable en dash inside a range',
        'breakable space inside a range',
        'breakable space in a register reference',
        'straight double quote',
      ]),
    );
    expect(typographyFaults(`hoja${NB}Q-4321`, 'es').map((f) => f.kind)).toEqual(['breakable hyphen in a register reference']);
    expect(typographyFaults(typeset(raw, 'es'), 'es')).toEqual([]);
    expect(typographyFaults("it's", 'en')).toHaveLength(1);
    expect(typographyFaults(typeset("it's", 'en'), 'en')).toEqual([]);
  });
});

describe('withoutLoneLastWord', () => {
  it('joins the last two words of a heading of three or more', () => {
    expect(withoutLoneLastWord('Traes el portátil averiado')).toBe('Traes el portátil\u00a0averiado');
    expect(withoutLoneLastWord('Presupuesto cerrado')).toBe('Presupuesto cerrado');
    expect(withoutLoneLastWord(withoutLoneLastWord('Bring the broken laptop'))).toBe('Bring the broken\u00a0laptop');
  });
});

import { describe, expect, it } from 'vitest';
import { markerHref, markerProblems, parseInlineMarkers, plainText } from '../../../src/utils/inlineMarkers';
import { fillPlaceholders, type PlaceholderValues } from '../../../src/utils/placeholders';
import { company, mailtoUrl, telUrl, whatsappLink } from '../../../src/config/company';

const values: PlaceholderValues = { phone: '+34 600 111 222', email: 'test@example.org' };
const parse = (text: string) => parseInlineMarkers(text, values);

describe('parseInlineMarkers', () => {
  it('returns a text without markers as one text token', () => {
    expect(parse('Plain text, no marker.')).toEqual([{ type: 'text', text: 'Plain text, no marker.' }]);
  });

  it('returns no tokens for an empty string', () => {
    expect(parse('')).toEqual([]);
  });

  it('turns each link marker into a link token', () => {
    expect(parse('Write on [whatsapp]WhatsApp[/whatsapp].')).toEqual([
      { type: 'text', text: 'Write on ' },
      { type: 'link', marker: 'whatsapp', label: 'WhatsApp' },
      { type: 'text', text: '.' },
    ]);
    expect(parse('[phone]Ring[/phone]')).toEqual([{ type: 'link', marker: 'phone', label: 'Ring' }]);
    expect(parse('[email]Write[/email]')).toEqual([{ type: 'link', marker: 'email', label: 'Write' }]);
  });

  it('handles several markers in one string, in reading order', () => {
    expect(parse('Ring [phone]{phone}[/phone], write to [email]{email}[/email] or [whatsapp]chat[/whatsapp]!')).toEqual([
      { type: 'text', text: 'Ring ' },
      { type: 'link', marker: 'phone', label: '+34 600 111 222' },
      { type: 'text', text: ', write to ' },
      { type: 'link', marker: 'email', label: 'test@example.org' },
      { type: 'text', text: ' or ' },
      { type: 'link', marker: 'whatsapp', label: 'chat' },
      { type: 'text', text: '!' },
    ]);
  });

  it('handles the same marker twice and markers side by side', () => {
    expect(parse('[phone]a[/phone][phone]b[/phone]')).toEqual([
      { type: 'link', marker: 'phone', label: 'a' },
      { type: 'link', marker: 'phone', label: 'b' },
    ]);
  });

  it('replaces placeholders in plain text', () => {
    expect(parse('Llama al {phone} o escribe a {email}.')).toEqual([
      { type: 'text', text: 'Llama al +34 600 111 222 o escribe a test@example.org.' },
    ]);
  });

  it('keeps an unknown marker as plain text, character for character', () => {
    const text = 'Send a [fax]fax[/fax] or [phone]call[/phone].';
    expect(parse(text)).toEqual([
      { type: 'text', text: 'Send a [fax]fax[/fax] or ' },
      { type: 'link', marker: 'phone', label: 'call' },
      { type: 'text', text: '.' },
    ]);
  });

  it('keeps upper-case and spaced look-alikes as plain text', () => {
    expect(parse('[Phone]x[/Phone] [ phone ]y[/ phone ]')).toEqual([{ type: 'text', text: '[Phone]x[/Phone] [ phone ]y[/ phone ]' }]);
  });

  it('keeps an unclosed marker as plain text and still parses what follows', () => {
    expect(parse('[phone]call us')).toEqual([{ type: 'text', text: '[phone]call us' }]);
    expect(parse('[email]no end, but [whatsapp]chat[/whatsapp]')).toEqual([
      { type: 'text', text: '[email]no end, but ' },
      { type: 'link', marker: 'whatsapp', label: 'chat' },
    ]);
  });

  it('keeps a stray closing tag and a mismatched closing tag as plain text', () => {
    expect(parse('done[/phone]')).toEqual([{ type: 'text', text: 'done[/phone]' }]);
    expect(parse('[phone]x[/email]')).toEqual([{ type: 'text', text: '[phone]x[/email]' }]);
  });

  it('keeps unknown placeholders and lone braces', () => {
    expect(parse('{fax} {phone} { } {')).toEqual([{ type: 'text', text: '{fax} +34 600 111 222 { } {' }]);
  });

  it('does not nest markers: an inner marker stays in the label as text', () => {
    expect(parse('[phone]a [email]b[/email][/phone]')).toEqual([{ type: 'link', marker: 'phone', label: 'a [email]b[/email]' }]);
  });

  it('gives an empty label the phone, the e-mail or "WhatsApp"', () => {
    expect(parse('[phone][/phone]|[email] [/email]|[whatsapp][/whatsapp]')).toEqual([
      { type: 'link', marker: 'phone', label: '+34 600 111 222' },
      { type: 'text', text: '|' },
      { type: 'link', marker: 'email', label: 'test@example.org' },
      { type: 'text', text: '|' },
      { type: 'link', marker: 'whatsapp', label: 'WhatsApp' },
    ]);
  });

  it('uses the company module by default', () => {
    expect(parseInlineMarkers('{phone} {email}')).toEqual([{ type: 'text', text: `${company.phoneDisplay} ${company.email}` }]);
  });

  it('never throws on arbitrary brackets', () => {
    for (const text of ['[', ']', '[]', '[/]', '[[phone]]x[/phone]]', '{{phone}}', '[phone][phone]x[/phone]']) {
      expect(() => parse(text)).not.toThrow();
      expect(plainText(text, values).length).toBeGreaterThan(0);
    }
  });
});

describe('plainText and fillPlaceholders', () => {
  it('drops the markers and keeps the labels', () => {
    expect(plainText('Call [phone]{phone}[/phone] now', values)).toBe('Call +34 600 111 222 now');
  });

  it('fills only known placeholders', () => {
    expect(fillPlaceholders('{email} {name}', values)).toBe('test@example.org {name}');
  });
});

describe('markerHref', () => {
  it('points at the company WhatsApp, tel: and mailto: links', () => {
    expect(markerHref('whatsapp')).toBe(company.whatsappUrl);
    expect(markerHref('whatsapp', { whatsappMessage: 'Hola' })).toBe(whatsappLink('Hola'));
    expect(markerHref('phone')).toBe(telUrl);
    expect(telUrl).toMatch(/^tel:\+\d+$/);
    expect(markerHref('email')).toBe(`mailto:${company.email}`);
    expect(markerHref('email', { emailSubject: 'Reparación' })).toBe(mailtoUrl('Reparación'));
  });
});

describe('markerProblems', () => {
  it('is empty for clean texts', () => {
    expect(markerProblems('Sin marcadores.')).toEqual([]);
    expect(markerProblems('[whatsapp]a[/whatsapp] [phone]{phone}[/phone] [email]{email}[/email]')).toEqual([]);
  });

  it('reports unknown, unclosed, stray and nested markers and unknown placeholders', () => {
    expect(markerProblems('[fax]x[/fax]')).toEqual(['unknown marker [fax]', 'unknown marker [/fax]']);
    expect(markerProblems('[phone]x')).toEqual(['unclosed marker [phone]']);
    expect(markerProblems('x[/email]')).toEqual(['closing [/email] without its opening [email]']);
    expect(markerProblems('[phone]a [email]b[/email][/phone]')).toEqual(['marker [email] inside [phone]']);
    expect(markerProblems('{telefono}')).toEqual(['unknown placeholder {telefono}']);
  });
});

import { describe, expect, it } from 'vitest';
import { buildMailto, emptyValue, mailBody, toCrlf, type MailDraft } from '../../../src/form-rules/mailto';
import { limits } from '../../../src/config/limits';

const draft = (text: string, extra: Partial<MailDraft> = {}): MailDraft => ({
  to: 'team@example.test',
  subject: 'Topic A — Conservas Rías',
  fields: [
    { label: 'Nombre', value: 'Uxía Pérez' },
    { label: 'Empresa', value: '' },
  ],
  message: { label: 'L-message', text },
  trimNotice: '[Mensaje recortado.]',
  ...extra,
});

/** Decodes the subject and body of a mailto: URL. */
function parts(url: string) {
  const [address, query] = url.slice('mailto:'.length).split('?');
  const params = Object.fromEntries(query.split('&').map((p) => p.split('=') as [string, string]));
  return { address, subject: decodeURIComponent(params.subject), body: decodeURIComponent(params.body), rawBody: params.body };
}

describe('mailBody', () => {
  it('writes labelled fields, a blank line, the message, all with CRLF, and a dash for empty values', () => {
    expect(mailBody(draft('Hola\nqué tal').fields, { label: 'L-message', text: 'Hola\nqué tal' })).toBe(
      `Nombre: Uxía Pérez\r\nEmpresa: ${emptyValue}\r\n\r\nL-message:\r\nHola\r\nqué tal`,
    );
  });

  it('keeps each field on one line', () => {
    expect(mailBody([{ label: 'Zona', value: 'Vilanova\n de Arousa' }])).toBe('Zona: Vilanova de Arousa');
  });

  it('normalises every kind of line break to CRLF', () => {
    expect(toCrlf('a\nb\r\nc\rd')).toBe('a\r\nb\r\nc\r\nd');
  });
});

describe('buildMailto', () => {
  it('encodes subject and body with encodeURIComponent and line breaks as %0D%0A', () => {
    const url = buildMailto(draft('Línea 1\nLínea 2 & más? #sí'));
    expect(parts(url).body).not.toContain('[Mensaje recortado.]');
    expect(url.startsWith('mailto:team@example.test?subject=')).toBe(true);
    const { address, subject, body, rawBody } = parts(url);
    expect(address).toBe('team@example.test');
    expect(subject).toBe('Topic A — Conservas Rías');
    expect(body).toContain('Línea 1\r\nLínea 2 & más? #sí');
    expect(rawBody).toContain('%0D%0A');
    expect(rawBody).not.toMatch(/%0A(?<!%0D%0A)/);
    expect(rawBody).not.toMatch(/[ &?#\n\r]/);
    expect(url).toContain(encodeURIComponent('Línea 2 & más? #sí'));
  });

  it('never lets a line break into the subject', () => {
    expect(parts(buildMailto(draft('x', { subject: 'Uno\nDos' }))).subject).toBe('Uno Dos');
  });

  it(`stays within ${limits.mailtoMaxChars} characters by shortening the message and saying so`, () => {
    const long = 'Quiero que alguien atienda el teléfono del taller en gallego y castellano. '.repeat(60);
    const url = buildMailto(draft(long));
    expect(parts(url).body).toContain('[Mensaje recortado.]');
    expect(url.length).toBeLessThanOrEqual(limits.mailtoMaxChars);
    const { body } = parts(url);
    expect(body).toContain('Nombre: Uxía Pérez');
    expect(body).toContain('…\r\n\r\n[Mensaje recortado.]');
    const kept = body.split('L-message:\r\n')[1].split('…')[0];
    expect(long.startsWith(kept)).toBe(true);
    // As much of the message as fits: one more character would not.
    expect(kept.length).toBeGreaterThan(500);
  });

  it('uses the whole allowance: the longest prefix that fits', () => {
    const long = 'a'.repeat(5000);
    const url = buildMailto(draft(long), 300);
    expect(url.length).toBeLessThanOrEqual(300);
    expect(url.length).toBeGreaterThan(295);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const url = buildMailto(draft('🙂'.repeat(1000)), 500);
    expect(url.length).toBeLessThanOrEqual(500);
    expect(() => decodeURIComponent(url.split('body=')[1])).not.toThrow();
  });

  it('leaves a short message untouched', () => {
    const url = buildMailto(draft('Hola'));
    expect(parts(url).body).not.toContain('[Mensaje recortado.]');
    expect(parts(url).body.endsWith('L-message:\r\nHola')).toBe(true);
  });

  it('cuts the body, then the subject, when even the fields do not fit', () => {
    const huge = draft('x', { fields: [{ label: 'Nombre', value: 'n'.repeat(3000) }] });
    const url = buildMailto(huge);
    expect(parts(url).body).toContain('[Mensaje recortado.]');
    expect(url.length).toBeLessThanOrEqual(limits.mailtoMaxChars);
    expect(parts(url).body).toContain('[Mensaje recortado.]');
    const tiny = buildMailto(draft('x', { subject: 's'.repeat(400) }), 100);
    expect(tiny.length).toBeLessThanOrEqual(100);
  });
});

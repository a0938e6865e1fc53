import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  browserSubmitTimeStore,
  contactEndpoint,
  contactFallbackMailto,
  contactFormData,
  contactRequestFields,
  contactRequestInit,
  decideSubmit,
  fieldErrors,
  initialContactValues,
  isSuccessfulResponse,
  lastSubmitStorageKey,
  nativeFieldError,
  readLastSubmitAt,
  secondsToWait,
  writeLastSubmitAt,
  type ContactValues,
  type SubmitTimeStore,
} from '../../../src/form-rules/contact';
import { limits } from '../../../src/config/limits';
import { contactTopics } from '../../../src/form-rules/fields';
import { contactFieldNames, requiredContactField } from '../../../src/form-rules/contact-contract';

const filled: ContactValues = {
  ...initialContactValues,
  fullName: 'Uxía Pérez',
  company: 'Conservas Rías',
  email: 'uxia@example.com',
  mobileNumber: '+34 600 000 000',
  message: 'Quiero automatizar los pedidos.',
  consent: true,
};

/** A store like localStorage, in memory. */
function fakeStore(initial: Record<string, string> = {}): SubmitTimeStore & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (k) => (k in data ? data[k] : null), setItem: (k, v) => void (data[k] = v) };
}

describe('initial state', () => {
  it('starts with every text field empty, consent unticked, the first topic and e-mail as the method', () => {
    const { topic, method, consent, ...text } = initialContactValues;
    expect(Object.entries(text).filter(([, value]) => value !== '')).toEqual([]);
    expect(consent).toBe(false);
    expect(topic).toBe(contactTopics[0]);
    expect(requiredContactField(method)).toBe('email');
  });
});

describe('decideSubmit: the handler checks in the documented order', () => {
  const now = 1_700_000_000_000;

  it('sends a complete form', () => {
    expect(decideSubmit(filled, undefined, now)).toEqual({ kind: 'send' });
  });

  it.each(['website', 'nickname'] as const)('ignores the submit silently when the %s honeypot is filled', (trap) => {
    expect(decideSubmit({ ...filled, [trap]: 'http://spam.example' }, undefined, now)).toEqual({ kind: 'ignore' });
    // Before every other rule: even without consent or within the wait.
    expect(decideSubmit({ ...filled, consent: false, [trap]: 'x' }, now - 1000, now)).toEqual({ kind: 'ignore' });
  });

  it('refuses without consent, pointing at the consent box', () => {
    expect(decideSubmit({ ...filled, consent: false }, undefined, now)).toEqual({
      kind: 'refuse',
      code: 'consentMissing',
      field: 'consent',
    });
  });

  it('checks consent before the wait', () => {
    expect(decideSubmit({ ...filled, consent: false }, now - 1000, now)).toMatchObject({ code: 'consentMissing' });
  });

  it('checks the wait before the preferred-method field', () => {
    expect(decideSubmit({ ...filled, email: '' }, now - 1000, now)).toEqual({ kind: 'refuse', code: 'waitBeforeResend' });
  });

  it('requires the e-mail when e-mail is preferred', () => {
    expect(decideSubmit({ ...filled, email: '  ' }, undefined, now)).toEqual({ kind: 'refuse', code: 'contactMissing', field: 'email' });
    expect(decideSubmit({ ...filled, mobileNumber: '' }, undefined, now)).toEqual({ kind: 'send' });
  });

  it('requires the phone when phone is preferred', () => {
    const phone = { ...filled, method: 'phone' as const };
    expect(decideSubmit({ ...phone, mobileNumber: '' }, undefined, now)).toEqual({
      kind: 'refuse',
      code: 'contactMissing',
      field: 'mobileNumber',
    });
    expect(decideSubmit({ ...phone, email: '' }, undefined, now)).toEqual({ kind: 'send' });
  });

  it('maps each method to its field', () => {
    expect(requiredContactField('email')).toBe('email');
    expect(requiredContactField('phone')).toBe('mobileNumber');
  });
});

describe('the 45-second wait, with a fake clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-09-02T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it(`refuses a second submit until ${limits.resubmitWaitSeconds} s have passed`, () => {
    const store = fakeStore();
    expect(decideSubmit(filled, readLastSubmitAt(store), Date.now())).toEqual({ kind: 'send' });
    writeLastSubmitAt(store, Date.now());
    expect(store.data[lastSubmitStorageKey]).toBe(String(Date.now()));

    vi.advanceTimersByTime(1_000);
    expect(decideSubmit(filled, readLastSubmitAt(store), Date.now())).toEqual({ kind: 'refuse', code: 'waitBeforeResend' });
    expect(secondsToWait(readLastSubmitAt(store), Date.now())).toBe(44);

    vi.advanceTimersByTime(43_999);
    expect(secondsToWait(readLastSubmitAt(store), Date.now())).toBe(1);
    expect(decideSubmit(filled, readLastSubmitAt(store), Date.now())).toMatchObject({ code: 'waitBeforeResend' });

    vi.advanceTimersByTime(1);
    expect(secondsToWait(readLastSubmitAt(store), Date.now())).toBe(0);
    expect(decideSubmit(filled, readLastSubmitAt(store), Date.now())).toEqual({ kind: 'send' });
  });

  it('does not lock the form for longer than the wait when the stored time is in the future', () => {
    expect(secondsToWait(Date.now() + 3_600_000, Date.now())).toBe(limits.resubmitWaitSeconds);
  });

  it('ignores a missing or unreadable stored time', () => {
    expect(readLastSubmitAt(fakeStore())).toBeUndefined();
    expect(readLastSubmitAt(fakeStore({ [lastSubmitStorageKey]: 'soon' }))).toBeUndefined();
    const broken: SubmitTimeStore = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readLastSubmitAt(broken)).toBeUndefined();
    expect(() => writeLastSubmitAt(broken, Date.now())).not.toThrow();
  });

  it('falls back to one shared in-memory store without localStorage', () => {
    const a = browserSubmitTimeStore();
    writeLastSubmitAt(a, 123);
    expect(readLastSubmitAt(browserSubmitTimeStore())).toBe(123);
  });
});

describe('nativeFieldError: the rules the browser checks without JavaScript', () => {
  it('requires fullName and message', () => {
    expect(nativeFieldError('fullName', ' ')).toBe('fullNameMissing');
    expect(nativeFieldError('fullName', 'Uxía')).toBeUndefined();
    expect(nativeFieldError('message', '')).toBe('messageMissing');
    expect(nativeFieldError('message', 'Hola')).toBeUndefined();
  });

  it('checks the e-mail format when there is one', () => {
    expect(nativeFieldError('email', '')).toBeUndefined();
    expect(nativeFieldError('email', 'uxia@example.com')).toBeUndefined();
    expect(nativeFieldError('email', 'uxia@')).toBe('emailInvalid');
    expect(nativeFieldError('email', 'uxia example.com')).toBe('emailInvalid');
  });

  it('checks the phone pattern: digits, space, +, parentheses, hyphen, at least 7 characters', () => {
    expect(nativeFieldError('mobileNumber', '')).toBeUndefined();
    for (const ok of ['6000000', '+34 (981) 000-000', '981 00 00 00']) expect(nativeFieldError('mobileNumber', ok)).toBeUndefined();
    for (const bad of ['600000', '600 abc 000', '600.000.000', '+34/981000000'])
      expect(nativeFieldError('mobileNumber', bad)).toBe('phoneInvalid');
    expect('1234567'.length).toBe(limits.phoneMinChars);
  });
});

describe('fieldErrors: what the submit handler checks first', () => {
  it('finds nothing in a complete form', () => {
    expect(fieldErrors(filled)).toEqual([]);
  });

  it('names every failing field in the form’s order, with its message', () => {
    expect(fieldErrors(initialContactValues)).toEqual([
      { field: 'fullName', code: 'fullNameMissing' },
      { field: 'message', code: 'messageMissing' },
    ]);
    expect(fieldErrors({ ...filled, fullName: ' ', email: 'uxia@', mobileNumber: '600', message: '' })).toEqual([
      { field: 'fullName', code: 'fullNameMissing' },
      { field: 'email', code: 'emailInvalid' },
      { field: 'mobileNumber', code: 'phoneInvalid' },
      { field: 'message', code: 'messageMissing' },
    ]);
  });

  it('leaves consent and the preferred method’s field to decideSubmit', () => {
    expect(fieldErrors({ ...filled, consent: false, email: '' })).toEqual([]);
  });
});

describe('the request', () => {
  it('posts to /api/contact.php', () => {
    expect(contactEndpoint).toBe('/api/contact.php');
  });

  it('carries every field in order, trimmed, plus topic, lang, subject and the honeypots', () => {
    const values = { ...filled, fullName: ' Uxía Pérez ', topic: 'switchboard' as const };
    expect(contactRequestFields(values, 'es', 'Topic D — Conservas Rías')).toEqual([
      ['fullName', 'Uxía Pérez'],
      ['company', 'Conservas Rías'],
      ['email', 'uxia@example.com'],
      ['mobileNumber', '+34 600 000 000'],
      ['message', 'Quiero automatizar los pedidos.'],
      ['topic', 'switchboard'],
      ['lang', 'es'],
      ['subject', 'Topic D — Conservas Rías'],
      ['website', ''],
      ['nickname', ''],
    ]);
  });

  it('never sends consent or the preferred method', () => {
    const names = contactRequestFields(filled, 'en', 's').map(([n]) => n);
    expect(names).not.toContain('consent');
    expect(names).not.toContain('method');
  });

  it('builds a multipart FormData with the same fields', () => {
    const data = contactFormData(filled, 'en', 'Topic B — Conservas Rías');
    // Exactly the fields the server reads, in its order.
    expect([...data.keys()]).toEqual([...contactFieldNames]);
    expect(data.get('lang')).toBe('en');
    expect(data.get('subject')).toBe('Topic B — Conservas Rías');
  });

  it('is a same-origin POST asking for JSON', () => {
    const body = new FormData();
    expect(contactRequestInit(body)).toEqual({ method: 'POST', body, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  });
});

describe('isSuccessfulResponse', () => {
  const response = (ok: boolean, text: string) => ({ ok, text: async () => text });

  it('accepts an OK status whose JSON does not say ok: false', async () => {
    expect(await isSuccessfulResponse(response(true, '{"ok":true,"id":7}'))).toBe(true);
    expect(await isSuccessfulResponse(response(true, '{"id":7}'))).toBe(true);
  });

  it('accepts an OK status with a body that is not JSON', async () => {
    expect(await isSuccessfulResponse(response(true, ''))).toBe(true);
    expect(await isSuccessfulResponse(response(true, 'OK'))).toBe(true);
  });

  it('refuses ok: false even with an OK status', async () => {
    expect(await isSuccessfulResponse(response(true, '{"ok":false,"error":"missing_field"}'))).toBe(false);
  });

  it('refuses a non-OK status whatever the body', async () => {
    expect(await isSuccessfulResponse(response(false, '{"ok":true}'))).toBe(false);
    expect(await isSuccessfulResponse(response(false, 'Internal Server Error'))).toBe(false);
  });

  it('refuses when the body cannot be read', async () => {
    expect(await isSuccessfulResponse({ ok: true, text: () => Promise.reject(new Error('reset')) })).toBe(false);
  });
});

describe('contactFallbackMailto', () => {
  // Made-up labels: the function lays out whatever labels it is given (the real ones are interface strings).
  const labels = {
    fullName: 'L-fullName',
    email: 'L-email',
    mobileNumber: 'L-mobileNumber',
    company: 'L-company',
    topic: 'L-topic',
    message: 'L-message',
    trimNotice: '[Recortado.]',
  };

  it('prefills subject and a body with name, e-mail, phone, company, topic and message', () => {
    const url = contactFallbackMailto('team@example.test', filled, 'Topic A — Conservas Rías', 'Topic A', labels);
    expect(url.startsWith('mailto:team@example.test?subject=')).toBe(true);
    const body = decodeURIComponent(url.split('body=')[1]);
    expect(decodeURIComponent(url.split('subject=')[1].split('&')[0])).toBe('Topic A — Conservas Rías');
    expect(body).toBe(
      [
        'L-fullName: Uxía Pérez',
        'L-email: uxia@example.com',
        'L-mobileNumber: +34 600 000 000',
        'L-company: Conservas Rías',
        'L-topic: Topic A',
        '',
        'L-message:',
        'Quiero automatizar los pedidos.',
      ].join('\r\n'),
    );
  });

  it(`keeps a long message within ${limits.mailtoMaxChars} characters`, () => {
    const url = contactFallbackMailto('team@example.test', { ...filled, message: 'ñ'.repeat(4000) }, 's', 't', labels);
    expect(url.length).toBeLessThanOrEqual(limits.mailtoMaxChars);
    expect(decodeURIComponent(url.split('body=')[1])).toContain('[Recortado.]');
  });
});

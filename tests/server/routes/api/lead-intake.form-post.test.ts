/**
 * The contact form posted by the browser itself, without JavaScript
 * (docs/server.md "Posting without JavaScript"): a request asking for HTML
 * gets a 303 to the thank-you page, or back to the contact page, which the
 * server then serves filled in with what was typed and the message in the
 * visitor's language. Paths come from the route map, messages from the
 * form's messages module over the site's translations.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../../src/config/locales';
import { pathOf } from '../../../../src/config/routes';
import type { ContactMessageCode } from '../../../../src/form-rules/contact-contract';
import { contactMessageText, type TranslateFn } from '../../../../src/form-rules/messages';
import { buildSubject } from '../../../../server/src/mail/message';
import { build, leadCount, postLead, validLead, type TestApp } from '../../helpers';

const english = JSON.parse(readFileSync(path.resolve(__dirname, '../../../../i18n/en/code.json'), 'utf8')) as Record<
  string,
  { message: string }
>;
const translateIn = (locale: Locale) =>
  (({ id, message }: { id: string; message: string }) => (locale === 'en' ? english[id].message : message)) as TranslateFn;
const text = (code: ContactMessageCode, locale: Locale) => contactMessageText(code, translateIn(locale));

/** What a browser sends for a form: it asks for a page. */
const browserAccept = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** The form fields a browser posts, consent ticked, e-mail preferred. */
const nativeLead: Record<string, string> = { ...validLead, consent: 'on', preferredMethod: 'email' };
delete nativeLead.subject;

const inlineScript = '<script>window.__x=1&&"<b>"</script>';

/** A contact page shaped like the built one: the same control names, the notice, an inline script. */
function contactPage(lang: Locale): string {
  return `<!doctype html><html lang="${lang}"><head><title>Contact</title>${inlineScript}</head><body><main>
<form class="form" data-contact-form="" action="/api/contact.php" method="post" enctype="multipart/form-data">
<p id="contact-notice" class="notice"></p><input type="hidden" name="lang" value="${lang}">
<select name="topic"><option value="automation" selected="">A</option><option value="advisory">B</option></select>
<input type="radio" name="preferredMethod" value="email" checked=""><input type="radio" name="preferredMethod" value="phone">
<input name="fullName" value=""><input name="company" value=""><input name="email" type="email" value=""><input name="mobileNumber" value="">
<textarea name="message"></textarea><input type="checkbox" id="contact-consent" name="consent"><button>Send</button>
</form></main></body></html>`;
}

async function app(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await build(env);
  const buildDir = path.join(t.dir, 'build');
  writeFileSync(path.join(buildDir, 'contacto.html'), contactPage('es'));
  writeFileSync(path.join(buildDir, 'en', 'contact.html'), contactPage('en'));
  return t;
}

describe('a contact form posted without JavaScript', () => {
  it.each(['es', 'en'] as const)('stored ⇒ 303 to the thank-you page (%s), with the server’s subject', async (lang) => {
    const t = await app();
    const res = await postLead(t, { ...nativeLead, lang }, browserAccept);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(pathOf('contactThanks', lang));
    expect(res.headers['cache-control']).toBe('no-store');
    expect(leadCount(t)).toBe(1);
    const lead = t.app.leads.list(1)[0];
    expect(lead.subject).toBe(buildSubject(lead));
  });

  it('a filled honeypot ⇒ the same 303, nothing stored', async () => {
    const t = await app();
    const res = await postLead(t, { ...nativeLead, website: 'https://spam.example' }, browserAccept);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(pathOf('contactThanks', 'es'));
    expect(leadCount(t)).toBe(0);
  });

  it('no consent ⇒ 303 back to the form, served filled in with the message; nothing personal in the URL', async () => {
    const t = await app();
    const { consent: _, ...withoutConsent } = nativeLead;
    const res = await postLead(t, { ...withoutConsent, topic: 'advisory', message: 'Línea uno\r\n<b>dos</b> & "tres"' }, browserAccept);
    expect(res.statusCode).toBe(303);
    const location = res.headers.location as string;
    expect(location).toMatch(new RegExp(`^${pathOf('contact', 'es')}\\?draft=[A-Za-z0-9_-]{22}#contact-form$`));
    for (const value of [validLead.fullName, validLead.email, validLead.mobileNumber])
      expect(location).not.toContain(encodeURIComponent(value));
    expect(leadCount(t)).toBe(0);

    const page = await t.app.inject({ url: location.replace(/#.*/, ''), headers: { 'accept-encoding': 'identity' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    // The page's own policy (hash-based scripts), not the one for other resources.
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self'/);
    const html = page.body;
    expect(html).toContain(`<p id="contact-notice" class="notice">${text('consentMissing', 'es')}</p>`);
    expect(html).toContain(`<input name="fullName" value="${validLead.fullName}">`);
    expect(html).toContain(`<input name="email" type="email" value="${validLead.email}">`);
    expect(html).toContain('<textarea name="message">Línea uno\r\n&lt;b&gt;dos&lt;/b&gt; &amp; "tres"</textarea>');
    expect(html).toContain('<option value="advisory" selected="">');
    expect(html).toContain('<option value="automation">');
    expect(html).toContain('<input type="checkbox" id="contact-consent" name="consent" aria-invalid="true">');
    expect(html).toContain('data-error="consentMissing" data-error-field="consent"');
    // Inline scripts pass through byte for byte: their CSP hashes still hold.
    expect(html).toContain(inlineScript);
  });

  it('an invalid e-mail in English ⇒ back to the English form with the English message', async () => {
    const t = await app();
    const res = await postLead(t, { ...nativeLead, lang: 'en', email: 'not-an-address', preferredMethod: 'phone' }, browserAccept);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(new RegExp(`^${pathOf('contact', 'en')}\\?draft=`));
    const html = (await t.app.inject({ url: (res.headers.location as string).replace(/#.*/, '') })).body;
    expect(html).toContain(`<p id="contact-notice" class="notice">${text('emailInvalid', 'en')}</p>`);
    expect(html).toContain('<input name="email" type="email" value="not-an-address" aria-invalid="true">');
    expect(html).toContain('<input type="radio" name="preferredMethod" value="phone" checked="">');
    expect(html).toContain('<input type="radio" name="preferredMethod" value="email">');
  });

  it('the preferred method’s field empty ⇒ the script’s own message, on that field', async () => {
    const t = await app();
    const res = await postLead(t, { ...nativeLead, email: '' }, browserAccept);
    expect(res.statusCode).toBe(303);
    const html = (await t.app.inject({ url: (res.headers.location as string).replace(/#.*/, '') })).body;
    expect(html).toContain(text('contactMissing', 'es'));
    expect(html).toContain('data-error-field="email"');
    expect(leadCount(t)).toBe(0);
  });

  it('rate limited ⇒ back to the form with the failure message and what was typed', async () => {
    const t = await app({ RATE_LIMIT_PER_CLIENT: '1' });
    expect((await postLead(t, nativeLead, browserAccept)).statusCode).toBe(303);
    const res = await postLead(t, { ...nativeLead, fullName: 'Segunda Vez' }, browserAccept);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/\?draft=/);
    expect(leadCount(t)).toBe(1);
    const html = (await t.app.inject({ url: (res.headers.location as string).replace(/#.*/, '') })).body;
    expect(html).toContain(text('failure', 'es'));
    expect(html).toContain('value="Segunda Vez"');
  });

  it('an unknown or foreign draft serves the page as built', async () => {
    const t = await app();
    const res = await postLead(t, { ...nativeLead, email: '' }, browserAccept);
    const id = new URL(res.headers.location as string, 'http://x').searchParams.get('draft');
    const built = contactPage('es');
    for (const url of [
      `${pathOf('contact', 'es')}?draft=AAAAAAAAAAAAAAAAAAAAAA`,
      `${pathOf('contact', 'es')}?draft=..%2F`,
      `${pathOf('contact', 'en')}?draft=${id}`,
    ]) {
      const page = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(url.startsWith('/en/') ? contactPage('en') : built);
    }
  });

  it('the JSON contract is unchanged for the script and for clients that do not ask for a page', async () => {
    const t = await app();
    for (const accept of ['application/json', 'application/json, text/html', '*/*']) {
      const res = await postLead(t, nativeLead, { accept });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, id: expect.any(Number) });
    }
    // Consent is the script's check: a JSON request without it is still taken.
    const { consent: _, ...withoutConsent } = nativeLead;
    expect((await postLead(t, withoutConsent)).statusCode).toBe(200);
  });

  it('a cross-site post keeps its JSON 403 and leaves no draft', async () => {
    const t = await app();
    const res = await postLead(t, nativeLead, { ...browserAccept, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ ok: false, error: 'cross_site' });
    expect(t.app.contactDrafts.size).toBe(0);
  });
});

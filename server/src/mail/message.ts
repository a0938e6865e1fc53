/** The e-mail a lead becomes: `From`/`To` from configuration, the visitor in `Reply-To`, every header value {@link headerSafe}. */
import type { SendMailOptions } from 'nodemailer';
import { buildContactSubject, isContactTopic, topicLabelText, isValidEmail } from '../shared';
import { serverTranslate } from '../translate';
import type { LeadRecord } from '../db/leads';

const staffTranslate = serverTranslate('es');

/** Longest subject the server builds, in characters. */
export const SUBJECT_MAX_CHARS = 160;

/** Text safe for a mail header: every line break and control character a space, whitespace collapsed, trimmed. */
export function headerSafe(value: string): string {
  return value
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** The topic's Spanish label, the form's own `translate()` message (`src/form-rules/messages.ts`). */
function topicLabel(topic: string): string {
  return isContactTopic(topic) ? topicLabelText(topic, staffTranslate) : topic;
}

/** The server's subject: `[Web] ` and the form's subject (`buildContactSubject`), header-safe, at most {@link SUBJECT_MAX_CHARS} characters. */
export function buildSubject(lead: Pick<LeadRecord, 'topic' | 'company' | 'fullName'>): string {
  const who = { company: headerSafe(lead.company), fullName: headerSafe(lead.fullName) };
  const subject = headerSafe(`[Web] ${buildContactSubject(topicLabel(lead.topic), who)}`);
  const chars = [...subject];
  return chars.length <= SUBJECT_MAX_CHARS ? subject : `${chars.slice(0, SUBJECT_MAX_CHARS - 1).join('')}…`;
}

/** Labelled fields of the mail body, in reading order. */
function rows(lead: LeadRecord): Array<[string, string]> {
  return [
    ['Nombre', lead.fullName],
    ['Empresa', lead.company],
    ['Email', lead.email],
    ['Teléfono', lead.mobileNumber],
    ['Tema', topicLabel(lead.topic)],
    ['Idioma', lead.lang === 'en' ? 'inglés (en)' : 'español (es)'],
    ['Recibido', lead.receivedAt],
    ['Referencia', `lead-${lead.id}`],
  ];
}

/** Plain-text body: labelled fields, then the message as written. */
export function buildText(lead: LeadRecord): string {
  const lines = rows(lead).map(([label, value]) => `${label}: ${value || '—'}`);
  return `Nuevo contacto desde la web.\n\n${lines.join('\n')}\n\nMensaje:\n${lead.message}\n`;
}

/** HTML body: the same content, every value HTML-escaped. */
export function buildHtml(lead: LeadRecord): string {
  const tr = rows(lead)
    .map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value || '—')}</td></tr>`)
    .join('\n');
  return [
    '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Nuevo contacto</title></head><body>',
    '<p>Nuevo contacto desde la web.</p>',
    `<table cellpadding="4">\n${tr}\n</table>`,
    `<p><strong>Mensaje:</strong></p><p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>`,
    '</body></html>',
  ].join('\n');
}

/** Addresses and host for {@link buildLeadMail}, all from configuration. */
export interface MailEnvelope {
  from: string;
  to: string;
  /** Host name for the Message-ID (the site's host). */
  messageIdHost: string;
}

/** The nodemailer message of a lead; `Date` and `Message-ID` are fixed, so a retry is the same message. */
export function buildLeadMail(lead: LeadRecord, envelope: MailEnvelope): SendMailOptions {
  const email = lead.email.trim();
  // The name header-safe and with no `=?` left: nothing the visitor typed reads as an RFC 2047 encoded word (lenient readers decode it even in quotes).
  const replyTo = isValidEmail(email) ? { name: headerSafe(lead.fullName).replaceAll('=?', '= ?'), address: email } : undefined;
  return {
    from: envelope.from,
    to: envelope.to,
    replyTo,
    // Built by buildSubject when the lead was taken in (older rows by the second migration).
    subject: lead.subject,
    date: new Date(lead.receivedAt),
    // Stable: every retry of the same lead carries it.
    messageId: `<lead-${lead.id}@${envelope.messageIdHost}>`,
    text: buildText(lead),
    html: buildHtml(lead),
    // The lead id lets staff match a mail to `npm run leads -- show ID`.
    headers: { 'X-Lead-Id': String(lead.id) },
    // Avoid nodemailer reading local files or URLs named in any content.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/**
 * Shared by the no-JavaScript and before-hydration specs: page content read
 * from the content files, the form's messages in each locale (from the same
 * module and translations the site uses), the test server's lead database,
 * and filling the contact form by control name.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { LeadStore, type LeadRecord } from '../../server/src/db/leads';
import type { Locale } from '../../src/config/locales';
import type { ContactMessageCode } from '../../src/form-rules/contact-contract';
import { contactMessageText, type TranslateFn } from '../../src/form-rules/messages';
import { typesetDeep } from '../../src/utils/typography';
import { contentFile } from './content';
import { englishMessages } from './messages';

const root = path.resolve(__dirname, '../..');

/** A page's content file in a locale, parsed (placeholders left as written), typeset as pages show it. */
export function contentOf(name: string, locale: Locale): Record<string, unknown> {
  return typesetDeep(JSON.parse(readFileSync(path.join(root, contentFile(name, locale)), 'utf8')) as Record<string, unknown>, locale);
}

/** A contact-form message as the page shows it in `locale`. */
export function formMessage(code: ContactMessageCode, locale: Locale): string {
  const t = (({ id, message }: { id: string; message: string }) =>
    locale === 'en' ? englishMessages()[id].message : message) as TranslateFn;
  return contactMessageText(code, t);
}

/** The leads the test server stored with this message text. */
export function leadsWithMessage(message: string): LeadRecord[] {
  const store = LeadStore.open(path.join(root, 'test-build/leads.sqlite'), { readonly: true });
  try {
    // Browsers send a textarea's line breaks as CR LF.
    return store.list(500).filter((l) => l.message.replace(/\r\n/g, '\n') === message);
  } finally {
    store.close();
  }
}

/** Text values typed into the contact form, by control name. */
export type TypedValues = Partial<Record<'fullName' | 'company' | 'email' | 'mobileNumber' | 'message', string>>;

/** Fills the contact form's text controls and, when asked, ticks consent and picks a method. */
export async function fillContactForm(page: Page, values: TypedValues, opts: { consent?: boolean; method?: 'email' | 'phone' } = {}) {
  const form = page.locator('form[data-contact-form]');
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
  if (opts.method) await form.locator(`input[name=preferredMethod][value=${opts.method}]`).check();
  if (opts.consent) await form.locator('input[name=consent]').check();
  return form;
}

/** A message unique to one test run, to find its lead. */
export function uniqueMessage(label: string): string {
  return `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
}

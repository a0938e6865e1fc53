/**
 * The whole path of a lead, in both languages: a visitor fills the
 * contact form on the served site, the project's own server stores it and its
 * outbox delivers it to a real SMTP server on loopback (`smtp-server`), where
 * the received mail is parsed and checked. Nothing is mocked: this spec starts
 * its own server (its own port, leads database and `SMTP_URL`) over the test
 * build, beside the one `playwright.config.ts` starts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import detectPort from 'detect-port';
import { expect, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { locales } from '../../src/config/locales';
import { pathOf } from '../../src/config/routes';
import { message } from '../support/messages';
import { startServer, type StartedServer } from '../support/server';
import { hydrated, testBuilds } from '../support/browser';

const received: ParsedMail[] = [];
let sink: SMTPServer;
let server: StartedServer | undefined;
let origin: string;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  const sinkPort = await detectPort();
  await new Promise<void>((resolve) => sink.listen(sinkPort, '127.0.0.1', resolve));

  const port = await detectPort();
  origin = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'lead-to-mail-'));
  server = startServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    BUILD_DIR: testBuilds.site.dir,
    LEADS_DB: path.join(dataDir, 'leads.sqlite'),
    SMTP_URL: `smtp://127.0.0.1:${sinkPort}`,
    CONTACT_TO: 'leads@bretema.test',
    CONTACT_FROM: 'web@bretema.test',
    LOG_LEVEL: 'warn',
  });
  await expect.poll(async () => (await fetch(`${origin}/`).catch(() => undefined))?.status, { timeout: 30_000 }).toBe(200);
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => sink?.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

// Labels and messages come from the interface strings (tests/support/messages.ts), paths from the route map.
const cases = locales.map((locale) => ({
  path: pathOf('contact', locale),
  name: message('contact.form.fullName', locale),
  company: message('contact.form.company', locale),
  email: message('forms.email', locale),
  message: message('contact.form.message', locale),
  consent: message('forms.consent', locale, { policy: message('forms.consent.policy', locale) }),
  submit: message('contact.form.submit', locale),
  success: message('contact.form.success', locale),
}));

for (const c of cases) {
  test(`a lead sent from ${c.path} reaches the company's mailbox`, async ({ page }) => {
    const stamp = `${c.path}-${Date.now()}`;
    const visitor = `visitor.${received.length}@example.org`;
    await page.goto(origin + c.path);
    // The script's path (JSON reply, message on the page); a post made before hydration is no-js.spec.ts's.
    await hydrated(page);
    await page.getByRole('textbox', { name: c.name }).fill('Iria Castro');
    await page.getByRole('textbox', { name: c.company }).fill('Conservas Rías');
    await page.getByRole('textbox', { name: c.email }).fill(visitor);
    await page.getByRole('textbox', { name: c.message }).fill(`Quiero automatizar los pedidos. Ref ${stamp}`);
    await page.getByRole('checkbox', { name: c.consent }).check();
    await page.getByRole('button', { name: c.submit }).click();
    await expect(page.getByText(c.success)).toBeVisible();

    await expect.poll(() => received.find((m) => m.text?.includes(stamp)), { timeout: 30_000 }).toBeTruthy();
    const mail = received.find((m) => m.text?.includes(stamp))!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('leads@bretema.test');
    expect(mail.from?.text).toContain('web@bretema.test');
    expect(mail.replyTo?.text).toContain(visitor);
    expect(mail.subject).toContain('Conservas Rías');
    expect(mail.messageId).toMatch(/^<lead-\d+@/);
    expect(mail.html || '').toContain('Iria Castro');
  });
}

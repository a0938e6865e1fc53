/**
 * The Content-Security-Policy in the browser: what a page reports when the
 * server's policy (server/src/security/csp.ts) blocks something — a
 * `securitypolicyviolation` event, or a console message, also for a
 * Permissions-Policy feature Chromium does not know.
 */
import type { Page } from '@playwright/test';

/** What `watchCsp` collects. */
export interface CspRecord {
  /** The violation events so far, one line each (directive, blocked URI, source, sample). */
  events: () => Promise<string[]>;
  /** Console messages about the policies, and page errors. */
  console: string[];
}

/** Starts collecting, before the page is opened, CSP violations (from before any page script runs) and console complaints. */
export async function watchCsp(page: Page): Promise<CspRecord> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`);
    });
  });
  const consoleProblems: string[] = [];
  page.on('console', (m) => {
    const text = m.text();
    if (/Content.Security.Policy|Refused to (execute|load|apply|connect|frame)|Permissions-Policy|Unrecognized feature/i.test(text)) {
      consoleProblems.push(text);
    }
  });
  page.on('pageerror', (e) => consoleProblems.push(`page error: ${e.message}`));
  return {
    events: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp.slice()),
    console: consoleProblems,
  };
}

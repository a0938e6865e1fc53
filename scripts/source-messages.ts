/**
 * The Spanish interface strings of `src/` (the `message` of each `translate()` call and the children of each `<Translate>`
 * element), found by Docusaurus's own extractor, the one behind `npm run i18n:extract`. Each test build writes them to
 * `test-build/messages.json` for the browser specs, which read labels while they load (`tests/support/messages.ts`).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SourceMessage } from './i18n-units';

export type { SourceMessage } from './i18n-units';

const root = path.resolve(__dirname, '..');

/** Where a test build writes the Spanish interface strings for the browser specs, relative to the project root. */
export const sourceMessagesFile = 'test-build/messages.json';

/** Every interface string of the site's `src/`, by the translators' reader (imported when called: the Playwright configs load this module). */
export async function extractSourceMessages(): Promise<SourceMessage[]> {
  return (await import('./i18n-units')).extractSourceMessages(root);
}

/** Writes the extracted Spanish interface strings to `file` (default {@link sourceMessagesFile}) for the browser specs. */
export async function writeSourceMessages(file = path.join(root, sourceMessagesFile)): Promise<void> {
  writeFileSync(file, `${JSON.stringify(await extractSourceMessages(), null, 2)}\n`);
}

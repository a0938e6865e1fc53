/**
 * The Spanish interface strings of `src/` (the `message` of each `translate()` call and the children of each `<Translate>`
 * element), found by Docusaurus's own extractor, the one behind `npm run i18n:extract`. Each test build writes them to
 * `test-build/messages.json` for the browser specs, which read labels while they load (`tests/support/messages.ts`).
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

/** Where a test build writes the Spanish interface strings for the browser specs, relative to the project root. */
export const sourceMessagesFile = 'test-build/messages.json';

/** One interface string: its id, Spanish source text and the file that holds it. */
export interface SourceMessage {
  id: string;
  message: string;
  /** File of the `translate()` call, relative to the project root. */
  file: string;
}

/** Every `translate({ id, message })` and `<Translate id>message</Translate>` under `dir`, as Docusaurus extracts them. */
export async function extractSourceMessages(dir = path.join(root, 'src')): Promise<SourceMessage[]> {
  const { extractAllSourceCodeFileTranslations, getBabelOptions, getCustomBabelConfigFilePath } = await import('@docusaurus/babel');
  const files = (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((d) => d.isFile() && /\.[jt]sx?$/.test(d.name) && !d.name.endsWith('.d.ts'))
    .map((d) => path.join(d.parentPath, d.name))
    .sort();
  const babelOptions = getBabelOptions({ isServer: true, babelOptions: await getCustomBabelConfigFilePath(root) });
  const extracted = await extractAllSourceCodeFileTranslations(files, babelOptions);
  return extracted.flatMap(({ sourceCodeFilePath, translations }) =>
    Object.entries(translations).map(([id, { message }]) => ({
      id,
      message,
      file: path.relative(root, sourceCodeFilePath).split(path.sep).join('/'),
    })),
  );
}

/** Writes the extracted Spanish interface strings to `file` (default {@link sourceMessagesFile}) for the browser specs. */
export async function writeSourceMessages(file = path.join(root, sourceMessagesFile)): Promise<void> {
  writeFileSync(file, `${JSON.stringify(await extractSourceMessages(), null, 2)}\n`);
}

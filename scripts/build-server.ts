/**
 * `npm run build:server`: the server and the leads tool as plain JavaScript
 * for production, `server/dist/server.js` and `server/dist/leads.js`, which
 * the units run with `node` alone (docs/server.md, "Releases and rollback").
 *
 * esbuild bundles each entry with everything it imports — the site modules
 * (JSON included) and every package — into one CommonJS file, except the
 * packages of {@link runtimePackages} (a native module), which stay
 * `require()`s and are installed on the server from the server's own lock
 * file (`server/package.json`, `server/package-lock.json`). The bundles
 * still contain texts such as `require("ajv/dist/runtime/parseJson")`: code
 * Ajv (Fastify's validator) keeps for exporting validators as source, never
 * run; the bundles load nothing but {@link runtimePackages} (the release test
 * serves a lead from a bundle with only those installed). The sources use
 * `import.meta.url`, which CommonJS lacks: each bundle defines it from its own
 * file name. `server/dist/` lies two folders below the project, like
 * `server/src/` and `src/config/`, so the files those modules find relative
 * to themselves (`i18n/`) are found from the bundles too. Type checking stays
 * with `npm run typecheck`.
 */
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { runAsEntry } from './entry';

const ROOT = path.resolve(__dirname, '..');

/** Output folder, relative to the project. */
export const SERVER_DIST = path.join('server', 'dist');

/** Output file name (without `.js`) → source, relative to the project. */
export const serverEntries = {
  server: 'server/src/server.ts',
  leads: 'server/src/cli/leads.ts',
} as const;

/** Packages the bundles load from `server/node_modules` at run time (the dependencies of `server/package.json`). */
export const runtimePackages = ['better-sqlite3'] as const;

/**
 * Bundles {@link serverEntries} into `outdir`.
 * @param root the project folder; @param outdir absolute output folder (default `root/server/dist`).
 * @returns what the build wrote: the bundles' `files` (relative to the project) and the `packages` they still `require()`.
 * @throws on a compile error (esbuild has printed it).
 */
export async function buildServer(root: string = ROOT, outdir: string = path.join(root, SERVER_DIST)) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(serverEntries).map(([name, src]) => [name, path.join(root, src)])),
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    external: [...runtimePackages],
    define: { 'import.meta.url': '__bundle_url' },
    banner: { js: `'use strict';\nconst __bundle_url = require('node:url').pathToFileURL(__filename).href;` },
    sourcemap: 'linked',
    logLevel: 'warning',
    metafile: true,
  });
  const outputs = Object.entries(result.metafile.outputs).filter(([f]) => f.endsWith('.js'));
  // The package of each bare specifier left: `csv-stringify/sync` → `csv-stringify`, `@fastify/static` as it is.
  const packages = new Set(
    outputs.flatMap(([, o]) =>
      o.imports.filter((i) => i.external && !isBuiltin(i.path)).map((i) => /^(?:@[^/]+\/)?[^/]+/.exec(i.path)![0]),
    ),
  );
  return { files: outputs.map(([f]) => f), packages: [...packages].sort() };
}

runAsEntry(import.meta.url, 'build:server', async () => {
  const { files, packages } = await buildServer();
  process.stdout.write(`build:server: ${files.join(', ')} (requires ${packages.join(', ')})\n`);
});

/**
 * Local Docusaurus plugin that serves the staff editor at `/admin/` (Sveltia
 * CMS from npm, configured by `./config.ts`): it writes `index.html`,
 * `config.yml`, the script and the staff guide (`./guide.ts`, at
 * `/admin/guia`) into {@link editorStaticDir}, a static folder for the dev
 * server, the build and the server alike. docs/publishing.md.
 */
import { copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { editorBackendFromEnv, editorPath } from '../../config/editor';
import { editorConfigYaml } from './config';
import { writeGuide } from './guide';
import { adminPage } from './page';

/** Folder (relative to the site) the plugin writes the editor into; a static folder of the build. */
export const editorStaticDir = 'node_modules/.cache/bretema-editor';

/**
 * The editor's bundle with its CDN fonts and translations pointed at the
 * package's own copies under {@link editorPath}, so it loads nothing from
 * elsewhere. @throws Error when an upgrade changed how it loads them.
 */
function selfHostedBundle(packageDir: string, dir: string): string {
  let bundle = readFileSync(path.join(packageDir, 'dist', 'sveltia-cms.js'), 'utf8');
  const replace = (from: string, to: string) => {
    if (!bundle.includes(from)) throw new Error(`@sveltia/cms: "${from}" is no longer in dist/sveltia-cms.js; re-check src/plugins/editor`);
    bundle = bundle.split(from).join(to);
  };
  // Fonts: any absolute address of a Fontsource font file, whatever host
  // serves it; each has its twin in the package's npm/assets/.
  mkdirSync(path.join(dir, 'fonts'), { recursive: true });
  const assets = readdirSync(path.join(packageDir, 'npm', 'assets'));
  const fonts = new Set(bundle.match(/\b[a-z]+:\/\/[^`"'()\s]+\/fontsource\/fonts\/[^`"')\s]+\.woff2/g) ?? []);
  if (fonts.size === 0) throw new Error('@sveltia/cms: no font address found in dist/sveltia-cms.js; re-check src/plugins/editor');
  for (const url of fonts) {
    const [, family, file] = /fonts\/([a-z0-9-]+)[^/]*\/([a-z0-9-]+)\.woff2$/.exec(url) ?? [];
    const asset = assets.find((a) => a.startsWith(`${family}-${file}-`) && a.endsWith('.woff2'));
    if (!asset) throw new Error(`@sveltia/cms: no local copy of ${url} in npm/assets; re-check src/plugins/editor`);
    copyFileSync(path.join(packageDir, 'npm', 'assets', asset), path.join(dir, 'fonts', asset));
    replace(url, `${editorPath}fonts/${asset}`);
  }
  // Interface translations: `<package CDN>/@sveltia/cms@<version>/locales/<locale>.json`, built from one base-address literal.
  const version = (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
  cpSync(path.join(packageDir, 'locales'), path.join(dir, `sveltia-cms@${version}`, 'locales'), { recursive: true });
  const base = /`[a-z]+:\/\/[^`\s]+\/@sveltia\/cms`/.exec(bundle)?.[0];
  if (!base)
    throw new Error('@sveltia/cms: the base address of its translations is no longer in dist/sveltia-cms.js; re-check src/plugins/editor');
  replace(base, `\`${editorPath}sveltia-cms\``);
  return bundle;
}

/** The plugin: writes the editor's files for the site as it is set up, before anything is built or served. */
export default function editorPlugin(context: LoadContext): Plugin {
  const { siteDir, siteConfig } = context;
  const dir = path.join(siteDir, editorStaticDir, editorPath.replace(/^\/|\/$/g, ''));
  mkdirSync(dir, { recursive: true });
  const require = createRequire(path.join(siteDir, 'package.json'));
  // The package's entry is `npm/index.js`, one folder below the package's own.
  const packageDir = path.resolve(path.dirname(require.resolve('@sveltia/cms')), '..');
  writeFileSync(path.join(dir, 'sveltia-cms.js'), selfHostedBundle(packageDir, dir));
  // The editor's page: no inline script or style (its own CSP allows none).
  const head = `<link href="${editorPath}config.yml" type="application/yaml" rel="cms-config-url" />`;
  writeFileSync(
    path.join(dir, 'index.html'),
    adminPage({ title: 'Editor', head, body: `<script src="${editorPath}sveltia-cms.js"></script>` }),
  );
  const backend = editorBackendFromEnv(process.env);
  writeFileSync(path.join(dir, 'config.yml'), editorConfigYaml({ siteDir, siteUrl: siteConfig.url, backend }));
  writeGuide(siteDir, dir);
  return { name: 'editor' };
}

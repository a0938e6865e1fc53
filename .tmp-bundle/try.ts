import { build } from 'esbuild';
import path from 'node:path';
const root = '/work/main';
build({
  absWorkingDir: root,
  entryPoints: { server: path.join(root, 'server/src/server.ts'), leads: path.join(root, 'server/src/cli/leads.ts') },
  outdir: '/tmp/bundle-out/server/dist',
  bundle: true, platform: 'node', target: 'node20', format: 'cjs',
  external: ['better-sqlite3'],
  define: { 'import.meta.url': '__bundle_url' },
  banner: { js: `'use strict';\nconst __bundle_url = require('node:url').pathToFileURL(__filename).href;` },
  logLevel: 'warning', metafile: true,
}).then((r) => {
  for (const [f, o] of Object.entries(r.metafile.outputs)) if (f.endsWith('.js')) console.log(f, o.bytes, o.imports.filter((i) => i.external).map((i) => i.path).filter((p) => !p.startsWith('node:')).join(','));
  const inputs = Object.keys(r.metafile.inputs).filter((i) => i.includes('node_modules')).map((i) => i.split('node_modules/')[1].split('/').slice(0, i.split('node_modules/')[1].startsWith('@') ? 2 : 1).join('/'));
  console.log([...new Set(inputs)].length, 'packages bundled');
  console.log(Object.keys(r.metafile.inputs).filter((i) => !i.includes('node_modules')).filter(i=>/src\/(config|content)|i18n|published/.test(i)).join('\n'));
});

/**
 * The upstream files this folder and the swizzles copy, replace, alias or
 * follow by shape, each with the SHA-256 of the file as installed in
 * `node_modules` (Docusaurus 3.10.2) and what to re-check when it changes.
 * A test (tests/src/plugins/paint-first/upstream-pins.test.ts) hashes
 * every file and fails on any difference, so a Docusaurus upgrade cannot
 * change one of them unnoticed; once ours is in step again, the new hash
 * the test prints goes here. The reasons for each replacement:
 * src/theme/README.md, "What we replace in Docusaurus and why".
 */

/** One pinned upstream file. */
export interface UpstreamPin {
  /** Package and path inside it, as `node_modules` holds it (`@docusaurus/core/lib/client/flat.js`). */
  readonly file: string;
  /** SHA-256 of the file's bytes, lowercase hex. */
  readonly sha256: string;
  /** What of ours depends on it, and what to compare when it changes. */
  readonly recheck: string;
}

const core = '@docusaurus/core/lib';
const theme = '@docusaurus/theme-classic/lib/theme';

/** Every pinned file. */
export const upstreamPins: readonly UpstreamPin[] = [
  // Paint-first: the page template and the browser bundle's start.
  {
    file: `${core}/ssg/ssgTemplate.html.js`,
    sha256: '5d6584e4a61b22d44bbbd7fe92a7a30352564b5a1dc89853a9bdbbf14d092597',
    recheck:
      'paintFirstTemplate in src/plugins/paint-first/index.ts is a copy of this template with the script tags replaced by the loader: carry over every other change.',
  },
  {
    file: `${core}/client/clientEntry.js`,
    sha256: 'a9d6514eaf79c05c7d5275b5139298a5467c1c8339ab8a887c5d8ba61aff9871',
    recheck:
      'src/plugins/paint-first/entry.ts evaluates the modules this entry imports, in its order, then imports it: compare the imports and how it hydrates.',
  },
  {
    file: `${core}/client/App.js`,
    sha256: '1442f48492b535165d7e2767d4d1615713bb517a883c5142113740aaef086cba',
    recheck:
      'A step of src/plugins/paint-first/entry.ts; its steps before it (routes, registry, client modules) follow what App imports, and App mounts the browser context replaced by browser-context.tsx.',
  },
  {
    file: `${core}/server/codegen/codegenRoutes.js`,
    sha256: '6bdf7133ebc411f96e918619faf14543239e27adebe60f4bbb081a392349689c',
    recheck:
      'Writes @generated/registry (tuples [load, modulePath, weakId]; entry.ts calls load) and @generated/routesChunkNames (route path plus "-hash", nested chunk names; chunks.ts reads both shapes).',
  },
  {
    file: `${core}/client/exports/ComponentCreator.js`,
    sha256: '5f99bdbd725f6e0b2943d25f99c93205952e9b45ac78c76b63f62a767bbba363',
    recheck:
      'src/plugins/paint-first/chunks.ts lists a page’s chunks the way this loads them (flat() of the route’s chunk names): compare.',
  },
  {
    file: `${core}/client/flat.js`,
    sha256: '0360584918d5627a67035b30a4c20749996a40d3f095ccd348b369b3d93e7d03',
    recheck: 'Imported by src/plugins/paint-first/chunks.ts to flatten a route’s chunk names: same export, same key order.',
  },
  // Paint-first: the replaced client modules and what they call.
  {
    file: `${core}/client/browserContext.js`,
    sha256: 'f0765ea0de6c682044acc2d1f6f7d474e9ac389591a8e97f877e437c09225b4c',
    recheck:
      'Replaced by src/plugins/paint-first/browser-context.tsx: same exports (Context, BrowserContextProvider), same values; only the switch to true is a transition.',
  },
  {
    file: `${core}/client/docusaurus.js`,
    sha256: 'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202',
    recheck:
      'Replaced by src/plugins/paint-first/window-docusaurus.ts: same exports (prefetch, preload) and rules (slow connections, each page once); only prefetches are queued.',
  },
  {
    file: `${core}/client/prefetch.js`,
    sha256: '7543271549a9882a308f0fad8155631ab98c0389a75a88946f3be11c8933089c',
    recheck: 'Called by src/plugins/paint-first/window-docusaurus.ts with a chunk URL: same signature and default export.',
  },
  {
    file: `${core}/client/preload.js`,
    sha256: '8c1e3de18d307e2fb4aee43f765f1d06b05357889b9923467bef44a358683542',
    recheck: 'Called by src/plugins/paint-first/window-docusaurus.ts with a route path: same signature and default export.',
  },
  {
    file: `${core}/webpack/plugins/ChunkAssetPlugin.js`,
    sha256: 'd1fdb10641cef8bb8460f9f9e48dc18d0f86065e8c6e6d7422d5be18147f3257',
    recheck:
      'Adds __webpack_require__.gca (a chunk’s URL by name), which src/plugins/paint-first/window-docusaurus.ts calls: same name and result.',
  },
  // Page weight: aliased to empty modules or to ours.
  {
    file: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
    recheck:
      'Aliased to an empty module (src/plugins/paint-first/replacements.ts): it must still only register extra Prism languages, which the site does not configure.',
  },
  {
    file: '@docusaurus/theme-classic/lib/nprogress.js',
    sha256: '58b21ff3eb278f6cd3932e02e92a50108dac3a7e3f014813fefc70335eaab48f',
    recheck: 'Aliased to an empty module (src/plugins/paint-first/replacements.ts): it must still only draw the navigation progress bar.',
  },
  {
    file: '@docusaurus/utils-common/lib/index.js',
    sha256: 'f67a902f603f736c0b6b81dfe3c4b600e26ad3018fb19158d877a8fe5d55424e',
    recheck:
      'Aliased to src/plugins/paint-first/utils-common-esm.ts, which re-exports the same names from the same files: compare the export lists.',
  },
  // Swizzles that copy (ejected) or stand in for (replaced) the theme's component: src/theme/README.md.
  ...(
    [
      ['Navbar', 'afeb118bb9c8d5ecf4fcb4041b00d076de87b583302e63396adf98fc33bf61cd'],
      ['Footer', '6ce037aaac9dbf6380bf177a3d80e8827feb35d8c0ac74510e9666e9b35f25dc'],
      ['SiteMetadata', 'e99690522970a284bd260aad81bf5d3c4b6a0b0df7b411d46427b0bf1b11fea3'],
      ['NotFound/Content', '1339cadd0fe0b2a29e2b200f0b10487e33bd49a8fdc7a86a91e9a6c16616e113'],
      ['MDXComponents', 'b1a0eed95525de25273120c4f48ef939e51e0adfafe4a9b1c64fd3d040d6136c'],
      ['BlogListPage', 'bea76516bb7dfc75d6074736e2c412966f1edf0844849ecbc2eda5400d5cbdfe'],
      ['BlogArchivePage', '9a46c4deb232798c496e86cc96c34dbc4fb6be726402650bdae164815209bdc5'],
      ['BlogTagsListPage', '571e294b15d8bf88cbeba20772988bdb602205d9890f620a3054dfa6ebee34b4'],
      ['BlogTagsPostsPage', '01b4900cf04e4dc5507649d0b604c3378b056080b0f9e20f19cadec00c0f3938'],
      ['Blog/Pages/BlogAuthorsListPage', '4722dfcdd226e41ce4e453e7fb296fcac178ead96d8005e496b9e2d83f9717e0'],
      ['Blog/Components/Author', '80f34398443414531d7c72084d69f39f45aa2ad4696fb3b055f4e6bb80648285'],
      ['BlogPostPage/StructuredData', '20603e58b486ac6de2f98b740a761bb71cf57a4cd6bc875b62aff7bb16adc4be'],
      ['BlogPostItem/Header/Info', 'f0ff725904493f2173c7408a75e0fe8fecc2d9dbfd8315e874611b250f44a070'],
      ['TOC', '5586e5cc0e3053bb2c274e6d2882c8ac361630174b6364ecda09aaa552618360'],
      ['Layout/Provider', 'd803f559549f1817c993d7cadd754f49f540502bd91a25e4c7647a67dbf2bbb1'],
      ['AnnouncementBar', '3b497461548ccc36df1a4b45387491736b90b43189a1dda8867c15cea7022113'],
    ] as const
  ).map(([component, sha256]) => ({
    file: `${theme}/${component}/index.js`,
    sha256,
    recheck: `src/theme/${component} stands in for this component (src/theme/README.md says how and why): carry over fixes and new props, or swizzle it again.`,
  })),
];

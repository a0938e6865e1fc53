// @ts-check
/**
 * ESLint flat config (`npm run lint` = `eslint .`).
 *
 * - typescript-eslint's recommended rules over the site (`src/`), the server,
 *   the scripts and the tests.
 * - Docusaurus's i18n rules over the site's components: no bare text in JSX
 *   (interface strings go through `translate()` / `<Translate>`; page copy
 *   comes from the content files) and literal ids/messages in `translate()`
 *   calls, so `docusaurus write-translations` can extract them.
 */
import docusaurus from '@docusaurus/eslint-plugin';
import tseslint from 'typescript-eslint';

/**
 * JSX text that reads the same in both languages: punctuation and symbols,
 * brand and product names, feed formats.
 */
const ignoredStrings = [
  '·',
  '—',
  '–',
  '-',
  '|',
  '/',
  '©',
  '€',
  '*',
  '→',
  '(',
  ')',
  ':',
  ',',
  'WhatsApp',
  'PlanOri',
  'Routan',
  'Simplia',
  'RSS',
  'Atom',
  'ES',
  'EN',
];

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'server/dist/**',
      'test-build/**',
      '.docusaurus/**',
      '.docusaurus-*/**',
      'node_modules/**',
      'static/**',
      'screenshots/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      'data/**',
      // Data for the i18n check's tests, broken on purpose.
      'tests/fixtures/i18n/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    extends: [tseslint.configs.recommended],
  },
  {
    files: ['src/**/*.{ts,tsx,js,jsx}'],
    plugins: { '@docusaurus': docusaurus },
    rules: {
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-untranslated-text': ['error', { ignoredStrings }],
    },
  },
  {
    // The server reaches the site's modules through one entry, server/src/shared.ts.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/shared.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+src/', message: 'Import site modules through server/src/shared.ts.' }] },
      ],
    },
  },
  {
    // Modules the server shares with the browser (server/src/shared.ts) hold no browser code.
    files: [
      'src/config/{company,limits,locales,redirects,routes,build-env,url-record,blog-urls}.ts',
      'src/form-rules/{fields,contact-rules,messages}.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', '@theme/*', '@site/src/components/*', '@site/src/hooks/*'],
              message: 'Shared with the server: no React.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'navigator', 'FormData'],
    },
  },
  {
    // Node scripts and tests may use `require`-free CommonJS interop and
    // deliberately loose fixtures; keep the recommended set but allow `_`-prefixed unused names.
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
);

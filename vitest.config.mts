import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Layout in tests/README.md. Unit tests (tests/src, mirror of src/) run in jsdom
// when they render components; server tests (tests/server) run in Node. Browser
// tests and the browser gates (`*.spec.ts`) are Playwright's. The soak and fault
// tests (`*.soak.test.ts`: real server processes, floods, kills) run only with
// TEST_SOAK=1 (`npm run test:soak`, which CI runs after `npm test`).
const soak = process.env.TEST_SOAK === '1';
export default defineConfig({
  // tsconfig says jsx: preserve (Docusaurus compiles JSX itself); tests need the automatic runtime.
  oxc: { jsx: { runtime: 'automatic' } },
  // Docusaurus generates these modules inside a build only; client modules that read them get empty stand-ins.
  // `@site/` is the project root and `@docusaurus/<Module>` the core's client module, as in the build, so component
  // tests can render views that import through them (the tests mock the client modules they use).
  resolve: {
    alias: [
      { find: /^@site\//, replacement: fileURLToPath(new URL('./', import.meta.url)) },
      {
        find: /^@docusaurus\/(BrowserOnly|ErrorBoundary|ExecutionEnvironment|Head|Interpolate|Link|Noop|Translate|router|useBaseUrl|useDocusaurusContext|useGlobalData|useIsBrowser|useIsomorphicLayoutEffect|useRouteContext)$/,
        replacement: fileURLToPath(new URL('node_modules/@docusaurus/core/lib/client/exports/', import.meta.url)) + '$1.js',
      },
      { find: '@generated/routes', replacement: fileURLToPath(new URL('tests/fixtures/generated/routes.ts', import.meta.url)) },
      {
        find: '@generated/routesChunkNames',
        replacement: fileURLToPath(new URL('tests/fixtures/generated/routesChunkNames.ts', import.meta.url)),
      },
      { find: '@generated/registry', replacement: fileURLToPath(new URL('tests/fixtures/generated/registry.ts', import.meta.url)) },
      {
        find: '@generated/client-modules',
        replacement: fileURLToPath(new URL('tests/fixtures/generated/client-modules.ts', import.meta.url)),
      },
    ],
  },
  test: {
    include: soak
      ? ['tests/**/*.soak.test.ts']
      : [
          'tests/src/**/*.test.{ts,tsx}',
          'tests/server/**/*.test.ts',
          'tests/scripts/**/*.test.ts',
          'tests/support/**/*.test.ts',
          'tests/gates/**/*.test.ts',
        ],
    exclude: soak ? [] : ['**/*.soak.test.ts', '**/node_modules/**'],
    environment: 'node',
    // One test file more than cores: many files spend their time waiting on servers and child processes they
    // started (Vitest's default, cores − 1, is a single worker on a 2-core machine).
    maxWorkers: availableParallelism() + 1,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

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
  resolve: {
    alias: {
      '@generated/routes': fileURLToPath(new URL('tests/fixtures/generated/routes.ts', import.meta.url)),
      '@generated/routesChunkNames': fileURLToPath(new URL('tests/fixtures/generated/routesChunkNames.ts', import.meta.url)),
      '@generated/registry': fileURLToPath(new URL('tests/fixtures/generated/registry.ts', import.meta.url)),
      '@generated/client-modules': fileURLToPath(new URL('tests/fixtures/generated/client-modules.ts', import.meta.url)),
    },
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

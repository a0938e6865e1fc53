import { defineConfig } from 'vitest/config';

// Unit tests (tests/unit) run in jsdom when they render components; server
// tests (tests/server) run in Node. Browser tests are Playwright's (tests/e2e).
export default defineConfig({
  // tsconfig says jsx: preserve (Docusaurus compiles JSX itself); tests need the automatic runtime.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/src/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts', 'tests/gates/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

import { defineConfig } from 'vitest/config';

// Unit tests (tests/unit) run in jsdom when they render components; server
// tests (tests/server) run in Node. Browser tests are Playwright's (tests/e2e).
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

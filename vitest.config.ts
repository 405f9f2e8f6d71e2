import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

process.env.LINGUI_CONFIG ??= `${import.meta.dirname}/client/lingui.config.ts`;

/**
 * Tests are chosen by file name, wherever the file lives: `*.integration.test.ts` starts servers or databases
 * (the `integration` project, which `npm test -- --server-only` runs again against PostgreSQL); every other
 * `*.test.ts(x)` is a unit test (the `unit` project) and must pass on its short limits.
 */
const TESTS = '**/*.test.{ts,tsx}';
const INTEGRATION = '**/*.integration.test.ts';
const NOT_TESTS = ['**/node_modules/**', 'client/dist/**', 'e2e/**', '.data/**', '.test-results/**'];

export default defineConfig({
  // Node resolves `graphql` to its CommonJS build for every dependency; Vite would pick the ESM build
  // for our own files, and two copies of graphql cannot share a schema.
  resolve: { alias: { graphql: `${import.meta.dirname}/node_modules/graphql/index.js` } },
  // Client code uses Lingui macros, compiled as in the client build.
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } })],
  test: {
    // a gateway started by a test renders no pages in the background (prerendered-pages.integration.test.ts asks)
    env: { PRERENDER: 'off' },
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [TESTS],
          exclude: [...NOT_TESTS, INTEGRATION],
          // No server, no database: a unit test that needs longer is waiting for something it should not.
          // (The slowest today run a compiler or the linter on a few files: extension-api, lint/zones.)
          testTimeout: 15_000,
          hookTimeout: 15_000,
          expect: { poll: { timeout: 5_000 } },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: [INTEGRATION],
          exclude: NOT_TESTS,
          // limits for giving up, not expectations: starting a test stack took 60 s on a CI machine busy with other work
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // `expect.poll` ends as soon as its condition holds; its 1 s default limit failed on a busy CI machine
          expect: { poll: { timeout: 20_000 } },
        },
      },
    ],
  },
});

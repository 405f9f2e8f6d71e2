import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

process.env.LINGUI_CONFIG ??= `${import.meta.dirname}/client/lingui.config.ts`;

export default defineConfig({
  // Node resolves `graphql` to its CommonJS build for every dependency; Vite would pick the ESM build
  // for our own files, and two copies of graphql cannot share a schema.
  resolve: { alias: { graphql: `${import.meta.dirname}/node_modules/graphql/index.js` } },
  // Client code uses Lingui macros, compiled as in the client build.
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } })],
  test: {
    include: ['{contract,gateway,upstream,client,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'client/dist/**'],
    // limits for giving up, not expectations: starting a test stack took 60 s on a CI machine busy with other work
    testTimeout: 60_000,
    // `expect.poll` ends as soon as its condition holds; its 1 s default limit failed on a busy CI machine
    expect: { poll: { timeout: 20_000 } },
    hookTimeout: 180_000,
    // a gateway started by a test renders no pages in the background (prerendered-pages.integration.test.ts asks)
    env: { PRERENDER: 'off' },
    pool: 'forks',
    maxWorkers: 2,
  },
});

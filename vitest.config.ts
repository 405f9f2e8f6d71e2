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
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll waits for an event, not a time: on a busy machine the event may take longer than its 1 s default.
    expect: { poll: { timeout: 10_000 } },
    pool: 'forks',
    maxWorkers: 2,
  },
});

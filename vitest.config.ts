import { defineConfig } from 'vitest/config';

process.env.LINGUI_CONFIG ??= `${import.meta.dirname}/client/lingui.config.ts`;

export default defineConfig({
  test: {
    include: ['{contract,gateway,upstream,client,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'client/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});

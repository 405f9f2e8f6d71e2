import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['zh', 'en'],
  fallbackLocales: { default: 'en' },
  rootDir: import.meta.dirname,
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ['**/gql/**', '**/*.test.*'] }],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});

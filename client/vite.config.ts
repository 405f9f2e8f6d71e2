import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The Lingui macro finds its config through this variable; the config lives beside this file.
process.env.LINGUI_CONFIG ??= `${import.meta.dirname}/lingui.config.ts`;

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro', 'babel-plugin-styled-components'] } }),
    lingui({ configPath: `${import.meta.dirname}/lingui.config.ts` }),
  ],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 700 },
  server: {
    host: true,
    allowedHosts: ['.localhost'],
    proxy: { '/graphql': { target: gateway, ws: true, changeOrigin: false } },
  },
});

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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: their own chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'apollo', test: /[\\/]node_modules[\\/](@apollo|graphql|graphql-ws|rxjs|@wry|optimism)[\\/]/, priority: 20 },
            { name: 'ui', test: /[\\/]node_modules[\\/](@radix-ui|radix-ui|styled-components|@floating-ui|@lingui)[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    host: true,
    allowedHosts: ['.localhost'],
    proxy: { '/graphql': { target: gateway, ws: true, changeOrigin: false }, '/analytics': { target: gateway, changeOrigin: false }, '/api': { target: gateway, changeOrigin: false } },
  },
});

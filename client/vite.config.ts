import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { buildMode } from './build-mode-plugin.ts';
import { graphqlDocuments } from './graphql-documents-plugin.ts';

// The Lingui macro finds its config through this variable; the config lives beside this file.
process.env.LINGUI_CONFIG ??= `${import.meta.dirname}/lingui.config.ts`;

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [
    // Each graphql(`…`) call becomes an import of its own document: a page's chunk carries only its documents.
    graphqlDocuments(`${import.meta.dirname}/src/gql`),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro', 'babel-plugin-styled-components'] } }),
    lingui({ configPath: `${import.meta.dirname}/lingui.config.ts` }),
    // the browser's build says its mode (the prerenderer is built with it, into dist/.server)
    ...(isSsrBuild ? [] : [buildMode()]),
  ],
  resolve: {
    // rxjs (Apollo's observables) offers an ES2015 build: classes instead of ES5 functions with tslib's helpers.
    conditions: ['es2015', ...defaultClientConditions],
    // zod is configured once, before any schema is built, by the module every client import of 'zod' resolves to;
    // so only the screens with forms load it (see src/lib/zod-config.ts).
    alias: [
      { find: /^zod$/, replacement: `${import.meta.dirname}/src/lib/zod-config.ts` },
      // the prerenderer (Node) sanitizes in jsdom's DOM
      ...(isSsrBuild ? [{ find: /^dompurify$/, replacement: `${import.meta.dirname}/src/ssr/dompurify.ts` }] : []),
    ],
  },
  build: isSsrBuild
    ? // `vite build --ssr src/prerender.tsx`: the prerenderer for the gateway, its libraries imported from node_modules
      // (its entry's name carries its hash: a gateway that runs through a rebuild loads the new one, whose chunks
      // import it by that name, so one build's modules never mix with another's)
      {
        outDir: 'dist/.server',
        emptyOutDir: true,
        sourcemap: true,
        copyPublicDir: false,
        chunkSizeWarningLimit: 4096,
        rolldownOptions: { output: { entryFileNames: 'prerender-[hash].js' } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        rolldownOptions: {
          output: {
            // Libraries change less often than our code: their own chunks stay cached across releases. The first page's
            // libraries form three chunks; what only later screens use is left out of them (graphql-ws and Apollo's
            // WebSocket link, loaded with the first subscription; the mutation and subscription hooks, with the screens
            // calling them) or grouped by the set of screens using it (`entriesAware`: each Radix primitive with the
            // screens that show it), so that the home page loads no Radix at all.
            codeSplitting: {
              groups: [
                { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/, priority: 30 },
                {
                  name: 'apollo',
                  test: (id) =>
                    /[\\/]node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib)[\\/]/.test(id) &&
                    !/[\\/]link[\\/]subscriptions[\\/]|[\\/]hooks[\\/](useMutation|useSubscription|useLazyQuery)\.js$/.test(id),
                  priority: 20,
                },
                { name: 'ui', test: /[\\/]node_modules[\\/](styled-components|stylis|@lingui)[\\/]/, priority: 10 },
                { name: 'radix', test: /[\\/]node_modules[\\/](@radix-ui|radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce)[\\/]/, priority: 10, entriesAware: true },
              ],
            },
          },
        },
      },
  // styled-components' Node entry is CommonJS whose default export Node's ESM loader does not unwrap: bundled instead
  ssr: { noExternal: ['styled-components'] },
  server: {
    host: true,
    allowedHosts: ['.localhost'],
    proxy: { '/graphql': { target: gateway, ws: true, changeOrigin: false }, '/analytics': { target: gateway, changeOrigin: false }, '/api': { target: gateway, changeOrigin: false } },
  },
}));

import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { i18n } from '../i18n/i18n.ts';
import { apolloClient } from '../lib/apollo.ts';
import { GlobalStyle } from '../ui/GlobalStyle.ts';
import { theme } from '../ui/theme.ts';
import { routes } from './routes.tsx';

/**
 * The router is made when the app first renders, which main.tsx does once the language's catalog is active,
 * so the first page's loaders (the purchase guard translates its warning) run with a locale. One per page.
 */
let router: ReturnType<typeof createBrowserRouter> | undefined;
const routerOnce = () => (router ??= createBrowserRouter(routes));

/** What every page renders inside, in the browser and in the prerenderer (src/prerender.tsx) alike. */
export const Providers = ({ client, children }: { client: ApolloClient; children: ReactNode }) => (
  <I18nProvider i18n={i18n}>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </ThemeProvider>
  </I18nProvider>
);

export const App = () => (
  <Providers client={apolloClient}>
    <RouterProvider router={routerOnce()} />
  </Providers>
);

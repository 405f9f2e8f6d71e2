import { ApolloProvider } from '@apollo/client/react';
import { I18nProvider } from '@lingui/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { i18n } from '../i18n/i18n.ts';
import { apolloClient } from '../lib/apollo.ts';
import { GlobalStyle } from '../ui/GlobalStyle.ts';
import { theme } from '../ui/theme.ts';
import { routes } from './routes.tsx';

const router = createBrowserRouter(routes);

export const App = () => (
  <I18nProvider i18n={i18n}>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ApolloProvider client={apolloClient}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </ThemeProvider>
  </I18nProvider>
);

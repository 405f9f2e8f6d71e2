/**
 * The prerenderer: built for Node (`vite build --ssr`, into dist/.server) and run by the gateway, which renders the
 * public pages with it (gateway/src/prerendered-pages.ts). Same routes, components, catalogs and GraphQL documents
 * as the browser; the data comes from the gateway's own schema through `execute`, so there is no second code path.
 */
// first: the DOM some screens parse in, before their modules load
import './ssr/dom.ts';
import { ApolloClient, ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { from } from 'rxjs';
import { ServerStyleSheet } from 'styled-components';
import { Providers } from './app/App.tsx';
import { routes } from './app/routes.tsx';
import { activateLocale } from './i18n/i18n.ts';
import type { Locale } from './i18n/locale.ts';
import { createCache } from './lib/apollo.ts';
import { prerenderedHead } from './lib/page-meta.ts';

/** The public pages, as the sitemap names them: what a crawler or a first visit most often opens. */
export const PRERENDERED_PATHS = ['/', '/features', '/faq', '/friendLink', '/doc', '/exp', '/goExp', '/updates', '/sale', '/extensions'];

/** Runs one operation against the gateway's schema, in its process, as an anonymous visitor of `locale`'s site. */
export type Execute = (request: { query: DocumentNode; variables: Record<string, unknown>; operationName: string | undefined }) => Promise<FormattedExecutionResult>;

export interface PrerenderedPage {
  /** the markup inside #root */
  html: string;
  /** styled-components' rules for that markup (<style> tags) */
  styles: string;
  /** the Apollo cache the markup was rendered from: the browser's cache starts from it, so nothing is fetched again */
  state: NormalizedCacheObject;
  title: string;
  description: string;
}

/**
 * Renders `path` for `locale`: loads the route's lazy screen, runs its queries until the tree asks for nothing more
 * (Apollo's prerenderStatic), then renders once more collecting the styles. One page at a time: the catalog and the
 * head are module state.
 */
export const prerender = async ({ path, locale, origin, execute }: { path: string; locale: Locale; origin: string; execute: Execute }): Promise<PrerenderedPage> => {
  await activateLocale(locale);
  const client = new ApolloClient({
    ssrMode: true,
    link: new ApolloLink((operation) => from(execute({ query: operation.query, variables: operation.variables, operationName: operation.operationName }))),
    cache: createCache(),
  });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, origin)));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status} (a redirect is not prerendered)`);
  // a route that failed to load or threw renders the router's error page: that is never a page to keep and serve
  if (context.errors || context.statusCode !== 200) {
    const first = Object.values(context.errors ?? {})[0] as { message?: string } | undefined;
    throw new Error(`${path} answers ${context.statusCode}${first?.message ? `: ${first.message}` : ''}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree = (
    <Providers client={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>
  );
  Object.assign(prerenderedHead, { title: '', description: '' });
  await prerenderStatic({ tree, renderFunction: renderToString, ignoreResults: true });
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(tree));
    // a screen that threw while rendering shows the route's error page (app/layout/RouteError.tsx): not a page to keep
    if (html.includes('data-route-error')) throw new Error(`${path} rendered its error page`);
    return { html, styles: sheet.getStyleTags(), state: client.extract() as NormalizedCacheObject, ...prerenderedHead };
  } finally {
    sheet.seal();
    client.stop();
  }
};

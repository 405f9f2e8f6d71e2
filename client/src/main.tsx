import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './app/App.tsx';
import { routes } from './app/routes.tsx';
import { currentLocale, startLocale } from './i18n/i18n.ts';
import { apolloClient } from './lib/apollo.ts';

/** What the gateway embeds in a prerendered page (gateway/src/prerendered-pages.ts). */
interface Prerendered {
  locale: string;
  path: string;
  apollo: Parameters<typeof apolloClient.cache.restore>[0];
}

const readPrerendered = (): Prerendered | undefined => {
  const text = document.getElementById('prerendered')?.textContent;
  return text ? (JSON.parse(text) as Prerendered) : undefined;
};

/**
 * The matched routes' lazy screens, loaded before hydrating: the markup holds the screen, so the first render must
 * too (a router would otherwise render nothing where the screen is until its chunk arrives).
 */
const loadMatchedScreens = async () => {
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
};

/**
 * Marks the page interactive (`<html data-interactive>`) once React has committed its first render: a prerendered
 * page is readable before its buttons answer, and the end-to-end tests wait for this after loading a page. A hook in
 * the root, not a sibling of <App />: a sibling forks the tree, so every `useId` (Radix's ids) would differ from
 * the prerenderer's tree and the hydrated attributes would not match.
 */
const Interactive = () => {
  useEffect(() => void (document.documentElement.dataset.interactive = ''), []);
  return <App />;
};

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <Interactive />
  </StrictMode>
);

void startLocale().then(async () => {
  const prerendered = readPrerendered();
  // a visitor who chose the other language on this host sees it at once: the markup is replaced, not hydrated
  if (prerendered && prerendered.locale === currentLocale()) {
    // the data the markup was rendered from: its queries answer from the cache, nothing is fetched again
    apolloClient.cache.restore(prerendered.apollo);
    try {
      await loadMatchedScreens();
      hydrateRoot(root, app);
      return;
    } catch (error) {
      // the screen's chunk did not come (a release replaced it, the network failed): rendered afresh, the router
      // tries once more and, failing, shows the route's error page with a way on (app/layout/RouteError.tsx)
      console.error('[hydrate]', error);
    }
  }
  // rendered afresh: nothing of a prerendered page may be taken for this render's own (the docs read their markup)
  document.getElementById('prerendered')?.remove();
  createRoot(root).render(app);
});

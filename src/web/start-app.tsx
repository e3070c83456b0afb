import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { createQueryClient } from './lib/query-client';
import { routes } from './router';

/**
 * Loads the code of the lazy routes matching the current address and puts it on the route objects, so
 * the router's first render is the page itself (as prerendered), not its loading fallback.
 */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** Renders nothing; its effect runs once the tree around it is live (rendered or hydrated). */
function OnLive({ onLive }: { onLive: () => void }) {
  useEffect(onLive, [onLive]);
  return null;
}

/**
 * Starts the single-page app in `rootElement`: rendered from scratch (the SPA shell's empty #root, or a
 * prerendered page the visitor will not stay on), or hydrating a page prerendered signed out.
 */
export async function startApp(rootElement: HTMLElement, { hydrate }: { hydrate: boolean }): Promise<void> {
  if (hydrate) await loadMatchedRoutes();
  const queryClient = createQueryClient();
  const router = createBrowserRouter(routes);
  // Settles once the app is live: a click held while it loaded can then be given to it.
  let onLive = () => {};
  const live = new Promise<void>((resolve) => {
    onLive = resolve;
  });
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      <OnLive onLive={onLive} />
    </StrictMode>
  );
  // As a transition, hydration yields to the browser between small slices of work instead of holding
  // the main thread for the whole page (the page is already painted and readable meanwhile).
  if (hydrate) startTransition(() => void hydrateRoot(rootElement, app));
  else createRoot(rootElement).render(app);
  return live;
}

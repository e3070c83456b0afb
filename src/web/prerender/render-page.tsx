import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { routes } from '../router';

export { PRERENDERED_PAGES } from './pages';

/**
 * The HTML of the app at `path` for a signed-out visitor, through the app's own route table, as the
 * browser's first render would produce it (so the pricing page can hydrate it). Runs in Node at build
 * time (scripts/prerender.mjs); no request reaches the API: queries stay pending, the session is
 * known to be empty.
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered a redirect while prerendering`);
  if (context.statusCode !== 200) throw new Error(`${path} answered ${context.statusCode} while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

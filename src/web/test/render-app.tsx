import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { RootLayout } from '../root-layout';
import { routes as appRoutes } from '../router';

type RenderOptions = { path?: string; userEvent?: UserEventOptions };

function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

function renderRoutes(routes: RouteObject[], options: RenderOptions) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const user = userEvent.setup(options.userEvent);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, user };
}

/** Renders the real route table at `path`. */
export function renderApp(options: RenderOptions = {}) {
  return renderRoutes(appRoutes, options);
}

/** Renders one element inside the app's providers (router, query client, session). */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  return renderRoutes([{ element: <RootLayout />, children: [{ path: '*', element: ui }] }], options);
}

/** Stores a session token, as a previous sign-in would have. */
export function storeSessionToken(token = 'stored-token') {
  window.localStorage.setItem('token', token);
}

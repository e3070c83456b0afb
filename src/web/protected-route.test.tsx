import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from './test/fixtures';
import { deferred, mockApi, publicRoutes, type MockReply } from './test/mock-api';
import { renderApp, storeSessionToken } from './test/render-app';

describe('protected routes', () => {
  it('shows a spinner while the session loads, then the page', async () => {
    const me = deferred<MockReply>();
    const api = mockApi({ ...publicRoutes(), 'GET /api/auth/me': () => me.promise });
    storeSessionToken('stored-token');
    const { router } = renderApp({ path: '/dashboard' });

    expect(await screen.findByRole('status', { name: 'Loading your session' })).toBeInTheDocument();
    me.resolve({ body: makeUser({ name: 'Ada Lovelace' }) });

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(api.callsTo('GET', '/api/auth/me')[0]?.headers.get('Authorization')).toBe('Bearer stored-token');
  });

  it('redirects to /login when nobody is signed in', async () => {
    const api = mockApi(publicRoutes());
    const { router } = renderApp({ path: '/subscription' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(0);
  });

  it('clears a stored token the server rejects and redirects to /login', async () => {
    mockApi({ ...publicRoutes(), 'GET /api/auth/me': { status: 401, body: { detail: 'Your session has expired. Please log in again.' } } });
    storeSessionToken('expired-token');
    const { router } = renderApp({ path: '/social-accounts' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('keeps the token when the check is cut off because the page is being left (a reload)', async () => {
    const cutOff = deferred<MockReply>();
    mockApi({
      ...publicRoutes(),
      'GET /api/auth/me': async () => {
        await cutOff.promise;
        throw new TypeError('Failed to fetch');
      },
    });
    storeSessionToken('live-token');
    renderApp({ path: '/dashboard' });
    expect(await screen.findByRole('status', { name: 'Loading your session' })).toBeInTheDocument();

    window.dispatchEvent(new Event('beforeunload'));
    cutOff.resolve({});

    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading your session' })).not.toBeInTheDocument());
    expect(window.localStorage.getItem('token')).toBe('live-token');
    window.dispatchEvent(new Event('pageshow'));
  });

  it('still clears a token the server rejects while the page is being left', async () => {
    mockApi({ ...publicRoutes(), 'GET /api/auth/me': { status: 401, body: { detail: 'Your session has expired. Please log in again.' } } });
    storeSessionToken('expired-token');
    window.dispatchEvent(new Event('beforeunload'));
    const { router } = renderApp({ path: '/social-accounts' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
    window.dispatchEvent(new Event('pageshow'));
  });

  it('sends a signed-in visitor of the landing page to the dashboard', async () => {
    mockApi({ ...publicRoutes(), 'GET /api/auth/me': { body: makeUser() } });
    storeSessionToken();
    const { router } = renderApp({ path: '/' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

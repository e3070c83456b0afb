import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeAuthResponse, makeConfig, makeUser } from '../test/fixtures';
import { mockApi, publicRoutes } from '../test/mock-api';
import { renderApp } from '../test/render-app';

describe('login page', () => {
  it('signs in, stores the token and goes to the dashboard', async () => {
    const api = mockApi({
      ...publicRoutes(),
      'POST /api/auth/login': { body: makeAuthResponse(makeUser({ name: 'Ada Lovelace' }), 'fresh-token') },
    });
    const { user, router } = renderApp({ path: '/login' });

    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(window.localStorage.getItem('token')).toBe('fresh-token');
    expect(api.callsTo('POST', '/api/auth/login')[0]?.body).toEqual({ email: 'ada@example.com', password: 'secret-password' });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
  });

  it("shows the server's detail when sign-in fails", async () => {
    mockApi({ ...publicRoutes(), 'POST /api/auth/login': { status: 401, body: { detail: 'Incorrect email or password' } } });
    const { user, router } = renderApp({ path: '/login' });

    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("falls back to 'Login failed' when the answer carries no detail", async () => {
    mockApi({ ...publicRoutes(), 'POST /api/auth/login': { status: 502, text: '<html>Bad gateway</html>' } });
    const { user } = renderApp({ path: '/login' });

    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  it('removes error and google_error from the address on load and shows no error', async () => {
    mockApi(publicRoutes());
    const { router } = renderApp({ path: '/login?error=expired&google_error=denied&ref=mail' });

    await screen.findByRole('button', { name: 'Sign In' });
    await waitFor(() => expect(router.state.location.search).toBe('?ref=mail'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links to sign-up and to the forgotten password page', async () => {
    mockApi(publicRoutes());
    renderApp({ path: '/login' });

    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('shows a disabled Google button with a note when Google sign-in is not configured', async () => {
    mockApi(publicRoutes());
    renderApp({ path: '/login' });

    expect(await screen.findByText('Google sign-in is not configured on this server.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
  });

  describe('with Google configured', () => {
    function stubGoogleIdentity() {
      const google = {
        initialize: vi.fn<(config: { client_id: string; callback: (response: { credential?: string }) => void }) => void>(),
        renderButton: vi.fn((parent: HTMLElement) => {
          const button = document.createElement('div');
          button.setAttribute('role', 'button');
          button.textContent = 'Sign in with Google';
          parent.append(button);
        }),
      };
      vi.stubGlobal('google', { accounts: { id: google } });
      return google;
    }

    function credentialCallback(google: ReturnType<typeof stubGoogleIdentity>) {
      const config = google.initialize.mock.calls[0]?.[0];
      if (!config) throw new Error('Google Identity Services was not initialised');
      return config.callback;
    }

    it('posts the credential as id_token and signs in', async () => {
      const google = stubGoogleIdentity();
      const api = mockApi({
        ...publicRoutes(),
        'GET /api/config': { body: makeConfig({ google_client_id: 'client-123.apps.googleusercontent.com' }) },
        'POST /api/auth/google': { body: makeAuthResponse(makeUser(), 'google-session') },
      });
      const { router } = renderApp({ path: '/login' });

      await waitFor(() => expect(google.renderButton).toHaveBeenCalled());
      expect(google.initialize.mock.calls[0]?.[0].client_id).toBe('client-123.apps.googleusercontent.com');
      credentialCallback(google)({ credential: 'google-id-token' });

      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(api.callsTo('POST', '/api/auth/google')[0]?.body).toEqual({ id_token: 'google-id-token' });
      expect(window.localStorage.getItem('token')).toBe('google-session');
    });

    it("shows 'Google authentication failed' when the server rejects the credential without detail", async () => {
      const google = stubGoogleIdentity();
      mockApi({
        ...publicRoutes(),
        'GET /api/config': { body: makeConfig({ google_client_id: 'client-123' }) },
        'POST /api/auth/google': { status: 500, text: 'oops' },
      });
      renderApp({ path: '/login' });

      await waitFor(() => expect(google.renderButton).toHaveBeenCalled());
      credentialCallback(google)({ credential: 'google-id-token' });

      expect(await screen.findByRole('alert')).toHaveTextContent('Google authentication failed');
    });

    it('shows the widget failure message when Google returns no credential', async () => {
      const google = stubGoogleIdentity();
      mockApi({ ...publicRoutes(), 'GET /api/config': { body: makeConfig({ google_client_id: 'client-123' }) } });
      renderApp({ path: '/login' });

      await waitFor(() => expect(google.renderButton).toHaveBeenCalled());
      credentialCallback(google)({});

      expect(await screen.findByRole('alert')).toHaveTextContent('Google login failed. Please try again.');
    });
  });

  it('after a redirect from a protected page, signs in and returns to that page', async () => {
    mockApi({
      ...publicRoutes(),
      'POST /api/auth/login': { body: makeAuthResponse(makeUser({ name: 'Ada Lovelace' }), 'fresh-token') },
    });
    const { user, router } = renderApp({ path: '/subscription?from=mail' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
    expect(router.state.location.search).toBe('?from=mail');
  });

  it('after a redirect, a new account made from the sign-up link also returns to the page', async () => {
    mockApi({ ...publicRoutes(), 'POST /api/auth/signup': { body: makeAuthResponse(makeUser(), 'fresh-token') } });
    const { user, router } = renderApp({ path: '/social-accounts' });

    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    await user.type(await screen.findByLabelText('Full Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/social-accounts'));
  });

  it('ignores a return address that leaves the site', async () => {
    mockApi({ ...publicRoutes(), 'POST /api/auth/login': { body: makeAuthResponse(makeUser(), 'fresh-token') } });
    const { user, router } = renderApp({ path: '/login' });
    await router.navigate('/login', { state: { from: '//evil.example/phish' } });

    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

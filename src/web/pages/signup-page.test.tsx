import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAuthResponse, makeUser } from '../test/fixtures';
import { mockApi, publicRoutes } from '../test/mock-api';
import { renderApp } from '../test/render-app';

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Full Name'), 'Grace Hopper');
  await user.type(screen.getByLabelText('Email'), 'grace@example.com');
  await user.type(screen.getByLabelText('Password'), 'cobol1959');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('signup page', () => {
  it('asks the browser to require every field and a password of at least 6 characters', async () => {
    mockApi(publicRoutes());
    renderApp({ path: '/signup' });

    expect(await screen.findByLabelText('Full Name')).toBeRequired();
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('minLength', '6');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Sign up with Google' })).toBeDisabled();
  });

  it('creates the account, stores the token and goes to the dashboard', async () => {
    const api = mockApi({
      ...publicRoutes(),
      'POST /api/auth/signup': { status: 201, body: makeAuthResponse(makeUser({ name: 'Grace Hopper' }), 'new-token') },
    });
    const { user, router } = renderApp({ path: '/signup' });

    await fillAndSubmit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(window.localStorage.getItem('token')).toBe('new-token');
    expect(api.callsTo('POST', '/api/auth/signup')[0]?.body).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      password: 'cobol1959',
    });
  });

  it("shows the server's detail when sign-up fails", async () => {
    mockApi({ ...publicRoutes(), 'POST /api/auth/signup': { status: 409, body: { detail: 'An account with this email already exists' } } });
    const { user } = renderApp({ path: '/signup' });

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
  });

  it("falls back to 'Signup failed'", async () => {
    mockApi({ ...publicRoutes(), 'POST /api/auth/signup': { status: 500, text: 'boom' } });
    const { user } = renderApp({ path: '/signup' });

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Signup failed$/);
  });

  it('removes error and google_error from the address on load', async () => {
    mockApi(publicRoutes());
    const { router } = renderApp({ path: '/signup?google_error=access_denied' });

    await screen.findByRole('button', { name: 'Create Account' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, publicRoutes } from '../test/mock-api';
import { renderApp } from '../test/render-app';

async function fill(user: ReturnType<typeof renderApp>['user'], next: string, confirm: string) {
  await user.type(await screen.findByLabelText('New Password'), next);
  await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('reset password page', () => {
  it('sets the new password with the token from the address, then links to sign-in', async () => {
    const api = mockApi({
      ...publicRoutes(),
      'POST /api/auth/reset-password': { body: { success: true, message: 'Your password has been reset. You can now sign in.' } },
    });
    const { user } = renderApp({ path: '/reset-password?token=abc123' });

    await fill(user, 'brand-new-pass', 'brand-new-pass');

    expect(await screen.findByText('Your password has been reset. You can now sign in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/login');
    expect(api.callsTo('POST', '/api/auth/reset-password')[0]?.body).toEqual({ token: 'abc123', new_password: 'brand-new-pass' });
  });

  it('checks the confirmation and the length before calling the server', async () => {
    const api = mockApi(publicRoutes());
    const { user } = renderApp({ path: '/reset-password?token=abc123' });

    await fill(user, 'brand-new-pass', 'brand-new-pas');
    expect(screen.getByRole('alert')).toHaveTextContent('New passwords do not match');

    await user.clear(screen.getByLabelText('New Password'));
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await fill(user, 'short', 'short');
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
    expect(api.callsTo('POST', '/api/auth/reset-password')).toHaveLength(0);
  });

  it("shows the server's detail for an expired link", async () => {
    mockApi({
      ...publicRoutes(),
      'POST /api/auth/reset-password': {
        status: 400,
        body: { detail: 'This password reset link is invalid or has expired. Please request a new one.' },
      },
    });
    const { user } = renderApp({ path: '/reset-password?token=old' });

    await fill(user, 'brand-new-pass', 'brand-new-pass');

    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
  });

  it('asks for a new link when the address has no token', async () => {
    mockApi(publicRoutes());
    renderApp({ path: '/reset-password' });

    expect(await screen.findByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, publicRoutes } from '../test/mock-api';
import { renderApp } from '../test/render-app';

describe('forgot password page', () => {
  it("sends the e-mail and shows the server's message", async () => {
    const api = mockApi({
      ...publicRoutes(),
      'POST /api/auth/forgot-password': { body: { success: true, message: 'Check your inbox for a reset link.' } },
    });
    const { user } = renderApp({ path: '/forgot-password' });

    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText('Check your inbox for a reset link.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/forgot-password')[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/fixtures';
import { mockApi, publicRoutes } from '../test/mock-api';
import { renderWithProviders, storeSessionToken } from '../test/render-app';
import { Header } from './header';

describe('Header', () => {
  it('shows the logo, name and tagline with Login and Sign Up links when signed out', async () => {
    mockApi(publicRoutes());
    renderWithProviders(<Header />);

    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: /^Inkwell/ })).toHaveAttribute('href', '/');
    expect(screen.getByText('Inkwell')).toBeInTheDocument();
    expect(screen.getByText('AI content studio for creators')).toBeInTheDocument();
  });

  it('names the logo link by the words it shows, so a voice user can say "click Inkwell" (WCAG 2.5.3)', async () => {
    mockApi(publicRoutes());
    renderWithProviders(<Header />);

    const logo = await screen.findByRole('link', { name: /^Inkwell/ });
    expect(logo).toHaveTextContent('Inkwell AI content studio for creators');
    expect(logo).toHaveAccessibleName('Inkwell AI content studio for creators');
    expect(logo).not.toHaveAttribute('aria-label');
  });

  it("shows the signed-in user's name, plan label and initial", async () => {
    mockApi({ ...publicRoutes(), 'GET /api/auth/me': { body: makeUser({ name: 'ada lovelace', subscription_tier: 'pro' }) } });
    storeSessionToken();
    renderWithProviders(<Header />);

    expect(await screen.findByText('ada lovelace')).toBeInTheDocument();
    expect(screen.getByText('Pro Plan')).toBeInTheDocument();
    expect(screen.getByText('A')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it("falls back to the initial 'U' when the user has no name", async () => {
    mockApi({ ...publicRoutes(), 'GET /api/auth/me': { body: makeUser({ name: '', subscription_tier: 'enterprise' }) } });
    storeSessionToken();
    renderWithProviders(<Header />);

    expect(await screen.findByText('Enterprise Plan')).toBeInTheDocument();
    expect(screen.getByText('U')).toBeInTheDocument();
  });

  it('offers no control for changing the password', async () => {
    mockApi({ ...publicRoutes(), 'GET /api/auth/me': { body: makeUser() } });
    storeSessionToken();
    renderWithProviders(<Header />);

    await screen.findByText('Free Plan');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/password/i)).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/fixtures';
import { deferred, mockApi, publicRoutes, type MockReply } from '../test/mock-api';
import { renderApp, storeSessionToken } from '../test/render-app';

describe('public pages', () => {
  it('/success without session_id redirects to /pricing', async () => {
    mockApi(publicRoutes());
    const { router } = renderApp({ path: '/success' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('/success with session_id shows the payment check', async () => {
    const pending = deferred<MockReply>();
    mockApi({ ...publicRoutes(), 'GET /api/payments/status/cs_test_1': () => pending.promise });
    renderApp({ path: '/success?session_id=cs_test_1' });

    expect(await screen.findByRole('heading', { name: 'Checking your payment…' })).toBeInTheDocument();
  });

  it('the privacy policy has a data deletion section linked from the footer', async () => {
    mockApi(publicRoutes());
    renderApp({ path: '/privacy' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(document.getElementById('data-deletion')).toHaveTextContent(/Data deletion/);
    const footerLegal = within(screen.getByRole('navigation', { name: 'Legal' }));
    expect(footerLegal.getByRole('link', { name: 'Data Deletion' })).toHaveAttribute('href', '/privacy#data-deletion');
    expect(footerLegal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  });

  it('the terms state the billing, notice, uptime and retention commitments', async () => {
    mockApi(publicRoutes());
    renderApp({ path: '/terms' });

    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    const text = document.body.textContent ?? '';
    expect(text).toMatch(/monthly or annually/);
    expect(text).toMatch(/non-refundable/);
    expect(text).toMatch(/99\.9% uptime/);
    expect(text).toMatch(/30 days before they take effect/);
    expect(text).toMatch(/keep your data for 30 days/);
  });

  it('an unknown address shows the 404 page', async () => {
    mockApi(publicRoutes());
    renderApp({ path: '/no-such-page' });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('the subscription page shows the plan from /api/plans and the account', async () => {
    mockApi({
      ...publicRoutes(),
      'GET /api/auth/me': { body: makeUser({ subscription_tier: 'pro', email: 'ada@example.com', created_at: '2026-03-14T10:00:00.000Z' }) },
    });
    storeSessionToken();
    renderApp({ path: '/subscription' });

    expect(await screen.findByRole('heading', { name: 'Pro' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(await screen.findByText('$49')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('March 14, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('the owner account is shown as a lifetime enterprise account', async () => {
    mockApi({ ...publicRoutes(), 'GET /api/auth/me': { body: makeUser({ subscription_tier: 'enterprise', lifetime: true }) } });
    storeSessionToken();
    renderApp({ path: '/subscription' });

    expect(await screen.findByRole('heading', { name: 'Enterprise Account' })).toBeInTheDocument();
    expect(screen.getByText('Lifetime Access')).toBeInTheDocument();
  });
});

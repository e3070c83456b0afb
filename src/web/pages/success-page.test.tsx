import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentStatus } from '../../contract/billing';
import { makeConfig, makeUser } from '../test/fixtures';
import { mockApi, publicRoutes, type MockReply } from '../test/mock-api';
import { renderApp, storeSessionToken } from '../test/render-app';

const STATUS_PATH = '/api/payments/status/cs_test_1';

function status(payment_status: PaymentStatus): MockReply {
  return { body: { session_id: 'cs_test_1', payment_status, plan_id: 'pro' } };
}

/** Moves the fake clock and lets React and the queries settle. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('/success payment check', () => {
  beforeEach(() => {
    // Real time keeps flowing so Testing Library's polling works; advance() jumps the 2 s and 3 s timers.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checking → processing → polls again after 2 s → success → dashboard after 3 s with the new plan', async () => {
    let paid = false;
    let tier: 'free' | 'pro' = 'free';
    const api = mockApi({
      ...publicRoutes(),
      'GET /api/auth/me': () => ({ body: makeUser({ subscription_tier: tier }) }),
      [`GET ${STATUS_PATH}`]: () => status(paid ? 'paid' : 'unpaid'),
    });
    storeSessionToken();
    const { router } = renderApp({ path: '/success?session_id=cs_test_1' });

    expect(await screen.findByRole('heading', { name: 'Checking your payment…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Processing your payment…' })).toBeInTheDocument();
    expect(screen.getByText('Demo billing — no card is charged')).toBeInTheDocument();
    const checksBefore = api.callsTo('GET', STATUS_PATH).length;

    paid = true;
    tier = 'pro';
    await advance(2000);
    expect(api.callsTo('GET', STATUS_PATH).length).toBeGreaterThan(checksBefore);
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Your subscription has been activated. Redirecting to dashboard...')).toBeInTheDocument();
    expect(screen.getByText("You're now on the Pro Plan.")).toBeInTheDocument();
    // The user is fetched again at once, so the header already shows the new plan.
    expect(await screen.findByText('Pro Plan')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/success');

    const checksAtSuccess = api.callsTo('GET', STATUS_PATH).length;
    await advance(3000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo('GET', STATUS_PATH)).toHaveLength(checksAtSuccess);
    expect(await screen.findAllByText('0 / 200')).toHaveLength(4);
    expect(screen.getAllByText('0 / 100')).toHaveLength(2);
  });

  it('keeps polling every 2 seconds while the payment is not confirmed', async () => {
    const api = mockApi({ ...publicRoutes(), [`GET ${STATUS_PATH}`]: status('unpaid') });
    storeSessionToken();
    const { router } = renderApp({ path: '/success?session_id=cs_test_1' });

    await screen.findByRole('heading', { name: 'Processing your payment…' });
    const first = api.callsTo('GET', STATUS_PATH).length;
    await advance(2000);
    await advance(2000);
    expect(api.callsTo('GET', STATUS_PATH).length).toBeGreaterThanOrEqual(first + 2);
    expect(screen.getByRole('heading', { name: 'Processing your payment…' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/success');
  });

  it('shows the payment error with a way back to pricing when the check fails', async () => {
    mockApi({ ...publicRoutes(), [`GET ${STATUS_PATH}`]: { status: 404, body: { detail: 'Checkout session not found' } } });
    storeSessionToken();
    const { router, user } = renderApp({
      path: '/success?session_id=cs_test_1',
      userEvent: { advanceTimers: (ms) => vi.advanceTimersByTime(ms) },
    });

    expect(await screen.findByRole('heading', { name: 'Payment Error' })).toBeInTheDocument();
    expect(screen.getByText('There was an issue processing your payment. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Checkout session not found')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to Pricing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('a failure while processing ends in the error state', async () => {
    let reply = status('unpaid');
    mockApi({ ...publicRoutes(), [`GET ${STATUS_PATH}`]: () => reply });
    storeSessionToken();
    renderApp({ path: '/success?session_id=cs_test_1' });

    await screen.findByRole('heading', { name: 'Processing your payment…' });
    reply = { status: 500, text: 'upstream down' };
    await advance(2000);
    expect(await screen.findByRole('heading', { name: 'Payment Error' })).toBeInTheDocument();
  });

  it('leaves out the demo note when real payments are on', async () => {
    mockApi({
      ...publicRoutes(),
      'GET /api/config': { body: makeConfig({ billing_mode: 'stripe' }) },
      [`GET ${STATUS_PATH}`]: status('unpaid'),
    });
    storeSessionToken();
    renderApp({ path: '/success?session_id=cs_test_1' });

    await screen.findByRole('heading', { name: 'Processing your payment…' });
    expect(screen.queryByText('Demo billing — no card is charged')).not.toBeInTheDocument();
  });

  it('without a session_id goes to /pricing', async () => {
    const api = mockApi(publicRoutes());
    const { router } = renderApp({ path: '/success' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(api.requests.some((request) => request.url.pathname.startsWith('/api/payments'))).toBe(false);
  });
});

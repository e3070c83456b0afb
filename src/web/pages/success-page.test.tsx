import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentStatus } from '../../contract/billing';
import { makeConfig, makeUser } from '../test/fixtures';
import { mockApi, publicRoutes, type MockReply } from '../test/mock-api';
import { renderApp, storeSessionToken } from '../test/render-app';
import { until } from '../test/fake-clock';

const STATUS_PATH = '/api/payments/status/cs_test_1';

function status(payment_status: PaymentStatus): MockReply {
  return { body: { session_id: 'cs_test_1', payment_status, plan_id: 'pro' } };
}

// Taken before any test fakes the timers: until() waits on real time.

/** Moves the fake clock (the 2 s polls, the 3 s redirect) and lets React and the queries settle. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('/success payment check', () => {
  beforeEach(() => {
    // The clock stands still unless a test moves it: the 2 s and 3 s timers fire only through advance().
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
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

    expect(await until(() => screen.getByRole('heading', { name: 'Checking your payment…' }))).toBeInTheDocument();
    expect(await until(() => screen.getByRole('heading', { name: 'Processing your payment…' }))).toBeInTheDocument();
    expect(screen.getByText('Demo billing — no card is charged')).toBeInTheDocument();
    const checksBefore = api.callsTo('GET', STATUS_PATH).length;

    paid = true;
    tier = 'pro';
    await advance(2000);
    await until(() => expect(api.callsTo('GET', STATUS_PATH).length).toBeGreaterThan(checksBefore));
    expect(await until(() => screen.getByRole('heading', { name: 'Payment Successful!' }))).toBeInTheDocument();
    expect(screen.getByText('Your subscription has been activated. Redirecting to dashboard...')).toBeInTheDocument();
    expect(screen.getByText("You're now on the Pro Plan.")).toBeInTheDocument();
    // The user is fetched again at once, so the header already shows the new plan.
    expect(await until(() => screen.getByText('Pro Plan'))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/success');

    const checksAtSuccess = api.callsTo('GET', STATUS_PATH).length;
    await advance(3000);
    await until(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo('GET', STATUS_PATH)).toHaveLength(checksAtSuccess);
    await until(() => expect(screen.getAllByText('0 / 200')).toHaveLength(4));
    expect(screen.getAllByText('0 / 100')).toHaveLength(2);
  });

  it('keeps polling every 2 seconds while the payment is not confirmed', async () => {
    const api = mockApi({ ...publicRoutes(), [`GET ${STATUS_PATH}`]: status('unpaid') });
    storeSessionToken();
    const { router, queryClient } = renderApp({ path: '/success?session_id=cs_test_1' });

    await until(() => screen.getByRole('heading', { name: 'Processing your payment…' }));
    const first = api.callsTo('GET', STATUS_PATH).length;
    for (const poll of [1, 2]) {
      await advance(2000);
      await until(() => expect(api.callsTo('GET', STATUS_PATH).length).toBeGreaterThanOrEqual(first + poll));
      // The check has answered before the clock moves on to the next poll.
      await until(() => expect(queryClient.isFetching()).toBe(0));
    }
    expect(api.callsTo('GET', STATUS_PATH).length).toBeGreaterThanOrEqual(first + 2);
    expect(screen.getByRole('heading', { name: 'Processing your payment…' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/success');
  });

  it('shows the payment error with a way back to pricing when the check fails', async () => {
    mockApi({ ...publicRoutes(), [`GET ${STATUS_PATH}`]: { status: 404, body: { detail: 'Checkout session not found' } } });
    storeSessionToken();
    const { router } = renderApp({ path: '/success?session_id=cs_test_1' });

    expect(await until(() => screen.getByRole('heading', { name: 'Payment Error' }))).toBeInTheDocument();
    expect(screen.getByText('There was an issue processing your payment. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Checkout session not found')).not.toBeInTheDocument();

    // fireEvent: user-event ends each action by waiting for a timer, which the stopped clock never runs.
    fireEvent.click(screen.getByRole('button', { name: 'Back to Pricing' }));
    await until(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('a failure while processing ends in the error state', async () => {
    let reply = status('unpaid');
    mockApi({ ...publicRoutes(), [`GET ${STATUS_PATH}`]: () => reply });
    storeSessionToken();
    renderApp({ path: '/success?session_id=cs_test_1' });

    await until(() => screen.getByRole('heading', { name: 'Processing your payment…' }));
    reply = { status: 500, text: 'upstream down' };
    await advance(2000);
    expect(await until(() => screen.getByRole('heading', { name: 'Payment Error' }))).toBeInTheDocument();
  });

  it('leaves out the demo note when real payments are on', async () => {
    const api = mockApi({
      ...publicRoutes(),
      'GET /api/config': { body: makeConfig({ billing_mode: 'stripe' }) },
      [`GET ${STATUS_PATH}`]: status('unpaid'),
    });
    storeSessionToken();
    const { queryClient } = renderApp({ path: '/success?session_id=cs_test_1' });

    await until(() => screen.getByRole('heading', { name: 'Processing your payment…' }));
    // Once the configuration has answered, so the note is left out for billing_mode, not for want of it.
    expect(api.callsTo('GET', '/api/config').length).toBeGreaterThan(0);
    await until(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByText('Demo billing — no card is charged')).not.toBeInTheDocument();
  });

  it('without a session_id goes to /pricing', async () => {
    const api = mockApi(publicRoutes());
    const { router } = renderApp({ path: '/success' });

    await until(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(api.requests.some((request) => request.url.pathname.startsWith('/api/payments'))).toBe(false);
  });
});

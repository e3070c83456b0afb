import type { Query } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentStatus, PaymentStatusResponse } from '../../contract/billing';
import { PAYMENT_POLL_MS, paymentStatusQueryOptions } from '../features/billing/api/get-payment-status';
import { makeUser } from '../test/fixtures';
import { mockApi, publicRoutes } from '../test/mock-api';
import { renderApp, storeSessionToken } from '../test/render-app';

// A checkout that ended without changing the plan (docs/decisions/004-checkout-concurrency.md): the
// page says what happened, in the server's words, and stops asking.

const STATUS_PATH = '/api/payments/status/cs_test_9';
const REFUNDED =
  'This plan change was not applied because your account is already on the Pro plan; the payment was refunded.';

describe('/success when the plan change was not applied', () => {
  it('says the plan was not changed and why, refreshes the account, and leads back to pricing', async () => {
    const api = mockApi({
      ...publicRoutes(),
      'GET /api/auth/me': { body: makeUser({ subscription_tier: 'pro' }) },
      [`GET ${STATUS_PATH}`]: { body: { session_id: 'cs_test_9', payment_status: 'refunded', plan_id: 'basic', detail: REFUNDED } },
    });
    storeSessionToken();
    const { router, user } = renderApp({ path: '/success?session_id=cs_test_9' });

    expect(await screen.findByRole('heading', { name: 'Plan not changed' })).toBeInTheDocument();
    expect(screen.getByText(REFUNDED)).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    expect(screen.queryByText('Demo billing — no card is charged')).not.toBeInTheDocument();
    // The account is fetched again: the plan it was compared with may be newer than this page knew.
    await waitFor(() => expect(api.callsTo('GET', '/api/auth/me').length).toBeGreaterThanOrEqual(2));
    expect(router.state.location.pathname).toBe('/success');

    await user.click(screen.getByRole('button', { name: 'Back to Pricing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('explains a checkout that a newer one replaced', async () => {
    const detail = 'This checkout was replaced by a newer one and can no longer be paid.';
    mockApi({
      ...publicRoutes(),
      'GET /api/auth/me': { body: makeUser() },
      [`GET ${STATUS_PATH}`]: { body: { session_id: 'cs_test_9', payment_status: 'expired', plan_id: 'pro', detail } },
    });
    storeSessionToken();
    renderApp({ path: '/success?session_id=cs_test_9' });

    expect(await screen.findByRole('heading', { name: 'Plan not changed' })).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
  });

  it('asks again only while the payment is unconfirmed', () => {
    type StatusQuery = Query<PaymentStatusResponse, Error, PaymentStatusResponse, string[]>;
    const interval = paymentStatusQueryOptions('cs_test_9').refetchInterval as (query: StatusQuery) => number | false;
    const after = (payment_status: PaymentStatus) =>
      interval({ state: { status: 'success', data: { session_id: 'cs_test_9', payment_status, plan_id: 'pro' } } } as StatusQuery);
    expect(after('unpaid')).toBe(PAYMENT_POLL_MS);
    expect(after('paid')).toBe(false);
    expect(after('refunded')).toBe(false);
    expect(after('expired')).toBe(false);
  });
});

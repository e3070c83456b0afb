import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SubscriptionResponse } from '../../contract/billing';
import type { Tier } from '../../contract/plans';
import { buttonStyles } from '../components/button-styles';
import { makeUser } from '../test/fixtures';
import { mockApi, publicRoutes, type MockHandler } from '../test/mock-api';
import { renderApp, storeSessionToken } from '../test/render-app';

const PERIOD_END = '2099-08-15T12:00:00.000Z';
const CANCEL_PATH = '/api/payments/cancel-subscription';
const RESUME_PATH = '/api/payments/resume-subscription';
const MEDIA_USAGE_PATH = '/api/social/media/usage';
const MB = 1024 * 1024;

function subscription(tier: Tier, overrides: Partial<SubscriptionResponse> = {}): SubscriptionResponse {
  const paid = tier !== 'free';
  const cancelling = overrides.cancel_at_period_end === true;
  return {
    tier,
    provider: paid ? 'demo' : null,
    status: paid ? 'active' : null,
    current_period_end: paid ? PERIOD_END : null,
    cancel_at_period_end: false,
    cancel_at: paid && cancelling ? PERIOD_END : null,
    lifetime: false,
    ...overrides,
  };
}

function renderSubscription(tier: Tier, routes: Record<string, MockHandler> = {}, userOverrides = {}) {
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: makeUser({ subscription_tier: tier, ...userOverrides }) },
    'GET /api/payments/subscription': { body: subscription(tier) },
    [`GET ${MEDIA_USAGE_PATH}`]: { body: { used_bytes: 0, limit_bytes: 50 * MB } },
    ...routes,
  });
  storeSessionToken();
  return { api, ...renderApp({ path: '/subscription' }) };
}

const upgrades = () => within(screen.getByRole('region', { name: 'Upgrade your plan' }));
const planCard = () => within(screen.getByText('Current plan').closest('section')!);

describe('subscription page', () => {
  it('free: the plan, the account, an upgrade card for every higher tier, and no cancel button', async () => {
    renderSubscription('free');

    expect(await screen.findByRole('heading', { name: 'Free' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();

    await screen.findByRole('region', { name: 'Upgrade your plan' });
    const cards = upgrades().getAllByRole('region');
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(['Basic', 'Pro', 'Enterprise']);
    expect(within(upgrades().getByRole('region', { name: 'Pro' })).getByText('Most Popular')).toBeInTheDocument();
    expect(within(upgrades().getByRole('region', { name: 'Basic' })).queryByText('Most Popular')).not.toBeInTheDocument();
    expect(upgrades().getByRole('button', { name: 'Upgrade to Enterprise' })).toBeEnabled();
    expect(upgrades().getByText('Demo billing — no card is charged')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it('upgrades from a card through a checkout session, as on the pricing page', async () => {
    const { api, user, router } = renderSubscription('basic', {
      'POST /api/payments/create-checkout-session': {
        body: { session_id: 'demo_cs_9', checkout_url: '/success?session_id=demo_cs_9', provider: 'demo' },
      },
      'GET /api/payments/status/demo_cs_9': { body: { session_id: 'demo_cs_9', payment_status: 'unpaid', plan_id: 'pro' } },
    });

    await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
    expect(api.callsTo('POST', '/api/payments/create-checkout-session')[0]?.url.searchParams.get('plan_id')).toBe('pro');
  });

  it('shows a refused upgrade as an error above the cards', async () => {
    const { user } = renderSubscription('basic', {
      'POST /api/payments/create-checkout-session': { status: 400, body: { detail: 'Unknown plan' } },
    });

    await user.click(await screen.findByRole('button', { name: 'Upgrade to Enterprise' }));
    expect(await upgrades().findByRole('alert')).toHaveTextContent('Unknown plan');
  });

  it('paid: Cancel Subscription asks first; Keep Subscription closes; Cancel submits and shows when access ends', async () => {
    let cancelled = false;
    const { api, user } = renderSubscription('pro', {
      'GET /api/payments/subscription': () => ({ body: subscription('pro', { cancel_at_period_end: cancelled }) }),
      [`POST ${CANCEL_PATH}`]: () => {
        cancelled = true;
        return {
          body: { success: true, message: 'Subscription will end at the period end', current_period_end: PERIOD_END, cancel_at: PERIOD_END },
        };
      },
    });

    expect(await screen.findByText('Your plan renews on August 15, 2099.')).toBeInTheDocument();
    expect(upgrades().getAllByRole('button').map((button) => button.textContent)).toEqual(['Upgrade to Enterprise']);

    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Subscription' });
    expect(dialog).toHaveAccessibleDescription(
      'Your Pro plan ends on August 15, 2099. You keep all its features until then; after that your account moves to the Free plan. Payments are non-refundable.',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep Subscription' })).toHaveFocus();
    // The safe choice comes first, in the document and on screen (no reversed row or column at any width), and is the primary button.
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Keep Subscription', 'Cancel']);
    const row = within(dialog).getByRole('button', { name: 'Keep Subscription' }).parentElement!;
    expect(row.className).not.toMatch(/reverse/);
    expect(within(dialog).getByRole('button', { name: 'Keep Subscription' }).className).toBe(buttonStyles({ variant: 'primary' }));
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).className).not.toMatch(/red|rose/);

    await user.click(within(dialog).getByRole('button', { name: 'Keep Subscription' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', CANCEL_PATH)).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Pro' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Cancel Subscription' })).getByRole('button', { name: 'Cancel' }));

    expect(
      await screen.findByText(
        'Cancellation request submitted. You will continue to have access until your current billing period ends.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Your plan stays active until August 15, 2099.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(planCard().getByText('Cancels on August 15, 2099')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume subscription' })).toBeEnabled();
    expect(api.callsTo('POST', CANCEL_PATH)).toHaveLength(1);
    expect(api.callsTo('POST', CANCEL_PATH)[0]?.body).toBeUndefined();
  });

  it('once cancelled, shows when access ends and no cancel button', async () => {
    renderSubscription('basic', { 'GET /api/payments/subscription': { body: subscription('basic', { cancel_at_period_end: true }) } });

    expect(await screen.findByText('Your plan stays active until August 15, 2099.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it('a cancelled plan says beside Active when it ends, and Resume subscription makes it renew again', async () => {
    let cancelled = true;
    const { api, user } = renderSubscription('basic', {
      'GET /api/payments/subscription': () => ({ body: subscription('basic', { cancel_at_period_end: cancelled }) }),
      [`POST ${RESUME_PATH}`]: () => {
        cancelled = false;
        return { body: { success: true, message: 'Resumed', current_period_end: PERIOD_END } };
      },
    });

    await screen.findByRole('heading', { name: 'Basic' });
    expect(await planCard().findByText('Cancels on August 15, 2099')).toBeInTheDocument();
    expect(planCard().getByText('Active')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume subscription' }));

    expect(await screen.findByText('Your subscription will continue. It renews at the end of the current billing period.')).toBeInTheDocument();
    expect(screen.getByText('Your plan renews on August 15, 2099.')).toBeInTheDocument();
    expect(planCard().queryByText(/Cancels on/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resume subscription' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
    expect(api.callsTo('POST', RESUME_PATH)).toHaveLength(1);
  });

  it('a refused resume shows the server’s detail and keeps the plan cancelled', async () => {
    const { user } = renderSubscription('pro', {
      'GET /api/payments/subscription': { body: subscription('pro', { cancel_at_period_end: true }) },
      [`POST ${RESUME_PATH}`]: { status: 409, body: { detail: 'Your subscription has already ended.' } },
    });

    await user.click(await screen.findByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your subscription has already ended.');
    expect(planCard().getByText('Cancels on August 15, 2099')).toBeInTheDocument();
  });

  it('offers no resume once the cancelled period is over', async () => {
    renderSubscription('pro', {
      'GET /api/payments/subscription': {
        body: subscription('pro', { cancel_at_period_end: true, current_period_end: '2020-01-01T00:00:00.000Z', cancel_at: '2020-01-01T00:00:00.000Z' }),
      },
    });

    expect(await screen.findByText('Your plan stays active until January 1, 2020.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resume subscription' })).not.toBeInTheDocument();
  });

  it('shows a Free plan’s missing AI Humanizer as not included, not with a check', async () => {
    renderSubscription('free');

    await screen.findByRole('heading', { name: 'Free' });
    const missing = await planCard().findByText('AI Humanizer');
    expect(within(missing.closest('li')!).getByRole('img', { name: 'Not included' })).toBeInTheDocument();
    expect(planCard().queryByText('No AI Humanizer')).not.toBeInTheDocument();
  });

  it.each([
    ['the server detail', { status: 403, body: { detail: 'This account cannot be cancelled. Please contact support.' } }, 'This account cannot be cancelled. Please contact support.'],
    ['the fallback without a detail', { status: 500, text: '<html>oops</html>' }, 'Failed to cancel subscription'],
  ])('a refused cancellation shows %s', async (_case, reply, message) => {
    const { user } = renderSubscription('pro', { [`POST ${CANCEL_PATH}`]: reply });

    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
  });

  it('a cancellation that cannot reach the server says the request failed', async () => {
    const { user } = renderSubscription('pro', {
      [`POST ${CANCEL_PATH}`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to process cancellation request');
  });

  it('the owner account: Enterprise Account with Lifetime Access, no upgrades and no cancellation', async () => {
    const { api } = renderSubscription('enterprise', {}, { lifetime: true });

    expect(await screen.findByRole('heading', { name: 'Enterprise Account' })).toBeInTheDocument();
    expect(screen.getByText('Lifetime Access')).toBeInTheDocument();
    await screen.findByText('Unlimited video scripts / month');
    expect(screen.queryByRole('region', { name: 'Upgrade your plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upgrade to/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/payments/subscription')).toHaveLength(0);
  });

  it('enterprise (not the owner): nothing higher to upgrade to, but the plan can be cancelled', async () => {
    renderSubscription('enterprise');

    expect(await screen.findByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upgrade your plan' })).not.toBeInTheDocument();
  });

  it('shows the media storage in use against the plan’s limit', async () => {
    renderSubscription('free', { [`GET ${MEDIA_USAGE_PATH}`]: { body: { used_bytes: Math.round(12.34 * MB), limit_bytes: 50 * MB } } });

    const storage = within(await screen.findByRole('region', { name: 'Media storage' }));
    expect(await storage.findByText('Media storage: 12.3 MB of 50 MB')).toBeInTheDocument();
    const bar = storage.getByRole('progressbar', { name: 'Media storage used' });
    expect(bar).toHaveAttribute('aria-valuenow', String(Math.round(12.34 * MB)));
    expect(bar).toHaveAttribute('aria-valuemax', String(50 * MB));
    expect(storage.getByText(/Uploads not published with a post are deleted after 24 hours/)).toBeInTheDocument();
    expect(storage.queryByText(/is full/)).not.toBeInTheDocument();
  });

  it('says when the media storage is full, in thousands for the larger plans', async () => {
    renderSubscription('basic', { [`GET ${MEDIA_USAGE_PATH}`]: { body: { used_bytes: 1024 * MB, limit_bytes: 1024 * MB } } });

    const storage = within(await screen.findByRole('region', { name: 'Media storage' }));
    expect(await storage.findByText('Media storage: 1,024 MB of 1,024 MB')).toBeInTheDocument();
    expect(storage.getByText(/Your media storage is full\./)).toBeInTheDocument();
  });

  it('offers to try again when the media storage cannot be loaded', async () => {
    let fail = true;
    const { user } = renderSubscription('free', {
      [`GET ${MEDIA_USAGE_PATH}`]: () => (fail ? { status: 404, body: { detail: 'Not found' } } : { body: { used_bytes: 0, limit_bytes: 50 * MB } }),
    });

    const storage = within(await screen.findByRole('region', { name: 'Media storage' }));
    expect(await storage.findByRole('alert')).toHaveTextContent("We couldn't load your media storage.");
    fail = false;
    await user.click(storage.getByRole('button', { name: 'Try again' }));
    expect(await storage.findByText('Media storage: 0 MB of 50 MB')).toBeInTheDocument();
  });
});

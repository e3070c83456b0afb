import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Plan } from '../../contract/plans';
import { makePlans, makeUser } from '../test/fixtures';
import { mockApi, publicRoutes } from '../test/mock-api';
import { renderApp, storeSessionToken } from '../test/render-app';

function card(name: string) {
  return within(screen.getByRole('region', { name }));
}

function plansWith(change: (plan: Plan) => Plan) {
  return { body: { plans: makePlans().map(change) } };
}

describe('pricing page', () => {
  it('shows the four plans from the server, Pro marked Most Popular', async () => {
    mockApi({
      ...publicRoutes(),
      'GET /api/plans': plansWith((plan) => (plan.id === 'pro' ? { ...plan, price: 59, features: ['Everything in Basic', 'Team seats'] } : plan)),
    });
    renderApp({ path: '/pricing' });

    await screen.findByRole('region', { name: 'Pro' });
    for (const name of ['Free', 'Basic', 'Pro', 'Enterprise']) expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(card('Pro').getByText('$59')).toBeInTheDocument();
    expect(card('Pro').getByText('/month')).toBeInTheDocument();
    expect(card('Pro').getByText('Team seats')).toBeInTheDocument();
    expect(card('Pro').getByText('Most Popular')).toBeInTheDocument();
    expect(card('Basic').queryByText('Most Popular')).not.toBeInTheDocument();
  });

  it('signed out: Free is the current plan and upgrading asks to sign in', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    mockApi(publicRoutes());
    const { user } = renderApp({ path: '/pricing' });

    await screen.findByRole('region', { name: 'Free' });
    expect(card('Free').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(card('Basic').getByRole('button', { name: 'Upgrade to Basic' })).toBeEnabled();
    expect(card('Enterprise').getByRole('button', { name: 'Upgrade to Enterprise' })).toBeEnabled();

    await user.click(card('Pro').getByRole('button', { name: 'Upgrade to Pro' }));
    expect(alert).toHaveBeenCalledWith('Please sign in to upgrade your plan');
  });

  it("signed in: the user's plan is current, lower tiers are included, higher ones are upgrades", async () => {
    mockApi({ ...publicRoutes(), 'GET /api/auth/me': { body: makeUser({ subscription_tier: 'pro' }) } });
    storeSessionToken();
    renderApp({ path: '/pricing' });

    await waitFor(() => expect(card('Pro').getByRole('button', { name: 'Current Plan' })).toBeDisabled());
    expect(card('Free').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(card('Basic').getByRole('button', { name: 'Included in your plan' })).toBeDisabled();
    expect(card('Enterprise').getByRole('button', { name: 'Upgrade to Enterprise' })).toBeEnabled();
  });

  it('signed in: upgrading opens the plan payment link in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    mockApi({
      ...publicRoutes(),
      'GET /api/auth/me': { body: makeUser({ subscription_tier: 'free' }) },
      'GET /api/plans': plansWith((plan) => (plan.id === 'pro' ? { ...plan, payment_link: 'https://pay.example.com/pro' } : plan)),
    });
    storeSessionToken();
    const { user } = renderApp({ path: '/pricing' });

    await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    expect(open).toHaveBeenCalledWith('https://pay.example.com/pro', '_blank', 'noopener');
  });

  it('signed in: without a payment link, upgrading goes to the subscription page', async () => {
    mockApi({ ...publicRoutes(), 'GET /api/auth/me': { body: makeUser({ subscription_tier: 'basic' }) } });
    storeSessionToken();
    const { user, router } = renderApp({ path: '/pricing' });

    await user.click(await screen.findByRole('button', { name: 'Upgrade to Enterprise' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
  });

  it('offers a retry when the plans cannot be loaded', async () => {
    let fail = true;
    mockApi({
      ...publicRoutes(),
      'GET /api/plans': () => (fail ? { status: 503, body: { detail: 'Unavailable' } } : { body: { plans: makePlans() } }),
    });
    const { user } = renderApp({ path: '/pricing' });

    expect(await screen.findByText("We couldn't load the plans.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Enterprise' })).toBeInTheDocument();
  });
});

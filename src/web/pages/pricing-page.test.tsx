import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Plan } from '../../contract/plans';
import { makeConfig, makePlans, makeUser } from '../test/fixtures';
import { deferred, mockApi, publicRoutes, type MockReply } from '../test/mock-api';
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

    // Signed out, the catalogue module's plans show at once; the server's answer then replaces them.
    await screen.findByRole('region', { name: 'Pro' });
    await waitFor(() => expect(card('Pro').getByText('$59')).toBeInTheDocument());
    for (const name of ['Free', 'Basic', 'Pro', 'Enterprise']) expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(card('Pro').getByText('$59')).toBeInTheDocument();
    expect(card('Pro').getByText('/month')).toBeInTheDocument();
    expect(card('Pro').getByText('Team seats')).toBeInTheDocument();
    expect(card('Pro').getByText('Most Popular')).toBeInTheDocument();
    expect(card('Basic').queryByText('Most Popular')).not.toBeInTheDocument();
  });

  it('signed out: the catalogue shows before the server answers', async () => {
    const plans = deferred<MockReply>();
    mockApi({ ...publicRoutes(), 'GET /api/plans': () => plans.promise });
    renderApp({ path: '/pricing' });

    expect(await screen.findByRole('region', { name: 'Pro' })).toBeInTheDocument();
    expect(card('Pro').getByText('$49')).toBeInTheDocument();
    expect(card('Enterprise').getByText('$149')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading plans' })).not.toBeInTheDocument();
    plans.resolve({ body: { plans: makePlans() } });
  });

  it('signed in: the plans wait for the server (its payment links), not the catalogue', async () => {
    const plans = deferred<MockReply>();
    mockApi({ ...publicRoutes(), 'GET /api/auth/me': { body: makeUser({ subscription_tier: 'free' }) }, 'GET /api/plans': () => plans.promise });
    storeSessionToken();
    renderApp({ path: '/pricing' });

    expect(await screen.findByRole('status', { name: 'Loading plans' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
    plans.resolve({ body: { plans: makePlans() } });
    expect(await screen.findByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled();
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

  it('marks a feature a plan lacks as not included, never with a check', async () => {
    mockApi(publicRoutes());
    renderApp({ path: '/pricing' });

    await screen.findByRole('region', { name: 'Free' });
    const missing = card('Free').getByText('AI Humanizer').closest('li')!;
    expect(within(missing).getByRole('img', { name: 'Not included' })).toBeInTheDocument();
    expect(screen.queryByText('No AI Humanizer')).not.toBeInTheDocument();
    // Every line drawn with a check is something the plan includes.
    for (const name of ['Basic', 'Pro', 'Enterprise']) expect(card(name).queryByRole('img', { name: 'Not included' })).not.toBeInTheDocument();
    expect(card('Basic').getByText('25 humanizations / month')).toBeInTheDocument();
  });

  it('signed out: Free says beside Current Plan that it needs no card', async () => {
    mockApi(publicRoutes());
    renderApp({ path: '/pricing' });

    await screen.findByRole('region', { name: 'Free' });
    expect(card('Free').getByRole('button', { name: 'Current Plan' })).toHaveAccessibleDescription('No card needed');
    expect(card('Free').getByText('No card needed')).toBeInTheDocument();
    expect(card('Pro').queryByText('No card needed')).not.toBeInTheDocument();
  });

  it("signed in: the user's plan is current, lower tiers are included, higher ones are upgrades", async () => {
    mockApi({ ...publicRoutes(), 'GET /api/auth/me': { body: makeUser({ subscription_tier: 'pro' }) } });
    storeSessionToken();
    renderApp({ path: '/pricing' });

    await waitFor(() => expect(card('Pro').getByRole('button', { name: 'Current Plan' })).toBeDisabled());
    expect(card('Free').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(card('Basic').getByRole('button', { name: 'Included in your plan' })).toBeDisabled();
    expect(card('Enterprise').getByRole('button', { name: 'Upgrade to Enterprise' })).toBeEnabled();
    expect(screen.queryByText('No card needed')).not.toBeInTheDocument();
  });

  it('signed in: a plan with a payment link opens it in a new tab, tied to the account', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const api = mockApi({
      ...publicRoutes(),
      'GET /api/auth/me': { body: makeUser({ id: 'user-42', email: 'ada+pay@example.com', subscription_tier: 'free' }) },
      'GET /api/plans': plansWith((plan) => (plan.id === 'pro' ? { ...plan, payment_link: 'https://pay.example.com/pro?ref=x' } : plan)),
    });
    storeSessionToken();
    const { user } = renderApp({ path: '/pricing' });

    await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));

    expect(open).toHaveBeenCalledTimes(1);
    const [href, target, features] = open.mock.calls[0] ?? [];
    const url = new URL(String(href));
    expect(`${url.origin}${url.pathname}`).toBe('https://pay.example.com/pro');
    expect(url.searchParams.get('ref')).toBe('x');
    expect(url.searchParams.get('client_reference_id')).toBe('user-42');
    expect(url.searchParams.get('prefilled_email')).toBe('ada+pay@example.com');
    expect([target, features]).toEqual(['_blank', 'noopener']);
    expect(api.callsTo('POST', '/api/payments/create-checkout-session')).toHaveLength(0);
  });

  it('signed in: upgrading creates a checkout session and follows its app path (demo billing)', async () => {
    const checkout = deferred<MockReply>();
    const api = mockApi({
      ...publicRoutes(),
      'GET /api/auth/me': { body: makeUser({ subscription_tier: 'basic' }) },
      'POST /api/payments/create-checkout-session': () => checkout.promise,
      'GET /api/payments/status/demo_cs_1': { body: { session_id: 'demo_cs_1', payment_status: 'unpaid', plan_id: 'enterprise' } },
    });
    storeSessionToken('session-token');
    const { user, router } = renderApp({ path: '/pricing' });

    await user.click(await screen.findByRole('button', { name: 'Upgrade to Enterprise' }));

    const busy = await screen.findByRole('button', { name: 'Opening checkout…' });
    expect(busy).toBeDisabled();
    expect(card('Pro').getByRole('button', { name: 'Upgrade to Pro' })).toBeDisabled();
    const [request] = api.callsTo('POST', '/api/payments/create-checkout-session');
    expect(request?.url.searchParams.get('plan_id')).toBe('enterprise');
    expect(request?.headers.get('Authorization')).toBe('Bearer session-token');
    expect(request?.body).toBeUndefined();

    checkout.resolve({ body: { session_id: 'demo_cs_1', checkout_url: '/success?session_id=demo_cs_1', provider: 'demo' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
    expect(router.state.location.search).toBe('?session_id=demo_cs_1');
  });

  it("signed in: a provider's hosted checkout is opened in this tab", async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: 'http://localhost', assign });
    mockApi({
      ...publicRoutes(),
      'GET /api/auth/me': { body: makeUser({ subscription_tier: 'free' }) },
      'POST /api/payments/create-checkout-session': {
        body: { session_id: 'cs_live_1', checkout_url: 'https://checkout.stripe.com/c/pay/cs_live_1', provider: 'stripe' },
      },
    });
    storeSessionToken();
    const { user } = renderApp({ path: '/pricing' });

    await user.click(await screen.findByRole('button', { name: 'Upgrade to Basic' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_live_1'));
  });

  it("signed in: a refused checkout shows the server's detail, or the catalogue message without one", async () => {
    let reply: MockReply = { status: 400, body: { detail: 'Enterprise is not an upgrade from your plan' } };
    mockApi({
      ...publicRoutes(),
      'GET /api/auth/me': { body: makeUser({ subscription_tier: 'free' }) },
      'POST /api/payments/create-checkout-session': () => reply,
    });
    storeSessionToken();
    const { user } = renderApp({ path: '/pricing' });

    await user.click(await screen.findByRole('button', { name: 'Upgrade to Enterprise' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enterprise is not an upgrade from your plan');
    expect(screen.getByRole('button', { name: 'Upgrade to Enterprise' })).toBeEnabled();

    reply = { status: 502, text: '<html>Bad gateway</html>' };
    await user.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to create checkout session'));
  });

  it('says when billing is a demo and no card is charged', async () => {
    mockApi(publicRoutes());
    renderApp({ path: '/pricing' });
    expect(await screen.findByText('Demo billing — no card is charged')).toBeInTheDocument();
  });

  it('does not mention demo billing when real payments are on', async () => {
    mockApi({ ...publicRoutes(), 'GET /api/config': { body: makeConfig({ billing_mode: 'stripe' }) } });
    renderApp({ path: '/pricing' });
    await screen.findByRole('region', { name: 'Pro' });
    expect(screen.queryByText('Demo billing — no card is charged')).not.toBeInTheDocument();
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

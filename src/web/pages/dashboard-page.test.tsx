import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePlans, makeUser } from '../test/fixtures';
import { mockApi, publicRoutes } from '../test/mock-api';
import { openAccountMenu } from '../test/open-account-menu';
import { renderApp, storeSessionToken } from '../test/render-app';

const usage = { video_scripts: 3, blog_posts: 0, social_posts: 12, newsletters: 1, summaries: 5, humanizations: 0, transcription_minutes: 0 };

describe('dashboard page', () => {
  it('shows the header with the user, plan and account links', async () => {
    mockApi({ ...publicRoutes(), 'GET /api/content/history': { body: [] }, 'GET /api/auth/me': { body: makeUser({ name: 'grace hopper', subscription_tier: 'basic' }) } });
    storeSessionToken();
    const { user } = renderApp({ path: '/dashboard' });

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Subscription' })).toHaveAttribute('href', '/subscription');
    // Issue 8 names the shell's item "Social Accounts" (the first specification called the dashboard link "Social Media").
    expect(within(nav).getByRole('link', { name: 'Social Accounts' })).toHaveAttribute('href', '/social-accounts');
    expect(screen.getByText('grace hopper')).toBeInTheDocument();
    expect(screen.getByText('Basic Plan')).toBeInTheDocument();
    expect(screen.getByText('G')).toBeInTheDocument();
    const menu = await openAccountMenu(user);
    expect(within(menu).getByRole('menuitem', { name: 'Password' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it("counts this month's usage against the limits served by /api/plans", async () => {
    mockApi({
      ...publicRoutes(),
      'GET /api/content/history': { body: [] },
      'GET /api/auth/me': { body: makeUser({ subscription_tier: 'free', usage_counts: usage }) },
      'GET /api/plans': { body: { plans: makePlans().map((plan) => (plan.id === 'free' ? { ...plan, video_scripts: 7 } : plan)) } },
    });
    storeSessionToken();
    renderApp({ path: '/dashboard' });

    expect(await screen.findByText('3 / 7')).toBeInTheDocument();
    const counters = within(screen.getByRole('region', { name: "This month's usage" }));
    const items = counters.getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[0]).toHaveTextContent('Video Scripts3 / 7');
    expect(items[4]).toHaveTextContent('Summaries5 / 5');
    expect(items[5]).toHaveTextContent('Humanizations0 / 0');
    expect(screen.getByText('No content generated yet')).toBeInTheDocument();
  });

  it("shows 'Unlimited' for the enterprise plan", async () => {
    mockApi({ ...publicRoutes(), 'GET /api/content/history': { body: [] }, 'GET /api/auth/me': { body: makeUser({ subscription_tier: 'enterprise', usage_counts: usage }) } });
    storeSessionToken();
    renderApp({ path: '/dashboard' });

    expect(await screen.findByText('12 / Unlimited')).toBeInTheDocument();
    expect(screen.getAllByText(/ \/ Unlimited$/)).toHaveLength(6);
  });

  it('opens the Change Password dialog from the Password button', async () => {
    mockApi({ ...publicRoutes(), 'GET /api/content/history': { body: [] }, 'GET /api/auth/me': { body: makeUser() } });
    storeSessionToken();
    const { user } = renderApp({ path: '/dashboard' });

    await user.click(within(await openAccountMenu(user)).getByRole('menuitem', { name: 'Password' }));
    // The dialog's code loads on first use.
    expect(await screen.findByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
  });

  it('logs out: tells the server, forgets the token and leaves for /login', async () => {
    const api = mockApi({
      ...publicRoutes(),
      'GET /api/content/history': { body: [] },
      'GET /api/auth/me': { body: makeUser() },
      'POST /api/auth/logout': { body: { success: true } },
    });
    storeSessionToken('session-token');
    const { user, router } = renderApp({ path: '/dashboard' });

    await user.click(within(await openAccountMenu(user)).getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(api.callsTo('POST', '/api/auth/logout')[0]?.headers.get('Authorization')).toBe('Bearer session-token');
  });

  it('logs out locally even when the server cannot be reached', async () => {
    mockApi({ ...publicRoutes(), 'GET /api/content/history': { body: [] }, 'GET /api/auth/me': { body: makeUser() }, 'POST /api/auth/logout': { status: 503, text: 'down' } });
    storeSessionToken();
    const { user, router } = renderApp({ path: '/dashboard' });

    await user.click(within(await openAccountMenu(user)).getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

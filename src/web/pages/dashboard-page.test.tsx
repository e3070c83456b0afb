import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAuthResponse, makePlans, makeUser } from '../test/fixtures';
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
    // A feature the plan lacks shows a dash and why, never "0 / 0".
    expect(items[5]).toHaveTextContent('Humanizations—Not in your plan');
    expect(items[5]).not.toHaveTextContent('0 / 0');
    expect(screen.getByText('No content generated yet')).toBeInTheDocument();
  });

  it('says once that Enterprise has no monthly caps, and shows the counts alone', async () => {
    mockApi({ ...publicRoutes(), 'GET /api/content/history': { body: [] }, 'GET /api/auth/me': { body: makeUser({ subscription_tier: 'enterprise', usage_counts: usage }) } });
    storeSessionToken();
    renderApp({ path: '/dashboard' });

    const region = within(await screen.findByRole('region', { name: "This month's usage" }));
    expect(await region.findByText('Your plan has no monthly caps.')).toBeInTheDocument();
    const items = region.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Video Scripts3', 'Blog Posts0', 'Social Posts12', 'Newsletters1', 'Summaries5', 'Humanizations0']);
    expect(region.queryByText(/Unlimited/)).not.toBeInTheDocument();
    expect(region.queryByText('No monthly cap')).not.toBeInTheDocument();
  });

  it('marks only the uncapped counters of a plan with some caps', async () => {
    mockApi({
      ...publicRoutes(),
      'GET /api/content/history': { body: [] },
      'GET /api/auth/me': { body: makeUser({ subscription_tier: 'pro', usage_counts: usage }) },
      'GET /api/plans': { body: { plans: makePlans().map((plan) => (plan.id === 'pro' ? { ...plan, social_posts: null } : plan)) } },
    });
    storeSessionToken();
    renderApp({ path: '/dashboard' });

    const region = within(await screen.findByRole('region', { name: "This month's usage" }));
    const social = (await region.findByText('No monthly cap')).closest('li')!;
    expect(social).toHaveTextContent('Social Posts12No monthly cap');
    expect(region.getAllByText('No monthly cap')).toHaveLength(1);
    expect(region.queryByText('Your plan has no monthly caps.')).not.toBeInTheDocument();
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

describe('dashboard greeting (issue 24, item 5)', () => {
  const grace = makeUser({ name: 'Grace Hopper', created_at: new Date().toISOString() });

  async function signUp() {
    const view = renderApp({ path: '/signup' });
    await view.user.type(await screen.findByLabelText('Full Name'), 'Grace Hopper');
    await view.user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await view.user.type(screen.getByLabelText('Password'), 'cobol1959');
    await view.user.click(screen.getByRole('button', { name: 'Create Account' }));
    return view;
  }

  it('says "Welcome" in the session sign-up started (a reload too), and "Welcome back" on a later visit', async () => {
    mockApi({
      ...publicRoutes(),
      'POST /api/auth/signup': { status: 201, body: makeAuthResponse(grace, 'new-token') },
      'GET /api/auth/me': { body: grace },
      'GET /api/content/history': { body: [] },
    });
    await signUp();

    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome, Grace' });
    expect(heading).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();

    // A reload of the same tab: still the first visit.
    cleanup();
    renderApp({ path: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Grace' })).toBeInTheDocument();

    // Another day, another tab: the session storage of the first one is gone, the sign-in kept.
    cleanup();
    window.sessionStorage.clear();
    renderApp({ path: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Grace' })).toBeInTheDocument();
  });

  it('says "Welcome back" after signing out and in again', async () => {
    mockApi({
      ...publicRoutes(),
      'POST /api/auth/signup': { status: 201, body: makeAuthResponse(grace, 'new-token') },
      'POST /api/auth/logout': { body: { success: true } },
      'POST /api/auth/login': { body: makeAuthResponse(grace, 'second-token') },
      'GET /api/auth/me': { body: grace },
      'GET /api/content/history': { body: [] },
    });
    const { user, router } = await signUp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Grace' })).toBeInTheDocument();

    await user.click(within(await openAccountMenu(user)).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await user.type(await screen.findByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'cobol1959');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Grace' })).toBeInTheDocument();
  });

  it('keeps the page frame: one heading, the description, and "Dashboard" as the document title', async () => {
    mockApi({ ...publicRoutes(), 'GET /api/content/history': { body: [] }, 'GET /api/auth/me': { body: makeUser() } });
    storeSessionToken();
    renderApp({ path: '/dashboard' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Create, refine and publish your content from one place.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Dashboard/));
  });
});

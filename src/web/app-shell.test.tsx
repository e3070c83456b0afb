import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../contract/auth';
import { makeUser } from './test/fixtures';
import { mockApi, publicRoutes, type MockHandler } from './test/mock-api';
import { makeSchedule } from './test/schedule-fixtures';
import { openAccountMenu } from './test/open-account-menu';
import { renderApp, storeSessionToken } from './test/render-app';

function renderSignedIn(path: string, name = 'Grace Hopper') {
  mockApi({ ...publicRoutes(), 'GET /api/content/history': { body: [] }, 'GET /api/auth/me': { body: makeUser({ name, subscription_tier: 'pro' }) } });
  storeSessionToken();
  return renderApp({ path });
}

describe('the signed-in shell', () => {
  it('shows logo, tagline, navigation and the header items of docs/product/screens.md#shared-header on every signed-in page', async () => {
    renderSignedIn('/social-accounts');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: 'Social Accounts' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Subscription' })).toHaveAttribute('href', '/subscription');
    expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/analytics');
    expect(within(nav).queryByText('Soon')).not.toBeInTheDocument();

    // The logo link is named by the words it shows (WCAG 2.5.3): the name; the tagline is the public header's.
    expect(screen.getByRole('link', { name: 'Inkwell' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('Pro Plan')).toBeInTheDocument();
    expect(screen.getByText('G')).toBeInTheDocument();
    // The account menu's button is named by the words it shows (WCAG 2.5.3), after what it is.
    const account = screen.getByRole('button', { name: /^Account menu/ });
    expect(account).toHaveAccessibleName('Account menu: Grace Hopper Pro Plan');
    expect(account).not.toHaveAttribute('aria-label');
    expect(screen.getByRole('heading', { name: 'Social Media Accounts' })).toBeInTheDocument();
  });

  it("shows U for a user without a name", async () => {
    renderSignedIn('/subscription', '');

    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.getByText('U')).toBeInTheDocument();
  });

  it('opens the account menu with Password and Logout', async () => {
    const { user } = renderSignedIn('/subscription');

    const menu = await openAccountMenu(user);
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Brand voices', 'Password', 'Logout']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(within(await openAccountMenu(user)).getByRole('menuitem', { name: 'Password' }));
    expect(await screen.findByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
  });

  it('has a compact navigation menu for phone widths that leads to each page', async () => {
    const { user, router } = renderSignedIn('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Navigation' }));
    const menu = await screen.findByRole('menu', { name: 'Navigation' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Dashboard', 'Library', 'Calendar', 'Social Accounts', 'Analytics', 'Subscription', 'Developers', 'Help']);
    expect(items[4]).toHaveAttribute('href', '/analytics');

    await user.click(within(menu).getByRole('menuitem', { name: 'Subscription' }));
    expect(await screen.findByRole('heading', { name: 'Subscription', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/subscription');
  });
});

describe('the first visit: the creator’s time zone from the browser', () => {
  function renderWithZone(timezone: string | null, put: MockHandler) {
    let me = makeUser({ timezone });
    const api = mockApi({
      ...publicRoutes(),
      'GET /api/content/history': { body: [] },
      'GET /api/auth/me': () => ({ body: me }),
      'PUT /api/schedule': async (request) => {
        const reply = typeof put === 'function' ? await put(request) : put;
        if ((reply.status ?? 200) === 200) me = makeUser({ timezone: (request.body as { timezone: string }).timezone });
        return reply;
      },
    });
    storeSessionToken();
    return { api, ...renderApp({ path: '/subscription' }) };
  }

  it('is set once, silently, with no slots, and the user read again shows it', async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const { api, queryClient } = renderWithZone(null, { body: makeSchedule({ timezone: zone }) });
    await waitFor(() => expect(api.callsTo('PUT', '/api/schedule')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/schedule')[0]!.body).toEqual({ timezone: zone, slots: [] });
    await waitFor(() => expect(queryClient.getQueryData<User>(['auth', 'session'])?.timezone).toBe(zone));
    expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(2);
    // Pages moved between do not ask again.
    await screen.findByRole('heading', { name: 'Subscription', level: 1 });
    expect(api.callsTo('PUT', '/api/schedule')).toHaveLength(1);
  });

  it('a failure says nothing, and is not tried again until the next load', async () => {
    const { api } = renderWithZone(null, { status: 500, body: { detail: 'Server error occurred. Please try again in a few moments.' } });
    await waitFor(() => expect(api.callsTo('PUT', '/api/schedule')).toHaveLength(1));
    await screen.findByRole('heading', { name: 'Subscription', level: 1 });
    expect(screen.queryByText(/Server error/)).not.toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/schedule')).toHaveLength(1);
  });

  it('a creator with a zone is left as they are', async () => {
    const { api } = renderWithZone('Asia/Tokyo', { body: makeSchedule() });
    await screen.findByRole('heading', { name: 'Subscription', level: 1 });
    expect(api.callsTo('PUT', '/api/schedule')).toHaveLength(0);
  });
});

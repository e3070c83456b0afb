import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { mockApi, publicRoutes } from '../../test/mock-api';
import { openAccountMenu } from '../../test/open-account-menu';
import { renderApp, storeSessionToken } from '../../test/render-app';
import { voiceList } from '../../test/voice-fixtures';

function renderSignedIn(lifetime: boolean) {
  mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: makeUser({ subscription_tier: lifetime ? 'enterprise' : 'pro', lifetime }) },
    'GET /api/voices': { body: voiceList([], 10) },
  });
  storeSessionToken();
  return renderApp({ path: '/subscription' });
}

describe('the account menu', () => {
  it('offers a creator Brand voices, Password and Logout, and no AI settings', async () => {
    const { user, router } = renderSignedIn(false);
    const menu = await openAccountMenu(user);
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Brand voices', 'Password', 'Logout']);
    expect(within(menu).queryByRole('menuitem', { name: 'AI settings' })).not.toBeInTheDocument();

    const voices = within(menu).getByRole('menuitem', { name: 'Brand voices' });
    expect(voices).toHaveAttribute('href', '/settings/voices');
    await user.click(voices);
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/voices'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Brand voices' })).toBeInTheDocument();
  });

  it('offers the owner account AI settings as well', async () => {
    const { user, router } = renderSignedIn(true);
    const menu = await openAccountMenu(user);
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Brand voices', 'AI settings', 'Password', 'Logout']);

    const settings = within(menu).getByRole('menuitem', { name: 'AI settings' });
    expect(settings).toHaveAttribute('href', '/settings/ai');
    await user.click(settings);
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/ai'));
  });
});

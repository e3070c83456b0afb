import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { makeLibraryItems } from '../../../test/library-fixtures';
import { mockApi, publicRoutes } from '../../../test/mock-api';
import { renderApp, storeSessionToken } from '../../../test/render-app';

describe('Recent Content: the way to every piece', () => {
  it('"See all" opens the library', async () => {
    mockApi({
      ...publicRoutes(),
      'GET /api/auth/me': { body: makeUser() },
      'GET /api/content/history': { body: makeLibraryItems(5) },
    });
    storeSessionToken('session-token');
    const { user, router } = renderApp({ path: '/dashboard' });

    const recent = within(await screen.findByRole('region', { name: 'Recent Content' }));
    const seeAll = recent.getByRole('link', { name: 'See all in your library' });
    expect(seeAll).toHaveAttribute('href', '/library');

    await user.click(seeAll);
    expect(await screen.findByRole('heading', { level: 1, name: 'Library' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/library');
  });
});

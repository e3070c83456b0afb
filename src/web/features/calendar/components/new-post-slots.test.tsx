import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, makePost, makeUser } from '../../../test/fixtures';
import { mockApi, publicRoutes } from '../../../test/mock-api';
import { renderApp, storeSessionToken } from '../../../test/render-app';

// Fill-in slots (docs/product/posts.md#fill-in-slots): the calendar's New post says the server's refusal before sending.

describe('New post on the calendar: fill-in slots', () => {
  afterEach(() => vi.useRealTimers());

  it('names the first slot and sends nothing while the text holds one', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T10:20:00Z') });
    const api = mockApi({
      ...publicRoutes(),
      'GET /api/auth/me': { body: makeUser({ timezone: 'Europe/Paris' }) },
      'GET /api/social/accounts': { body: { connected_accounts: [makeAccount({ platform: 'linkedin' })] } },
      'GET /api/posts': { body: { posts: [] } },
      'POST /api/posts': { status: 201, body: makePost() },
    });
    storeSessionToken('session-token');
    const { user } = renderApp({ path: '/calendar?view=month&date=2026-12-01' });
    await user.click(await screen.findByRole('button', { name: 'New post' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New post' }));

    fireEvent.change(dialog.getByLabelText('Text'), { target: { value: 'My three tips: [Tip 1: name it] and [Tip 2: name it]' } });
    await user.click(dialog.getByRole('checkbox', { name: 'LinkedIn' }));
    await user.click(dialog.getByRole('button', { name: 'Schedule post' }));

    expect(dialog.getByRole('alert')).toHaveTextContent(/^Fill in the marked slots before publishing: \[Tip 1: name it\] and 1 more\.$/);
    expect(api.callsTo('POST', '/api/posts')).toHaveLength(0);
  });
});

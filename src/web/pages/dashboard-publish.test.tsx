import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HistoryItem } from '../../contract/content';
import { eventStreamOf } from '../test/event-stream';
import { makeAccount, makePublishResponse, makeUser } from '../test/fixtures';
import { mockApi, publicRoutes, type MockHandler } from '../test/mock-api';
import { renderApp, storeSessionToken } from '../test/render-app';

const PIECE_ID = '0b6f2f8e-3c1a-4d6e-9a59-2f1c9f8a7b10';
const POST = 'Ship a little every day. Small steps compound. #writing';

function setup(routes: Record<string, MockHandler> = {}) {
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: makeUser() },
    'GET /api/content/history': { body: [] },
    'GET /api/social/accounts': {
      body: { connected_accounts: [makeAccount(), makeAccount({ platform: 'linkedin', username: 'ada-lovelace' })] },
    },
    'POST /api/content/social-media': {
      response: eventStreamOf([{ event: 'done', data: { id: PIECE_ID, content: POST, engine: 'offline', model: 'inkwell-offline-composer' } }]),
    },
    'POST /api/social/publish': { body: makePublishResponse() },
    ...routes,
  });
  storeSessionToken('session-token');
  return { api, ...renderApp({ path: '/dashboard' }) };
}

const contentPanel = () => screen.getByRole('region', { name: 'Generated Content' });
const publishModal = () => within(screen.getByRole('dialog', { name: 'Publish to Social' }));

describe('dashboard: Publish to Social', () => {
  it('opens the publish modal on the draft shown, reads the accounts then, and publishes it with its history item', async () => {
    const view = setup();
    await view.user.click(await screen.findByRole('tab', { name: 'Social Media' }));
    await view.user.type(within(screen.getByRole('tabpanel')).getByLabelText('Topic'), 'Habits');
    await view.user.click(screen.getByRole('button', { name: 'Generate Social Post' }));
    await screen.findByText('Your social post is ready.');
    // The accounts are read when the modal opens, not with the dashboard.
    expect(view.api.callsTo('GET', '/api/social/accounts')).toHaveLength(0);

    await view.user.click(within(contentPanel()).getByRole('button', { name: 'Publish to Social' }));
    // The modal loads with its first opening.
    await screen.findByRole('dialog', { name: 'Publish to Social' });
    await view.user.click(await publishModal().findByRole('checkbox', { name: 'Twitter/X' }));
    await view.user.click(publishModal().getByRole('checkbox', { name: 'LinkedIn' }));
    await view.user.click(publishModal().getByRole('button', { name: 'Publish now' }));

    expect(await publishModal().findByText('Published to 1/2 platforms successfully!')).toBeInTheDocument();
    const request = view.api.callsTo('POST', '/api/social/publish')[0]!;
    expect(request.body).toEqual({ content: POST, platforms: ['twitter', 'linkedin'], content_type: 'post', media_ids: [], thread: false, content_id: PIECE_ID });
    expect(request.headers.get('Authorization')).toBe('Bearer session-token');
    // An account's status may have changed: the list is read again.
    await waitFor(() => expect(view.api.callsTo('GET', '/api/social/accounts')).toHaveLength(2));

    await view.user.click(publishModal().getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(contentPanel()).getByRole('button', { name: 'Publish to Social' })).toHaveFocus());
  });

  it("says 'Failed to fetch connected accounts' in the modal when the accounts cannot be read", async () => {
    const item: HistoryItem = {
      id: PIECE_ID,
      created_at: '2026-05-04T09:30:00.000Z',
      content: POST,
      engine: 'offline',
      model: 'inkwell-offline-composer',
      metadata: { type: 'social_media', topic: 'Habits' },
    };
    const view = setup({ 'GET /api/content/history': { body: [item] }, 'GET /api/social/accounts': { status: 500, body: { detail: 'Internal server error' } } });
    await view.user.click(await within(await screen.findByRole('region', { name: 'Recent Content' })).findByRole('button', { name: /Habits/ }));
    await view.user.click(within(contentPanel()).getByRole('button', { name: 'Publish to Social' }));

    await screen.findByRole('dialog', { name: 'Publish to Social' });
    expect(await publishModal().findByRole('alert')).toHaveTextContent('Failed to fetch connected accounts');
  });
});

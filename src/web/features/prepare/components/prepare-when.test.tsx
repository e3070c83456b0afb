import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PreparedText } from '../../../../contract/library';
import { makeAccount, makePost, makeUser, POST_ID } from '../../../test/fixtures';
import { mockApi, publicRoutes, type MockHandler } from '../../../test/mock-api';
import { renderWithProviders, storeSessionToken } from '../../../test/render-app';
import { makeSchedule } from '../../../test/schedule-fixtures';
import { PrepareForSocial } from './prepare-for-social';

const CONTENT_ID = '3f1e2d4c-5b6a-4798-8a1b-2c3d4e5f6a7b';
const LI: PreparedText = { platform: 'linkedin', text: 'How to plan a content calendar\n\n#planning', parts: null, hashtags: ['#planning'] };
const BODY = { content_id: CONTENT_ID, platforms: ['linkedin'], variants: { linkedin: LI.text }, media_ids: [] };

function setup(routes: Record<string, MockHandler> = {}) {
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: makeUser({ timezone: 'Europe/Paris' }) },
    'GET /api/social/accounts': { body: { connected_accounts: [makeAccount({ platform: 'linkedin', username: 'ada-lovelace' })] } },
    'GET /api/schedule': { body: makeSchedule({ next_free: [{ platform: 'linkedin', at: '2026-11-23T08:00:00.000Z' }] }) },
    [`POST /api/content/${CONTENT_ID}/prepare`]: { body: { texts: [LI], engine: 'offline', model: 'inkwell-offline-composer' } },
    'POST /api/posts': { status: 201, body: makePost() },
    ...routes,
  });
  storeSessionToken('session-token');
  const view = renderWithProviders(<PrepareForSocial contentId={CONTENT_ID} type="blog_post" topic="How to plan a content calendar" platform={null} dirty={false} />, {
    path: '/library/x',
  });
  return { api, ...view };
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Prepare for social' }));

async function prepare(user: ReturnType<typeof setup>['user']) {
  await user.click(screen.getByRole('button', { name: 'Prepare for social' }));
  await screen.findByRole('dialog', { name: 'Prepare for social' });
  await dialog().findByRole('checkbox', { name: 'LinkedIn' });
  await user.click(dialog().getByRole('button', { name: 'Prepare' }));
  await dialog().findByRole('region', { name: 'LinkedIn' });
}

describe('Prepare for social: When', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('Schedule post sends the boxes with scheduled_at in the creator’s zone, then opens the post', async () => {
    const { api, user, router } = setup();
    await prepare(user);
    expect(dialog().getByRole('button', { name: 'Publish now' })).toBeEnabled();
    await user.click(dialog().getByRole('radio', { name: /^Schedule/ }));
    fireEvent.change(dialog().getByLabelText('Date'), { target: { value: '2027-06-15' } });
    fireEvent.change(dialog().getByLabelText('Time'), { target: { value: '17:30' } });
    await user.click(dialog().getByRole('button', { name: 'Schedule post' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/posts/${POST_ID}`));
    expect(api.callsTo('POST', '/api/posts')[0]?.body).toEqual({ ...BODY, scheduled_at: '2027-06-15T17:30:00+02:00' });
  });

  it('with Add to queue chosen, shows where LinkedIn would go; a draft keeps no time', async () => {
    const { api, user } = setup();
    await prepare(user);
    await user.click(dialog().getByRole('radio', { name: /^Add to queue/ }));
    expect(dialog().getByRole('list', { name: 'Where each would go' })).toHaveTextContent('LinkedIn: Mon 23 Nov, 09:00');

    await user.click(dialog().getByRole('button', { name: 'Save as draft post' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/posts')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/posts')[0]?.body).toEqual({ ...BODY, draft: true });
  });

  it('Add to queue sends queue: true', async () => {
    const { api, user, router } = setup();
    await prepare(user);
    await user.click(dialog().getByRole('radio', { name: /^Add to queue/ }));
    await user.click(dialog().getByRole('button', { name: 'Add to queue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/posts/${POST_ID}`));
    expect(api.callsTo('POST', '/api/posts')[0]?.body).toEqual({ ...BODY, queue: true });
  });
});

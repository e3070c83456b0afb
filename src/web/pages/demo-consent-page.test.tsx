import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../test/fixtures';
import { mockApi, publicRoutes, type MockHandler } from '../test/mock-api';
import { renderApp, storeSessionToken } from '../test/render-app';

const CALLBACK = 'http://localhost/api/social/oauth/tiktok/callback?code=dc.abc&state=state-123';

function setup(path: string, routes: Record<string, MockHandler> = {}) {
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: makeUser({ name: 'Maya Lee' }) },
    'POST /api/social/demo/authorize': { body: { redirect_url: CALLBACK } },
    ...routes,
  });
  storeSessionToken('session-token');
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: 'http://localhost', assign });
  return { api, assign, ...renderApp({ path }) };
}

describe('/social-accounts/demo-consent', () => {
  it('says plainly it is a demo connection, naming the platform and the account', async () => {
    setup('/social-accounts/demo-consent?platform=tiktok&state=state-123');

    expect(await screen.findByRole('heading', { level: 1, name: 'Connect TikTok in demo mode' })).toBeInTheDocument();
    expect(screen.getByText('Demo Mode')).toBeInTheDocument();
    expect(screen.getByText(/This is a demo connection: this Inkwell server has no TikTok app set up, so nothing is sent to TikTok\./)).toBeInTheDocument();
    expect(screen.getByText(/Posts you publish to this account are recorded in Inkwell/)).toBeInTheDocument();
    const consent = within(screen.getByRole('region', { name: 'Connect TikTok in demo mode' }));
    expect(consent.getByText('TikTok (demo)')).toBeInTheDocument();
    expect(consent.getByText('@maya.lee')).toBeInTheDocument();
  });

  it('Authorize: asks the server with the state, then follows its callback address', async () => {
    const { api, assign, user } = setup('/social-accounts/demo-consent?platform=tiktok&state=state-123');

    await user.click(await screen.findByRole('button', { name: 'Authorize' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CALLBACK));
    const request = api.callsTo('POST', '/api/social/demo/authorize')[0]!;
    expect(request.body).toEqual({ platform: 'tiktok', state: 'state-123' });
    expect(request.headers.get('Authorization')).toBe('Bearer session-token');
    expect(screen.getByRole('button', { name: 'Authorizing…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('Cancel: back through the callback, declined, with the state', async () => {
    const { api, assign, user } = setup('/social-accounts/demo-consent?platform=youtube&state=s%2F1');

    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(assign).toHaveBeenCalledWith('/api/social/oauth/youtube/callback?error=access_denied&state=s%2F1');
    expect(api.callsTo('POST', '/api/social/demo/authorize')).toHaveLength(0);
  });

  it("a refusal (an expired state) is said, with the way back", async () => {
    const detail = 'This connection request has expired. Start again from Social Accounts.';
    const { assign, user } = setup('/social-accounts/demo-consent?platform=linkedin&state=old', {
      'POST /api/social/demo/authorize': { status: 400, body: { detail } },
    });

    await user.click(await screen.findByRole('button', { name: 'Authorize' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to connect LinkedIn account: ${detail}`);
    expect(screen.getByRole('link', { name: 'Start again from Social Accounts' })).toHaveAttribute('href', '/social-accounts');
    expect(screen.getByRole('button', { name: 'Authorize' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it.each(['?platform=myspace&state=abc', '?platform=twitter', ''])('an incomplete link (%s) says so and offers the way back', async (query) => {
    const { api } = setup(`/social-accounts/demo-consent${query}`);

    expect(await screen.findByRole('alert')).toHaveTextContent('This connection link is incomplete. Start again from Social Accounts.');
    expect(screen.getByRole('link', { name: 'Go to Social Accounts' })).toHaveAttribute('href', '/social-accounts');
    expect(screen.queryByRole('button', { name: 'Authorize' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/social/demo/authorize')).toHaveLength(0);
  });
});

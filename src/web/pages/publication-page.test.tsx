import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Publication } from '../../contract/social';
import { makePost, makePublication, makeTarget, makeUser, POST_ID } from '../test/fixtures';
import { mockApi, publicRoutes, type MockHandler } from '../test/mock-api';
import { renderApp, storeSessionToken } from '../test/render-app';

const ID = '5f0c6d1e-8a0b-4f3e-9a77-0d2f3c4b5a61';

function setup(reply: MockHandler, routes: Record<string, MockHandler> = {}) {
  const api = mockApi({ ...publicRoutes(), 'GET /api/auth/me': { body: makeUser() }, [`GET /api/social/publications/${ID}`]: reply, ...routes });
  storeSessionToken('session-token');
  return { api, ...renderApp({ path: `/publications/${ID}` }) };
}

describe('/publications/:id', () => {
  it('shows a demo post as recorded: platform, account, time, text, and that nothing was sent', async () => {
    const { api } = setup({ body: makePublication() });

    const post = within(await screen.findByRole('article', { name: 'LinkedIn post' }));
    expect(post.getByText('@ada-lovelace')).toBeInTheDocument();
    expect(post.getByText('May 4, 2026, 10:30 AM', { exact: false })).toBeInTheDocument();
    expect(post.getByText('Published')).toBeInTheDocument();
    expect(post.getByText('Demo Mode')).toBeInTheDocument();
    expect(post.getByRole('status')).toHaveTextContent('Demo Mode — recorded in Inkwell; nothing was sent to LinkedIn');
    expect(post.getByText(/Consistency beats intensity\./)).toHaveTextContent('Ship a little every day. #writing');
    expect(post.queryByRole('link', { name: /View on/ })).not.toBeInTheDocument();
    // The way on to the post it belongs to: every platform, and what needs doing.
    expect(post.getByRole('link', { name: 'Open the post' })).toHaveAttribute('href', `/posts/${POST_ID}`);
    expect(api.callsTo('GET', `/api/social/publications/${ID}`)[0]!.headers.get('Authorization')).toBe('Bearer session-token');
  });

  it("any other publication goes on to its post's page (the address replaced, so Back does not bounce)", async () => {
    const real: Publication = makePublication({ platform: 'twitter', demo_mode: false, url: 'https://x.com/ada/status/1' });
    const post = makePost({ targets: [makeTarget({ id: ID, platform: 'twitter', demo_mode: false, url: 'https://x.com/ada/status/1' })] });
    const { router } = setup({ body: real }, { [`GET /api/posts/${POST_ID}`]: { body: post } });

    await waitFor(() => expect(router.state.location.pathname).toBe(`/posts/${POST_ID}`));
    expect(router.state.historyAction).toBe('REPLACE');
    const x = within(await screen.findByRole('article', { name: 'Twitter/X' }));
    expect(x.getByRole('link', { name: 'View post on Twitter/X (opens in a new tab)' })).toHaveAttribute('href', 'https://x.com/ada/status/1');
  });

  it('a demo publication that was not published goes on to its post too, where its reason and Retry are', async () => {
    const failed = makePublication({ status: 'failed', url: null, error: 'Too long for LinkedIn: 3,200 of 3,000 characters.' });
    const post = makePost({ targets: [makeTarget({ id: ID, state: 'failed', url: null, published_at: null, error: failed.error })] });
    const { router } = setup({ body: failed }, { [`GET /api/posts/${POST_ID}`]: { body: post } });

    await waitFor(() => expect(router.state.location.pathname).toBe(`/posts/${POST_ID}`));
    const linkedin = within(await screen.findByRole('article', { name: 'LinkedIn' }));
    expect(linkedin.getByText('Too long for LinkedIn: 3,200 of 3,000 characters.')).toBeInTheDocument();
    expect(linkedin.getByRole('button', { name: 'Retry LinkedIn' })).toBeEnabled();
  });

  it('a publication recorded before posts (no post) is shown here: linked to the platform, or why it was refused', async () => {
    const published: Publication = makePublication({ post_id: null, platform: 'twitter', demo_mode: false, url: 'https://x.com/ada/status/1' });
    const view = setup({ body: published });
    expect(await screen.findByRole('link', { name: 'View on Twitter/X' })).toHaveAttribute('href', 'https://x.com/ada/status/1');
    expect(screen.queryByText(/Demo Mode/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the post' })).not.toBeInTheDocument();
    view.unmount();

    setup({ body: makePublication({ post_id: null, status: 'failed', url: null, error: 'Too long for LinkedIn: 3,200 of 3,000 characters.' }) });
    expect(await screen.findByText('Not published')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('LinkedIn refused the post: Too long for LinkedIn: 3,200 of 3,000 characters.');
  });

  it('sits in the narrow page frame of a single item, with Back to Dashboard above its heading', async () => {
    setup({ body: makePublication() });

    const heading = await screen.findByRole('heading', { level: 1, name: 'LinkedIn post' });
    const back = screen.getByRole('link', { name: 'Back to Dashboard' });
    expect(back).toHaveAttribute('href', '/dashboard');
    expect(back.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // PageFrame's 'narrow' width holds the heading and the post.
    const frame = heading.closest('.max-w-3xl');
    expect(frame).not.toBeNull();
    expect(frame).toContainElement(screen.getByRole('article', { name: 'LinkedIn post' }));
    await waitFor(() => expect(document.title).toMatch(/^LinkedIn post/));
  });

  it("404: says there is no such post", async () => {
    setup({ status: 404, body: { detail: 'Not found' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('There is no post here, or it belongs to another account.');
  });
});

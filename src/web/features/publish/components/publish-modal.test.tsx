import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ConnectedAccount } from '../../../../contract/social';
import { installFakeXhr } from '../../../test/fake-xhr';
import { makeAccount, makePost, makePublishResponse, makeTarget, makeUser, POST_ID } from '../../../test/fixtures';
import { deferred, mockApi, publicRoutes, type MockHandler } from '../../../test/mock-api';
import { renderWithProviders, storeSessionToken } from '../../../test/render-app';
import { PublishModal, type AccountsState } from './publish-modal';

const CONTENT_ID = '0b6f2f8e-3c1a-4d6e-9a59-2f1c9f8a7b10';
const SHORT = 'Consistency beats intensity. Ship a little every day. #writing';
/** 312 characters: over X's 280, well within LinkedIn's 3000. */
const LONG = `${'Small steps compound. '.repeat(14)}Keep going.`.slice(0, 312);

const demoX = makeAccount({ platform: 'twitter', username: 'ada_lovelace' });
const demoLinkedIn = makeAccount({ platform: 'linkedin', username: 'ada-lovelace' });

type SetupOptions = {
  content?: string;
  contentId?: string | null;
  accounts?: ConnectedAccount[];
  accountsState?: Partial<AccountsState>;
  routes?: Record<string, MockHandler>;
};

function setup(options: SetupOptions = {}) {
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: makeUser() },
    'POST /api/social/publish': { body: makePublishResponse() },
    ...options.routes,
  });
  storeSessionToken('session-token');
  const onClose = vi.fn();
  const onPublished = vi.fn();
  const accounts: AccountsState = {
    data: options.accounts ?? [demoX, demoLinkedIn],
    loading: false,
    error: null,
    retry: vi.fn(),
    ...options.accountsState,
  };
  const view = renderWithProviders(
    <PublishModal
      content={options.content ?? SHORT}
      contentId={options.contentId === undefined ? CONTENT_ID : options.contentId}
      accounts={accounts}
      onClose={onClose}
      onPublished={onPublished}
    />,
  );
  return { api, onClose, onPublished, accounts, ...view };
}

const modal = () => within(screen.getByRole('dialog', { name: 'Publish to Social' }));
const preview = (label: string) => within(modal().getByRole('region', { name: `${label} preview` }));

describe('publish modal: choosing platforms', () => {
  it('offers the connected platforms as checkboxes, Demo Mode labelled; the others link to connect', async () => {
    setup({ accounts: [demoX, makeAccount({ platform: 'facebook', username: 'ada.lovelace', demo_mode: false, status: 'reconnect' })] });

    const x = await modal().findByRole('checkbox', { name: 'Twitter/X' });
    expect(x).not.toBeChecked();
    expect(x).toHaveAccessibleDescription('@ada_lovelace Demo Mode recorded in Inkwell, nothing is sent');
    expect(modal().getAllByRole('checkbox')).toHaveLength(1);
    for (const label of ['LinkedIn', 'Instagram', 'TikTok', 'YouTube']) {
      expect(modal().getByRole('link', { name: `Connect ${label}` })).toHaveAttribute('href', '/social-accounts');
    }
    expect(modal().getByRole('link', { name: 'Reconnect Facebook' })).toHaveAttribute('href', '/social-accounts');
  });

  it('with nothing connected, says where to connect', async () => {
    setup({ accounts: [] });
    expect(await modal().findByRole('link', { name: 'Connect one on Social Accounts' })).toHaveAttribute('href', '/social-accounts');
    expect(modal().queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows a failed read of the accounts with Try again', async () => {
    const { accounts, user } = setup({ accountsState: { data: undefined, error: 'Failed to fetch connected accounts' } });
    expect(modal().getByRole('alert')).toHaveTextContent('Failed to fetch connected accounts');
    await user.click(modal().getByRole('button', { name: 'Try again' }));
    expect(accounts.retry).toHaveBeenCalled();
    expect(modal().getByRole('button', { name: 'Publish now' })).toBeDisabled();
  });
});

describe('publish modal: docs/product/validation.md#publishing checks', () => {
  it("'Please select at least one platform to publish to', then 'No content to publish', sending nothing", async () => {
    const { api, user } = setup({ content: '  \n ' });

    await user.click(modal().getByRole('button', { name: 'Publish now' }));
    expect(modal().getByRole('alert')).toHaveTextContent(/^Please select at least one platform to publish to$/);

    await user.click(modal().getByRole('checkbox', { name: 'LinkedIn' }));
    expect(modal().queryByRole('alert')).not.toBeInTheDocument();
    await user.click(modal().getByRole('button', { name: 'Publish now' }));
    expect(modal().getByRole('alert')).toHaveTextContent(/^No content to publish$/);
    expect(api.callsTo('POST', '/api/social/publish')).toHaveLength(0);
  });

  it("shows the server's detail when it refuses the request", async () => {
    const { user } = setup({ routes: { 'POST /api/social/publish': { status: 422, body: { detail: 'No content to publish' } } } });
    await user.click(modal().getByRole('checkbox', { name: 'LinkedIn' }));
    await user.click(modal().getByRole('button', { name: 'Publish now' }));
    expect(await modal().findByRole('alert')).toHaveTextContent('No content to publish');
  });
});

describe('publish modal: previews', () => {
  it("counts each chosen platform's length against its limit", async () => {
    const { user } = setup();
    await user.click(modal().getByRole('checkbox', { name: 'Twitter/X' }));
    await user.click(modal().getByRole('checkbox', { name: 'LinkedIn' }));

    expect(await preview('Twitter/X').findByText(`${SHORT.length} / 280`)).toBeInTheDocument();
    expect(preview('LinkedIn').getByText(`${SHORT.length} / 3,000`)).toBeInTheDocument();
    expect(preview('LinkedIn').getByText(SHORT)).toBeInTheDocument();
    expect(modal().queryByRole('checkbox', { name: 'Post as a numbered thread' })).not.toBeInTheDocument();
  });

  it('over X\'s limit: red, says X will refuse it, and offers a numbered thread (sent as thread: true)', async () => {
    const { api, user } = setup({ content: LONG });
    await user.click(modal().getByRole('checkbox', { name: 'Twitter/X' }));
    await user.click(modal().getByRole('checkbox', { name: 'LinkedIn' }));

    const count = await preview('Twitter/X').findByText('312 / 280');
    expect(count.parentElement).toHaveClass('text-red-700');
    expect(preview('Twitter/X').getByText('32 over the limit: Twitter/X will refuse this post. Shorten it, or post it as a numbered thread.')).toBeInTheDocument();
    expect(preview('LinkedIn').getByText('312 / 3,000').parentElement).not.toHaveClass('text-red-700');

    await user.click(preview('Twitter/X').getByRole('checkbox', { name: 'Post as a numbered thread' }));
    expect(preview('Twitter/X').getByText(/Goes out as a numbered thread/)).toBeInTheDocument();
    expect(preview('Twitter/X').queryByText(/will refuse this post/)).not.toBeInTheDocument();

    await user.click(modal().getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/social/publish')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/social/publish')[0]!.body).toEqual({
      content: LONG,
      platforms: ['twitter', 'linkedin'],
      content_type: 'post',
      media_ids: [],
      thread: true,
      content_id: CONTENT_ID,
    });
  });

  it('folds a long text behind Show the whole post', async () => {
    const text = `${LONG} ${LONG}`;
    const { user } = setup({ content: text });
    await user.click(modal().getByRole('checkbox', { name: 'LinkedIn' }));
    const toggle = preview('LinkedIn').getByRole('button', { name: 'Show the whole post' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(preview('LinkedIn').getByText(text)).toHaveClass('line-clamp-5');
    await user.click(toggle);
    expect(preview('LinkedIn').getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(preview('LinkedIn').getByText(text)).not.toHaveClass('line-clamp-5');
  });

  it("over another platform's limit: says it will be refused", async () => {
    const { user } = setup({ content: 'a'.repeat(3001) });
    await user.click(modal().getByRole('checkbox', { name: 'LinkedIn' }));
    expect(preview('LinkedIn').getByText('3,001 / 3,000').parentElement).toHaveClass('text-red-700');
    expect(preview('LinkedIn').getByText('1 over the limit: LinkedIn will refuse this post. Shorten it to publish there.')).toBeInTheDocument();
  });
});

describe('publish modal: media', () => {
  const tiktok = makeAccount({ platform: 'tiktok', username: 'ada.lovelace' });
  const instagram = makeAccount({ platform: 'instagram', username: 'ada.lovelace' });

  it('warns that TikTok needs a video and Instagram an image or video; uploads one with its progress and sends its id', async () => {
    const xhr = installFakeXhr();
    const { api, user } = setup({ accounts: [tiktok, instagram] });
    await user.click(modal().getByRole('checkbox', { name: 'TikTok' }));
    await user.click(modal().getByRole('checkbox', { name: 'Instagram' }));

    expect(preview('TikTok').getByText('TikTok needs a video. Attach one, or TikTok will refuse the post.')).toBeInTheDocument();
    expect(preview('Instagram').getByText('Instagram needs an image or video. Attach one, or Instagram will refuse the post.')).toBeInTheDocument();
    expect(modal().getByText('TikTok needs a video; Instagram needs an image or video.')).toBeInTheDocument();

    const video = new File(['\x00\x00\x00\x18ftypmp42 a clip'], 'clip.mp4', { type: 'video/mp4' });
    await user.upload(modal().getByLabelText('Attach an image or video'), video);
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    const request = xhr.requests[0]!;
    expect(request.url).toBe('/api/social/media');
    expect(request.requestHeaders.get('Authorization')).toBe('Bearer session-token');
    expect(((request.body as FormData).get('file') as File).name).toBe('clip.mp4');

    act(() => request.sendProgress(500, 1000));
    const bar = await modal().findByRole('progressbar', { name: 'Uploading clip.mp4' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(modal().getByText('Uploading… 50%')).toBeInTheDocument();
    expect(modal().getByRole('button', { name: 'Publish now' })).toBeDisabled();

    const media = { id: '9d7c1f6e-2b1a-4c3d-8e5f-6a7b8c9d0e1f', kind: 'video', bytes: 1000, content_type: 'video/mp4' };
    act(() => {
      request.respond(200, { 'Content-Type': 'application/json' });
      request.receive(JSON.stringify(media));
      request.finish();
    });
    expect(await modal().findByText('Attached video')).toBeInTheDocument();
    expect(modal().queryByRole('progressbar')).not.toBeInTheDocument();
    expect(preview('TikTok').queryByText(/needs a video/)).not.toBeInTheDocument();
    expect(preview('Instagram').queryByText(/needs an image or video/)).not.toBeInTheDocument();

    await user.click(modal().getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/social/publish')[0]?.body).toMatchObject({ platforms: ['instagram', 'tiktok'], media_ids: [media.id] }));
  });

  it("an image does not satisfy YouTube's need for a video; a refused upload says why", async () => {
    const xhr = installFakeXhr();
    const { user } = setup({ accounts: [makeAccount({ platform: 'youtube', username: 'ada.lovelace' })] });
    await user.click(modal().getByRole('checkbox', { name: 'YouTube' }));
    expect(preview('YouTube').getByText(SHORT, { selector: 'p' })).toHaveTextContent(`Title: ${SHORT}`);

    await user.upload(modal().getByLabelText('Attach an image or video'), new File(['GIF89a'], 'notes.gif', { type: 'image/gif' }));
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    act(() => {
      xhr.requests[0]!.respond(415, { 'Content-Type': 'application/json' });
      xhr.requests[0]!.receive(JSON.stringify({ detail: 'Only JPEG, PNG, WebP and GIF images or MP4, MOV and WebM videos can be attached.' }));
      xhr.requests[0]!.finish();
    });
    expect(await modal().findByRole('alert')).toHaveTextContent('Only JPEG, PNG, WebP and GIF images or MP4, MOV and WebM videos can be attached.');
    expect(preview('YouTube').getByText('YouTube needs a video. Attach one, or YouTube will refuse the post.')).toBeInTheDocument();

    await user.click(modal().getByRole('button', { name: 'Remove' }));
    expect(modal().getByLabelText('Attach an image or video')).toBeInTheDocument();
  });
});

describe('publish modal: results', () => {
  it("shows each platform's result, a View post link for a success, and 'Published to {n}/{total} platforms successfully!'", async () => {
    const answer = deferred<{ body: unknown }>();
    const { onPublished, user } = setup({ routes: { 'POST /api/social/publish': () => answer.promise } });
    await user.click(modal().getByRole('checkbox', { name: 'Twitter/X' }));
    await user.click(modal().getByRole('checkbox', { name: 'LinkedIn' }));
    await user.click(modal().getByRole('button', { name: 'Publish now' }));

    expect(await modal().findByRole('button', { name: 'Publishing…' })).toBeDisabled();
    answer.resolve({ body: makePublishResponse() });

    expect(await modal().findByText('Published to 1/2 platforms successfully!')).toBeInTheDocument();
    const results = within(modal().getByRole('list', { name: 'Results by platform' }));
    const [x, linkedin] = results.getAllByRole('listitem');
    expect(x).toHaveTextContent('Twitter/XNot published');
    expect(x).toHaveTextContent('Twitter/X refused this post: it is the same as one you posted recently.');
    expect(linkedin).toHaveTextContent('Published');
    expect(linkedin).toHaveTextContent('Recorded in Inkwell; nothing was sent to LinkedIn.');
    const link = within(linkedin!).getByRole('link', { name: 'View post on LinkedIn (opens in a new tab)' });
    // A demo post is Inkwell's own page, opened where the creator is signed in (not at the server's configured address).
    expect(link).toHaveAttribute('href', `${window.location.origin}/publications/5f0c6d1e-8a0b-4f3e-9a77-0d2f3c4b5a61`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(onPublished).toHaveBeenCalledTimes(1);
    expect(modal().getByRole('link', { name: 'Open the post' })).toHaveAttribute('href', `/posts/${POST_ID}`);

    // Back to the form with the platform that refused the post.
    await user.click(modal().getByRole('button', { name: 'Edit and try again' }));
    expect(modal().getByRole('checkbox', { name: 'Twitter/X' })).toBeChecked();
    expect(modal().getByRole('checkbox', { name: 'LinkedIn' })).not.toBeChecked();
  });

  it('Done closes; without a history item no content_id is sent', async () => {
    const { api, onClose, user } = setup({ contentId: null, routes: { 'POST /api/social/publish': { body: makePublishResponse({ results: [{ platform: 'linkedin', success: true, url: 'http://localhost/publications/1', demo_mode: true }], successful_publications: 1, total_platforms: 1 }) } } });
    await user.click(modal().getByRole('checkbox', { name: 'LinkedIn' }));
    await user.click(modal().getByRole('button', { name: 'Publish now' }));
    expect(await modal().findByText('Published to 1/1 platforms successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/social/publish')[0]!.body).not.toHaveProperty('content_id');
    expect(modal().queryByRole('button', { name: 'Edit and try again' })).not.toBeInTheDocument();
    await user.click(modal().getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('a platform still publishing says so, and the dialog follows the post until it ends', async () => {
    const publishing = makePost({ targets: [makeTarget({ id: 'x-target', platform: 'twitter', state: 'publishing', url: null, published_at: null }), makeTarget()] });
    const ended = makePost({ targets: [makeTarget({ id: 'x-target', platform: 'twitter', url: 'http://localhost/publications/x-target' }), makeTarget()] });
    let post = publishing;
    const answer = makePublishResponse({
      results: [
        { platform: 'twitter', success: false, pending: true },
        { platform: 'linkedin', success: true, url: 'http://localhost/publications/5f0c6d1e-8a0b-4f3e-9a77-0d2f3c4b5a61', demo_mode: true },
      ],
    });
    const { api, onPublished, queryClient, user } = setup({ routes: { 'POST /api/social/publish': { body: answer }, [`GET /api/posts/${POST_ID}`]: () => ({ body: post }) } });
    await user.click(modal().getByRole('checkbox', { name: 'Twitter/X' }));
    await user.click(modal().getByRole('checkbox', { name: 'LinkedIn' }));
    await user.click(modal().getByRole('button', { name: 'Publish now' }));

    expect(await modal().findByRole('status')).toHaveTextContent(
      "Still publishing to Twitter/X…You can close this dialog: publishing goes on, and the post's page shows how it ends.",
    );
    const x = () => within(modal().getByRole('list', { name: 'Results by platform' })).getAllByRole('listitem')[0]!;
    expect(x()).toHaveTextContent('Twitter/XPublishing…');
    expect(x()).not.toHaveTextContent('Not published');
    expect(modal().queryByText(/Published to/)).not.toBeInTheDocument();
    expect(modal().queryByRole('button', { name: 'Edit and try again' })).not.toBeInTheDocument();
    expect(modal().getByRole('link', { name: 'Open the post' })).toHaveAttribute('href', `/posts/${POST_ID}`);
    await waitFor(() => expect(api.callsTo('GET', `/api/posts/${POST_ID}`).length).toBeGreaterThanOrEqual(1));
    expect(onPublished).toHaveBeenCalledTimes(1);

    post = ended;
    expect(await modal().findByText('Published to 2/2 platforms successfully!', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(x()).toHaveTextContent('Twitter/XPublished');
    expect(within(x()).getByRole('link', { name: 'View post on Twitter/X (opens in a new tab)' })).toHaveAttribute('href', `${window.location.origin}/publications/x-target`);
    // The accounts are read again once the last platform has ended.
    await waitFor(() => expect(onPublished).toHaveBeenCalledTimes(2));
    // Nothing is followed any more: the post's query has no enabled reader left.
    expect(queryClient.getQueryCache().find({ queryKey: ['posts', POST_ID] })?.isActive()).toBe(false);
  }, 30_000);

  it("no platform took the post: an error with each platform's reason, never 'Published to 0/n'", async () => {
    const answer = makePublishResponse({
      results: [
        { platform: 'twitter', success: false, error: 'Twitter/X refused this post: it is the same as one you posted recently.', demo_mode: true },
        { platform: 'linkedin', success: false, error: 'LinkedIn needs reconnecting: its access was revoked. Reconnect it on Social Accounts, then retry.', demo_mode: false },
      ],
      successful_publications: 0,
    });
    const { user } = setup({ routes: { 'POST /api/social/publish': { body: answer } } });
    await user.click(modal().getByRole('checkbox', { name: 'Twitter/X' }));
    await user.click(modal().getByRole('checkbox', { name: 'LinkedIn' }));
    await user.click(modal().getByRole('button', { name: 'Publish now' }));

    expect(await modal().findByRole('alert')).toHaveTextContent(/^Nothing was published. Each platform's reason is below.$/);
    expect(modal().queryByText(/Published to/)).not.toBeInTheDocument();
    const [x, linkedin] = within(modal().getByRole('list', { name: 'Results by platform' })).getAllByRole('listitem');
    expect(x).toHaveTextContent('Twitter/X refused this post: it is the same as one you posted recently.');
    expect(linkedin).toHaveTextContent('LinkedIn needs reconnecting: its access was revoked. Reconnect it on Social Accounts, then retry.');
  });

  it('a platform followed to the end that failed too: still never a success message', async () => {
    const answer = makePublishResponse({ results: [{ platform: 'linkedin', success: false, pending: true }], successful_publications: 0, total_platforms: 1 });
    const failed = makePost({ targets: [makeTarget({ state: 'failed', url: null, published_at: null, error: 'LinkedIn is having trouble right now. We tried 4 times.' })] });
    const { user } = setup({ routes: { 'POST /api/social/publish': { body: answer }, [`GET /api/posts/${POST_ID}`]: { body: failed } } });
    await user.click(modal().getByRole('checkbox', { name: 'LinkedIn' }));
    await user.click(modal().getByRole('button', { name: 'Publish now' }));

    expect(await modal().findByRole('alert')).toHaveTextContent("Nothing was published. Each platform's reason is below.");
    expect(modal().getByRole('list', { name: 'Results by platform' })).toHaveTextContent('LinkedIn is having trouble right now. We tried 4 times.');
    expect(modal().getByRole('button', { name: 'Edit and try again' })).toBeInTheDocument();
  });
});

describe('publish modal: refusals before anything is sent', () => {
  it("keeps Publish off while a chosen platform's rules fail, saying why beside it", async () => {
    const { api, user } = setup({ content: LONG });
    await user.click(modal().getByRole('checkbox', { name: 'Twitter/X' }));
    await user.click(modal().getByRole('checkbox', { name: 'LinkedIn' }));

    const publish = modal().getByRole('button', { name: 'Publish now' });
    await waitFor(() => expect(publish).toBeDisabled());
    const reason = 'Publish is off. 32 over the limit: Twitter/X will refuse this post. Shorten it, or post it as a numbered thread.';
    expect(publish).toHaveAccessibleDescription(reason);
    expect(modal().getByText(reason)).toBeVisible();

    // The thread option fixes it; unchecking X would too.
    await user.click(preview('Twitter/X').getByRole('checkbox', { name: 'Post as a numbered thread' }));
    expect(publish).toBeEnabled();
    expect(publish).not.toHaveAccessibleDescription();
    await user.click(preview('Twitter/X').getByRole('checkbox', { name: 'Post as a numbered thread' }));
    expect(publish).toBeDisabled();
    await user.click(modal().getByRole('checkbox', { name: 'Twitter/X' }));
    expect(publish).toBeEnabled();
    expect(api.callsTo('POST', '/api/social/publish')).toHaveLength(0);
  });

  it('says which platforms need media, each in its own words', async () => {
    const { user } = setup({ accounts: [makeAccount({ platform: 'instagram', username: 'ada' }), makeAccount({ platform: 'youtube', username: 'ada' })] });
    await user.click(modal().getByRole('checkbox', { name: 'Instagram' }));
    await user.click(modal().getByRole('checkbox', { name: 'YouTube' }));
    expect(modal().getByRole('button', { name: 'Publish now' })).toHaveAccessibleDescription(
      'Publish is off. Instagram needs an image or video. Attach one, or Instagram will refuse the post. YouTube needs a video. Attach one, or YouTube will refuse the post.',
    );
  });

  it("a 422 refusal shows each platform's reason next to it", async () => {
    const refusal = {
      detail: 'LinkedIn cannot take this post. Nothing was published.',
      platforms: [{ platform: 'linkedin', detail: 'LinkedIn is not connected any more: reconnect it on Social Accounts.' }],
    };
    const { user } = setup({ routes: { 'POST /api/social/publish': { status: 422, body: refusal } } });
    await user.click(modal().getByRole('checkbox', { name: 'Twitter/X' }));
    await user.click(modal().getByRole('checkbox', { name: 'LinkedIn' }));
    await user.click(modal().getByRole('button', { name: 'Publish now' }));

    expect(await modal().findByRole('alert')).toHaveTextContent('LinkedIn cannot take this post. Nothing was published.');
    expect(preview('LinkedIn').getByText('Refused: LinkedIn is not connected any more: reconnect it on Social Accounts.')).toBeInTheDocument();
    expect(preview('Twitter/X').queryByText(/^Refused/)).not.toBeInTheDocument();
    // Changing what is sent clears the reasons given for the earlier version.
    await user.click(modal().getByRole('checkbox', { name: 'Twitter/X' }));
    expect(preview('LinkedIn').queryByText(/^Refused/)).not.toBeInTheDocument();
  });
});

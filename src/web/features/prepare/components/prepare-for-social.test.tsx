import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PrepareResponse, PreparedText } from '../../../../contract/library';
import type { ConnectedAccount } from '../../../../contract/social';
import { installFakeXhr } from '../../../test/fake-xhr';
import { makeAccount, makePost, makeUser, POST_ID } from '../../../test/fixtures';
import { deferred, mockApi, publicRoutes, type MockHandler } from '../../../test/mock-api';
import { renderWithProviders, storeSessionToken } from '../../../test/render-app';
import { PrepareForSocial } from './prepare-for-social';

const CONTENT_ID = '3f1e2d4c-5b6a-4798-8a1b-2c3d4e5f6a7b';
const PREPARE = `POST /api/content/${CONTENT_ID}/prepare`;

const x = makeAccount({ platform: 'twitter', username: 'ada_lovelace' });
const linkedin = makeAccount({ platform: 'linkedin', username: 'ada-lovelace', demo_mode: false });
const instagram = makeAccount({ platform: 'instagram', username: 'ada.lovelace' });

const THREAD = [
  '1/3 A content calendar starts with the dates that matter.',
  '2/3 Plan themes a month ahead, posts a week ahead.',
  '3/3 Batch the writing on one day. #contentmarketing',
];
const XT: PreparedText = { platform: 'twitter', text: THREAD.join('\n\n'), parts: THREAD, hashtags: ['#contentmarketing'] };
const LI: PreparedText = {
  platform: 'linkedin',
  text: 'How to plan a content calendar\n\nStart with the dates that matter.\n\n#contentmarketing #planning',
  parts: null,
  hashtags: ['#contentmarketing', '#planning'],
};
const IG: PreparedText = { platform: 'instagram', text: 'Plan your calendar in an hour.\n\n#contentcalendar #creators', parts: null, hashtags: ['#contentcalendar', '#creators'] };
const YT: PreparedText = { platform: 'youtube', text: 'How to plan a content calendar\nStart with the dates that matter.', parts: null, hashtags: [] };

function answer(texts: PreparedText[]): PrepareResponse {
  return { texts, engine: 'offline', model: 'inkwell-offline-composer' };
}

/** Answers /prepare with the texts asked for, from these. */
function preparing(texts: PreparedText[]): MockHandler {
  return (request) => {
    const { platforms } = request.body as { platforms: string[] };
    return { body: answer(texts.filter((text) => platforms.includes(text.platform))) };
  };
}

function setup({ accounts = [x, linkedin], routes = {}, dirty = false }: { accounts?: ConnectedAccount[]; routes?: Record<string, MockHandler>; dirty?: boolean } = {}) {
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: makeUser() },
    'GET /api/social/accounts': { body: { connected_accounts: accounts } },
    [PREPARE]: preparing([XT, LI, IG, YT]),
    'POST /api/posts': { status: 201, body: makePost() },
    ...routes,
  });
  storeSessionToken('session-token');
  const view = renderWithProviders(
    <PrepareForSocial contentId={CONTENT_ID} type="blog_post" topic="How to plan a content calendar" platform={null} dirty={dirty} />,
    { path: '/library/x' },
  );
  return { api, ...view };
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Prepare for social' }));
const box = (label: string) => within(dialog().getByRole('region', { name: label }));

/** Opens the dialog (loaded on first use). */
async function open(user: ReturnType<typeof setup>['user']) {
  await user.click(screen.getByRole('button', { name: 'Prepare for social' }));
  await screen.findByRole('dialog', { name: 'Prepare for social' });
}

async function openAndPrepare(user: ReturnType<typeof setup>['user']) {
  await open(user);
  await dialog().findByRole('checkbox', { name: 'Twitter/X' });
  await user.click(dialog().getByRole('button', { name: 'Prepare' }));
  await dialog().findByRole('region', { name: 'Twitter/X' });
}

describe('Prepare for social: the button', () => {
  it('is off while the editor has unsaved changes, saying why', () => {
    setup({ dirty: true });
    const button = screen.getByRole('button', { name: 'Prepare for social' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Save your changes first: the texts are made from the saved version.');
  });

  it('is on once the piece is saved', () => {
    setup();
    const button = screen.getByRole('button', { name: 'Prepare for social' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAccessibleDescription();
  });
});

describe('Prepare for social: choosing platforms', () => {
  it('ticks the connected platforms, labels demo ones, links the others to Social Accounts, and asks X for a thread by default', async () => {
    const { user, api } = setup({ accounts: [x, linkedin, makeAccount({ platform: 'facebook', status: 'reconnect' })] });
    await open(user);

    expect(await dialog().findByRole('checkbox', { name: 'Twitter/X' })).toBeChecked();
    expect(dialog().getByRole('checkbox', { name: 'Twitter/X' })).toHaveAccessibleDescription('@ada_lovelace Demo Mode recorded in Inkwell, nothing is sent');
    expect(dialog().getByRole('checkbox', { name: 'LinkedIn' })).toBeChecked();
    expect(dialog().getByRole('checkbox', { name: 'LinkedIn' })).toHaveAccessibleDescription('@ada-lovelace');
    expect(dialog().getByRole('link', { name: 'Connect Instagram' })).toHaveAttribute('href', '/social-accounts');
    expect(dialog().getByRole('link', { name: 'Reconnect Facebook' })).toHaveAttribute('href', '/social-accounts');
    expect(dialog().getByText('Each network gets its own text, made from the saved version of your blog post “How to plan a content calendar”.')).toBeInTheDocument();
    expect(dialog().getByRole('radio', { name: 'A numbered thread' })).toBeChecked();

    await user.click(dialog().getByRole('checkbox', { name: 'LinkedIn' }));
    await user.click(dialog().getByRole('radio', { name: 'One shortened post' }));
    await user.click(dialog().getByRole('button', { name: 'Prepare' }));
    await dialog().findByRole('region', { name: 'Twitter/X' });
    expect(api.callsTo('POST', `/api/content/${CONTENT_ID}/prepare`).map((call) => call.body)).toEqual([{ platforms: ['twitter'], twitter: 'single' }]);
  });

  it('with nothing ticked, says so and sends nothing', async () => {
    const { user, api } = setup({ accounts: [linkedin] });
    await open(user);
    await user.click(await dialog().findByRole('checkbox', { name: 'LinkedIn' }));
    expect(dialog().queryByRole('radio')).not.toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Prepare' }));
    expect(dialog().getByRole('alert')).toHaveTextContent(/^Please select at least one platform to publish to$/);
    expect(api.callsTo('POST', `/api/content/${CONTENT_ID}/prepare`)).toHaveLength(0);
  });

  it("says the server's reason when the texts cannot be prepared", async () => {
    const { user } = setup({ routes: { [PREPARE]: { status: 404, body: { detail: 'This piece is not in your library.' } } } });
    await open(user);
    await dialog().findByRole('checkbox', { name: 'Twitter/X' });
    await user.click(dialog().getByRole('button', { name: 'Prepare' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent('This piece is not in your library.');
  });
});

describe('Prepare for social: each platform’s text', () => {
  it('fills one box per platform: X one per post of the thread, each with its count as the platform counts it; the hashtags shown', async () => {
    const { user } = setup();
    await openAndPrepare(user);

    const posts = box('Twitter/X').getAllByRole('textbox');
    expect(posts.map((post) => (post as HTMLTextAreaElement).value)).toEqual(THREAD);
    expect(box('Twitter/X').getByRole('textbox', { name: 'Post 2 of 3' })).toHaveValue(THREAD[1]);
    expect(await box('Twitter/X').findByText(`${THREAD[1]!.length} of 280`)).toBeInTheDocument();
    expect(box('Twitter/X').getByText('#contentmarketing')).toBeInTheDocument();
    expect(box('LinkedIn').getByRole('textbox', { name: 'LinkedIn text' })).toHaveValue(LI.text);
    expect(box('LinkedIn').getByText(`${LI.text.length} of 3,000`)).toBeInTheDocument();
    expect(box('LinkedIn').getByText('#contentmarketing #planning')).toBeInTheDocument();
    // The keyboard goes on from the first text.
    expect(posts[0]).toHaveFocus();
  });

  it('shows YouTube’s first line as its title', async () => {
    const { user } = setup({ accounts: [makeAccount({ platform: 'youtube' })] });
    await open(user);
    await dialog().findByRole('checkbox', { name: 'YouTube' });
    await user.click(dialog().getByRole('button', { name: 'Prepare' }));
    const youtube = await dialog().findByRole('region', { name: 'YouTube' });
    expect(within(youtube).getByText('Title (the first line):').parentElement).toHaveTextContent('Title (the first line): How to plan a content calendar');
    expect(within(youtube).getByText('YouTube needs a video. Attach one, or YouTube will refuse the post.')).toBeInTheDocument();
  });

  it('adds and removes posts of the thread, numbering them again', async () => {
    const { user } = setup();
    await openAndPrepare(user);

    await user.click(box('Twitter/X').getByRole('button', { name: 'Add a post' }));
    const added = box('Twitter/X').getByRole('textbox', { name: 'Post 4 of 4' });
    expect(added).toHaveValue('4/4 ');
    expect(added).toHaveFocus();
    expect(box('Twitter/X').getByText('Post 4 of 4 is empty: write something or remove it.')).toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Publish now' })).toBeDisabled();

    await user.click(box('Twitter/X').getByRole('button', { name: 'Remove post 1' }));
    expect(box('Twitter/X').getAllByRole('textbox').map((post) => (post as HTMLTextAreaElement).value)).toEqual([
      '1/3 Plan themes a month ahead, posts a week ahead.',
      '2/3 Batch the writing on one day. #contentmarketing',
      '3/3 ',
    ]);
  });

  it('Prepare again makes one box again from the piece, leaving the others as edited', async () => {
    const { user, api } = setup();
    await openAndPrepare(user);
    const linkedinText = box('LinkedIn').getByRole('textbox', { name: 'LinkedIn text' });
    await user.type(linkedinText, ' Edited.');
    await user.clear(box('Twitter/X').getByRole('textbox', { name: 'Post 3 of 3' }));

    await user.click(box('Twitter/X').getByRole('button', { name: 'Prepare again (Twitter/X)' }));
    await waitFor(() => expect(box('Twitter/X').getByRole('textbox', { name: 'Post 3 of 3' })).toHaveValue(THREAD[2]));
    expect(api.callsTo('POST', `/api/content/${CONTENT_ID}/prepare`).at(-1)?.body).toEqual({ platforms: ['twitter'], twitter: 'thread' });
    expect(linkedinText).toHaveValue(`${LI.text} Edited.`);
    expect(await dialog().findByText('Twitter/X text prepared again.')).toBeInTheDocument();
  });
});

describe('Prepare for social: publishing', () => {
  it('sends each platform exactly what its box shows: X’s posts as thread_parts, the others as variants; then opens the post', async () => {
    const { user, api, router } = setup();
    await openAndPrepare(user);

    const second = box('Twitter/X').getByRole('textbox', { name: 'Post 2 of 3' });
    await user.clear(second);
    await user.type(second, '2/3 Plan themes a month ahead.  ');
    const linkedinText = box('LinkedIn').getByRole('textbox', { name: 'LinkedIn text' });
    await user.type(linkedinText, '\n');
    await user.click(dialog().getByRole('button', { name: 'Publish now' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/posts/${POST_ID}`));
    expect(api.callsTo('POST', '/api/posts').map((call) => call.body)).toEqual([
      {
        content_id: CONTENT_ID,
        platforms: ['twitter', 'linkedin'],
        variants: { linkedin: `${LI.text}\n` },
        thread_parts: [THREAD[0], '2/3 Plan themes a month ahead.  ', THREAD[2]],
        media_ids: [],
      },
    ]);
  });

  it('sends X as its variant when it is one post, and saves a draft post', async () => {
    const single: PreparedText = { platform: 'twitter', text: 'Plan your content calendar in an hour. #contentmarketing', parts: null, hashtags: ['#contentmarketing'] };
    const { user, api, router } = setup({ accounts: [x], routes: { [PREPARE]: preparing([single]) } });
    await open(user);
    await user.click(await dialog().findByRole('radio', { name: 'One shortened post' }));
    await user.click(dialog().getByRole('button', { name: 'Prepare' }));
    expect(await dialog().findByRole('textbox', { name: 'Twitter/X text' })).toHaveValue(single.text);

    await user.click(dialog().getByRole('button', { name: 'Save as draft post' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/posts/${POST_ID}`));
    expect(api.callsTo('POST', '/api/posts')[0]?.body).toEqual({
      content_id: CONTENT_ID,
      platforms: ['twitter'],
      variants: { twitter: single.text },
      media_ids: [],
      draft: true,
    });
  });

  it('keeps Publish off while a box is over its limit, saying why beside it and in the box', async () => {
    const { user, api } = setup();
    await openAndPrepare(user);
    const second = box('Twitter/X').getByRole('textbox', { name: 'Post 2 of 3' });
    await user.click(second);
    await user.paste(' and more'.repeat(30));

    const length = THREAD[1]!.length + 270;
    const counter = await box('Twitter/X').findByText(`${length} of 280`);
    expect(counter).toHaveClass('text-red-700');
    const reason = `Post 2 of 3 is ${length - 280} over the limit: Twitter/X will refuse it. Shorten it, or move some of it to another post.`;
    expect(second).toHaveAccessibleDescription(`${length} of 280 ${reason}`);
    expect(second).toBeInvalid();
    const publish = dialog().getByRole('button', { name: 'Publish now' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(`Publish is off. ${reason}`);
    expect(dialog().getByRole('button', { name: 'Save as draft post' })).toBeDisabled();
    expect(api.callsTo('POST', '/api/posts')).toHaveLength(0);
    // The count is said politely once typing pauses.
    expect(await dialog().findByText(`Post 2 of 3: ${length} of 280 characters, ${length - 280} over the limit.`)).toBeInTheDocument();
  });

  it('shows each platform’s refusal beside its text, keeping every text as it was', async () => {
    const refusal = {
      detail: 'Connect your LinkedIn account first.',
      platforms: [{ platform: 'linkedin', detail: 'Connect your LinkedIn account first.' }],
    };
    const { user } = setup({ routes: { 'POST /api/posts': { status: 422, body: refusal } } });
    await openAndPrepare(user);
    const linkedinText = box('LinkedIn').getByRole('textbox', { name: 'LinkedIn text' });
    await user.type(linkedinText, ' Edited.');
    await user.click(dialog().getByRole('button', { name: 'Publish now' }));

    expect(await dialog().findByRole('alert')).toHaveTextContent('Nothing was sent: each platform’s reason is beside its text.');
    expect(box('LinkedIn').getByText('Refused: Connect your LinkedIn account first.')).toBeInTheDocument();
    expect(linkedinText).toHaveAccessibleDescription(`${LI.text.length + 8} of 3,000 Refused: Connect your LinkedIn account first.`);
    expect(linkedinText).toHaveValue(`${LI.text} Edited.`);
    expect(box('Twitter/X').queryByText(/^Refused:/)).not.toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Publish now' })).toBeEnabled();

    // Changing the refused text takes its refusal away.
    await user.type(linkedinText, '!');
    expect(box('LinkedIn').queryByText(/^Refused:/)).not.toBeInTheDocument();
  });

  it('asks Instagram for an image or video, and sends the one attached', async () => {
    const xhr = installFakeXhr();
    const { user, api } = setup({ accounts: [instagram] });
    await open(user);
    await dialog().findByRole('checkbox', { name: 'Instagram' });
    await user.click(dialog().getByRole('button', { name: 'Prepare' }));
    await dialog().findByRole('region', { name: 'Instagram' });

    const need = 'Instagram needs an image or video. Attach one, or Instagram will refuse the post.';
    expect(box('Instagram').getByText(need)).toBeInTheDocument();
    expect(box('Instagram').getByRole('textbox', { name: 'Instagram text' })).toHaveAccessibleDescription(`${IG.text.length} of 2,200 ${need}`);
    expect(dialog().getByRole('button', { name: 'Publish now' })).toHaveAccessibleDescription(`Publish is off. ${need}`);

    await user.upload(dialog().getByLabelText('Attach an image or video'), new File(['\x89PNG a picture'], 'cover.png', { type: 'image/png' }));
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    const media = { id: '9d7c1f6e-2b1a-4c3d-8e5f-6a7b8c9d0e1f', kind: 'image', bytes: 1000, content_type: 'image/png' };
    act(() => {
      xhr.requests[0]!.respond(200, { 'Content-Type': 'application/json' });
      xhr.requests[0]!.receive(JSON.stringify(media));
      xhr.requests[0]!.finish();
    });
    expect(await dialog().findByText('Attached image')).toBeInTheDocument();
    expect(box('Instagram').queryByText(need)).not.toBeInTheDocument();

    await user.click(dialog().getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/posts')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/posts')[0]?.body).toEqual({
      content_id: CONTENT_ID,
      platforms: ['instagram'],
      variants: { instagram: IG.text },
      media_ids: [media.id],
    });
  });

  it('says Publishing… and keeps the dialog open until the answer', async () => {
    const held = deferred<{ status: number; body: unknown }>();
    const { user, router } = setup({ routes: { 'POST /api/posts': () => held.promise } });
    await openAndPrepare(user);
    await user.click(dialog().getByRole('button', { name: 'Publish now' }));
    expect(await dialog().findByRole('button', { name: 'Publishing…' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Prepare for social' })).toBeInTheDocument();
    held.resolve({ status: 201, body: makePost() });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/posts/${POST_ID}`));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

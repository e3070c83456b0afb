import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Post } from '../../../../contract/posts';
import { makePost, makeTarget, makeUser, POST_ID } from '../../../test/fixtures';
import { mockApi, publicRoutes, type MockHandler } from '../../../test/mock-api';
import { renderApp, storeSessionToken } from '../../../test/render-app';

const POST_URL = `/api/posts/${POST_ID}`;
const SLOTTED = 'Three tricks for small rooms:\n1. [Trick 1: name it, show it in one shot]\n2. [Trick 2: name it]';
const X_ID = '1b2c3d4e-5f60-4718-9a0b-1c2d3e4f5a6b';

const draft = (overrides: Parameters<typeof makeTarget>[0] = {}) =>
  makeTarget({ state: 'draft', url: null, published_at: null, text: SLOTTED, ...overrides });
const scheduled = (overrides: Parameters<typeof makeTarget>[0] = {}) =>
  draft({ state: 'scheduled', scheduled_at: '2030-12-01T08:00:00.000Z', scheduled_timezone: 'Europe/Paris', ...overrides });

/** The post page on `post`; GET answers whatever the server holds now (`server.post`), PATCH as told. */
function setup(post: Post, patch: MockHandler) {
  const server = { post };
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: makeUser({ timezone: 'Europe/Paris' }) },
    [`GET ${POST_URL}`]: () => ({ body: server.post }),
    'GET /api/social/accounts': { body: { connected_accounts: [] } },
    [`PATCH ${POST_URL}`]: patch,
  });
  storeSessionToken('session-token');
  return { api, server, ...renderApp({ path: `/posts/${POST_ID}` }) };
}

const textPanel = () => within(screen.getByRole('region', { name: 'Text' }));
const form = () => within(screen.getByRole('form', { name: 'Edit the text' }));
const postText = () => form().getByRole<HTMLTextAreaElement>('textbox', { name: 'Post text' });
const selection = (area: HTMLTextAreaElement) => area.value.slice(area.selectionStart, area.selectionEnd);

describe('Edit text on a planned post', () => {
  it('fills a draft’s slots with Go to next slot, counts against the platform’s limit, and saves PATCH {text}; the post is read again', async () => {
    const post = makePost({ text: SLOTTED, targets: [draft()] });
    const { api, server, user } = setup(post, (request) => {
      server.post = { ...post, text: (request.body as { text: string }).text };
      return { body: server.post };
    });

    await user.click(await screen.findByRole('button', { name: 'Edit text' }));
    expect(postText()).toHaveValue(SLOTTED);
    expect(postText()).toHaveFocus();
    expect(form().getByText(`${[...SLOTTED].length} of 3,000`)).toBeInTheDocument();
    expect(form().getByText('Goes to LinkedIn.')).toBeInTheDocument();
    expect(form().getByText('2 slots to fill')).toBeInTheDocument();

    await user.click(form().getByRole('button', { name: 'Go to next slot' }));
    expect(postText()).toHaveFocus();
    expect(selection(postText())).toBe('[Trick 1: name it, show it in one shot]');
    await user.keyboard('A clamp light bounced off the ceiling');
    expect(form().getByText('1 slot to fill')).toBeInTheDocument();
    await user.click(form().getByRole('button', { name: 'Go to next slot' }));
    expect(selection(postText())).toBe('[Trick 2: name it]');
    await user.keyboard('A shower curtain as a diffuser');
    expect(form().queryByText(/slots? to fill/)).not.toBeInTheDocument();

    const gets = api.callsTo('GET', POST_URL).length;
    await user.click(form().getByRole('button', { name: 'Save text' }));
    const filled = 'Three tricks for small rooms:\n1. A clamp light bounced off the ceiling\n2. A shower curtain as a diffuser';
    await waitFor(() => expect(api.callsTo('PATCH', POST_URL)).toHaveLength(1));
    expect(api.callsTo('PATCH', POST_URL)[0]!.body).toEqual({ text: filled });
    expect(await textPanel().findByRole('status')).toHaveTextContent('Text saved.');
    expect(textPanel().getByText(/A clamp light bounced/)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', POST_URL).length).toBeGreaterThan(gets));
    expect(textPanel().getByRole('button', { name: 'Edit text' })).toHaveFocus();
  });

  it('says the server’s 422 at the form and keeps the text typed', async () => {
    const detail = 'Fill in the marked slot before publishing: [Trick 2: name it].';
    const { api, user } = setup(makePost({ text: SLOTTED, targets: [scheduled()] }), { status: 422, body: { detail } });

    await user.click(await screen.findByRole('button', { name: 'Edit text' }));
    expect(form().getByText('This post has a time: fill in every slot before saving, or make it a draft first.')).toBeInTheDocument();
    const typed = SLOTTED.replace('[Trick 1: name it, show it in one shot]', 'A clamp light');
    fireEvent.change(postText(), { target: { value: typed } });
    await user.click(form().getByRole('button', { name: 'Save text' }));

    expect(await form().findByRole('alert')).toHaveTextContent(detail);
    expect(postText()).toHaveValue(typed);
    expect(api.callsTo('PATCH', POST_URL)[0]!.body).toEqual({ text: typed });
  });

  it('says a 409 (it started meanwhile) at the form; Cancel puts the text back as it was', async () => {
    const detail = 'This post can no longer be changed: it has started publishing. Only a draft or a scheduled post can be changed.';
    const { user } = setup(makePost({ text: 'Ship a little every day.', targets: [scheduled({ text: 'Ship a little every day.' })] }), { status: 409, body: { detail } });
    await user.click(await screen.findByRole('button', { name: 'Edit text' }));
    fireEvent.change(postText(), { target: { value: 'Ship a lot every day.' } });
    await user.click(form().getByRole('button', { name: 'Save text' }));
    expect(await form().findByRole('alert')).toHaveTextContent(detail);

    await user.click(form().getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit the text' })).not.toBeInTheDocument();
    expect(textPanel().getByText('Ship a little every day.')).toBeInTheDocument();
  });

  it('edits a platform’s own text and X’s thread: variants and thread_parts; over X’s limit Save is off, saying why', async () => {
    const post = makePost({
      text: 'The post text.',
      targets: [
        draft({ text: 'LinkedIn’s own text.', own_text: true }),
        draft({ id: X_ID, platform: 'twitter', text: '1/2 First.\n\n2/2 Second.', own_text: true, parts: ['1/2 First.', '2/2 Second.'] }),
      ],
    });
    const { api, user } = setup(post, { body: post });
    await user.click(await screen.findByRole('button', { name: 'Edit text' }));
    expect(form().getByText('Every platform has its own text below; this one is kept with the post.')).toBeInTheDocument();
    const linkedin = within(form().getByRole('region', { name: 'LinkedIn' }));
    const x = within(form().getByRole('region', { name: 'Twitter/X' }));
    expect(x.getByRole('textbox', { name: 'Post 1 of 2' })).toHaveValue('1/2 First.');
    expect(linkedin.queryByRole('button', { name: /Prepare again/ })).not.toBeInTheDocument();

    fireEvent.change(x.getByRole('textbox', { name: 'Post 2 of 2' }), { target: { value: `2/2 ${'x'.repeat(290)}` } });
    expect(x.getByText(/Post 2 of 2 is 14 over the limit/)).toBeInTheDocument();
    expect(form().getByRole('button', { name: 'Save text' })).toBeDisabled();
    expect(form().getByText(/^Save is off\./)).toBeInTheDocument();

    fireEvent.change(x.getByRole('textbox', { name: 'Post 2 of 2' }), { target: { value: '2/2 Second, shorter.' } });
    fireEvent.change(linkedin.getByRole('textbox', { name: 'LinkedIn text' }), { target: { value: 'LinkedIn’s new text.' } });
    await user.click(form().getByRole('button', { name: 'Save text' }));
    await waitFor(() => expect(api.callsTo('PATCH', POST_URL)).toHaveLength(1));
    expect(api.callsTo('PATCH', POST_URL)[0]!.body).toEqual({ variants: { linkedin: 'LinkedIn’s new text.' }, thread_parts: ['1/2 First.', '2/2 Second, shorter.'] });
  });

  it('is not offered once the post is published', async () => {
    setup(makePost({ targets: [makeTarget()] }), { status: 500 });
    expect(await screen.findByRole('region', { name: 'Text' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'LinkedIn' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit text' })).not.toBeInTheDocument();
  });
});

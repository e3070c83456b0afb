import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../contract/auth';
import type { GenerationResponse } from '../../contract/content';
import type { LibraryItem } from '../../contract/library';
import { makeLibraryItem, makeVersion } from '../test/editor-fixtures';
import { eventStreamOf, eventStreamResponse } from '../test/event-stream';
import { DRAFT_TO_HUMANIZE, makeHumanizeResponse, makeUser } from '../test/fixtures';
import { mockApi, publicRoutes, type MockHandler } from '../test/mock-api';
import { renderApp, storeSessionToken } from '../test/render-app';

const NEEDS_PLAN = 'AI Humanizer is available for Basic plan and higher. Please upgrade your subscription.';
const USAGE_LIMIT = 'Usage limit exceeded. Please upgrade your plan to continue.';
const PIECE_ID = '0b6f2f8e-3c1a-4d6e-9a59-2f1c9f8a7b10';
const basic = makeUser({ subscription_tier: 'basic' });

function generated(content: string, overrides: Partial<GenerationResponse> = {}) {
  return { event: 'done' as const, data: { id: PIECE_ID, content, engine: 'offline' as const, model: 'inkwell-offline-composer', ...overrides } };
}

function setup(routes: Record<string, MockHandler> = {}, options: { user?: User } = {}) {
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: options.user ?? basic },
    'GET /api/content/history': { body: [] },
    'POST /api/content/blog-post': { response: eventStreamOf([generated(DRAFT_TO_HUMANIZE)]) },
    ...routes,
  });
  storeSessionToken('session-token');
  return { api, ...renderApp({ path: '/dashboard' }) };
}

const contentPanel = () => screen.getByRole('region', { name: 'Generated Content' });
const humanizer = () => within(screen.getByRole('dialog', { name: 'Humanize your blog post' }));

async function generateBlogPost(view: ReturnType<typeof setup>) {
  await view.user.click(await screen.findByRole('tab', { name: 'Blog Posts' }));
  await view.user.type(within(screen.getByRole('tabpanel')).getByLabelText('Topic'), 'Consistency');
  await view.user.click(screen.getByRole('button', { name: 'Generate Blog Post' }));
  await screen.findByText('Your blog post is ready.');
}

async function pressHumanize(view: ReturnType<typeof setup>) {
  await view.user.click(within(contentPanel()).getByRole('button', { name: 'Humanize' }));
}

/** Presses Humanize and waits for the modal, which loads with its first opening. */
async function openHumanizer(view: ReturnType<typeof setup>) {
  await pressHumanize(view);
  await screen.findByRole('dialog', { name: 'Humanize your blog post' });
}

describe('dashboard humanizer: plans', () => {
  it('tells Free that the humanizer needs Basic, with a link to the plans, and keeps Humanize disabled', async () => {
    const view = setup({}, { user: makeUser() });
    await generateBlogPost(view);

    const humanize = within(contentPanel()).getByRole('button', { name: 'Humanize' });
    expect(humanize).toBeDisabled();
    expect(humanize).toHaveAccessibleDescription(`${NEEDS_PLAN} See plans`);
    expect(within(contentPanel()).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(view.api.callsTo('POST', '/api/content/humanize')).toHaveLength(0);
  });
});

describe('dashboard humanizer: a Basic user humanizes a blog post', () => {
  it('streams the humanized version beside the original, then uses it in the panel and as the next version of the draft', async () => {
    const stream = eventStreamResponse();
    const humanizedText = makeHumanizeResponse().humanized_text;
    const view = setup({
      'POST /api/content/humanize': { response: stream.response },
      [`PATCH /api/content/${PIECE_ID}`]: { body: makeVersion({ n: 2, source: 'humanized', content: humanizedText }) },
    });
    await generateBlogPost(view);
    const meCalls = view.api.callsTo('GET', '/api/auth/me').length;
    const historyCalls = view.api.callsTo('GET', '/api/content/history').length;

    await openHumanizer(view);
    await waitFor(() => expect(view.api.callsTo('POST', '/api/content/humanize')).toHaveLength(1));
    const request = view.api.callsTo('POST', '/api/content/humanize')[0]!;
    expect(request.body).toEqual({ text: DRAFT_TO_HUMANIZE, content_type: 'blog_post', id: PIECE_ID });
    expect(request.headers.get('Accept')).toBe('text/event-stream');
    expect(request.headers.get('Authorization')).toBe('Bearer session-token');

    stream.send({ event: 'delta', data: { text: '## Why consistency matters\n\nConsistency matters' } });
    expect(await humanizer().findByText('Humanizing…')).toBeInTheDocument();
    await waitFor(() => expect(humanizer().getByRole('region', { name: 'Humanized' })).toHaveTextContent('Consistency matters'));
    expect(humanizer().getByRole('button', { name: 'Use Humanized Version' })).toBeDisabled();

    stream.send({ event: 'done', data: makeHumanizeResponse({ source_id: PIECE_ID }) });
    stream.close();
    expect(await humanizer().findByText('Your humanized blog post is ready.')).toBeInTheDocument();
    expect(humanizer().getByRole('region', { name: 'Original' })).toHaveTextContent("In today's fast-paced world");
    expect(humanizer().getByRole('region', { name: 'Humanized' }).querySelectorAll('ins')).toHaveLength(2);
    expect(humanizer().getByRole('region', { name: 'Readability' })).toHaveTextContent('38 Difficult to 65 Plain English');
    expect(humanizer().getByText("Edited by Inkwell's offline editor")).toBeInTheDocument();
    // The counter moved and the humanized version is in the history: both are read again.
    await waitFor(() => expect(view.api.callsTo('GET', '/api/auth/me').length).toBeGreaterThan(meCalls));
    await waitFor(() => expect(view.api.callsTo('GET', '/api/content/history').length).toBeGreaterThan(historyCalls));

    await view.user.click(humanizer().getByRole('button', { name: 'Use Humanized Version' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const panel = within(contentPanel());
    expect(panel.getByText('Humanized')).toBeInTheDocument();
    expect(await panel.findByRole('heading', { name: 'Why consistency matters' })).toBeInTheDocument();
    expect(contentPanel()).toHaveTextContent('Consistency matters for creators. Posting on a schedule');
    expect(contentPanel()).not.toHaveTextContent("In today's fast-paced world");
    expect(contentPanel()).toHaveTextContent("Humanized by Inkwell's offline editor");
    expect(panel.getByText('The humanized blog post is shown.')).toBeInTheDocument();
    // Focus goes back to Humanize, which can run again on the humanized version.
    await waitFor(() => expect(panel.getByRole('button', { name: 'Humanize' })).toHaveFocus());

    // The draft keeps the humanized text as its next version; Edit opens the draft, not the humanized record.
    await waitFor(() =>
      expect(view.api.callsTo('PATCH', `/api/content/${PIECE_ID}`).map((call) => call.body)).toEqual([
        { content: humanizedText, source: 'humanized', humanized_id: 'humanized-1' },
      ]),
    );
    await waitFor(() => expect(panel.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/library/${PIECE_ID}`));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the draft could not keep the humanized text as a version, and still shows it', async () => {
    const view = setup({
      'POST /api/content/humanize': { body: makeHumanizeResponse({ source_id: PIECE_ID }) },
      [`PATCH /api/content/${PIECE_ID}`]: { status: 404, body: { detail: 'This piece is not in your library. It may have been deleted.' } },
    });
    await generateBlogPost(view);
    await openHumanizer(view);
    await view.user.click(await humanizer().findByRole('button', { name: 'Use Humanized Version' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The humanized version is shown, but we couldn't save it as a version of your draft. This piece is not in your library. It may have been deleted.",
    );
    expect(contentPanel()).toHaveTextContent('Consistency matters for creators.');
    expect(within(contentPanel()).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/library/humanized-1');
  });

  it('text that was never saved is not sent as a version', async () => {
    const view = setup({ 'POST /api/content/humanize': { body: makeHumanizeResponse({ source_id: null }) } });
    await generateBlogPost(view);
    await openHumanizer(view);
    await view.user.click(await humanizer().findByRole('button', { name: 'Use Humanized Version' }));
    await waitFor(() => expect(contentPanel()).toHaveTextContent('Consistency matters for creators.'));
    expect(view.api.requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
  });

  it('copies the humanized content from the modal', async () => {
    const view = setup({ 'POST /api/content/humanize': { body: makeHumanizeResponse() } });
    await generateBlogPost(view);
    await openHumanizer(view);

    await view.user.click(await humanizer().findByRole('button', { name: 'Copy Humanized Content' }));
    expect(await humanizer().findByText('Content copied to clipboard!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(makeHumanizeResponse().humanized_text);
  });

  it('stops the request when the modal is closed while it streams, and keeps the draft', async () => {
    const stream = eventStreamResponse();
    const view = setup({ 'POST /api/content/humanize': { response: stream.response } });
    await generateBlogPost(view);
    await openHumanizer(view);
    stream.send({ event: 'delta', data: { text: 'Consistency' } });
    expect(await humanizer().findByText('Humanizing…')).toBeInTheDocument();

    await view.user.click(humanizer().getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const call = view.api.fetchMock.mock.calls.find(([input]) => typeof input === 'string' && input.endsWith('/content/humanize'));
    expect(call?.[1]?.signal?.aborted).toBe(true);
    expect(contentPanel()).toHaveTextContent("In today's fast-paced world");
    expect(within(contentPanel()).queryByText('Humanized')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("sends a social post's platform", async () => {
    const view = setup({
      'POST /api/content/social-media': { response: eventStreamOf([generated('Ship it today. #launch')]) },
      'POST /api/content/humanize': { body: makeHumanizeResponse({ content_type: 'social_media', humanized_text: 'Ship it today. #launch' }) },
    });
    await view.user.click(await screen.findByRole('tab', { name: 'Social Media' }));
    await view.user.type(within(screen.getByRole('tabpanel')).getByLabelText('Topic'), 'Launch');
    await view.user.click(screen.getByRole('button', { name: 'Generate Social Post' }));
    await screen.findByText('Your social post is ready.');
    await pressHumanize(view);

    await waitFor(() =>
      expect(view.api.callsTo('POST', '/api/content/humanize')[0]?.body).toEqual({
        text: 'Ship it today. #launch',
        content_type: 'social_media',
        id: PIECE_ID,
        platform: 'twitter',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Humanize your social post' })).toBeInTheDocument();
  });
});

describe('dashboard humanizer: history', () => {
  const humanizedItem: LibraryItem = makeLibraryItem({
    id: 'humanized-1',
    created_at: '2026-05-04T09:30:00.000Z',
    content: '## Why consistency matters\n\nConsistency matters for creators.',
    engine: 'offline',
    model: 'inkwell-offline-humanizer',
    metadata: { type: 'humanized', topic: 'Consistency', humanized: { content_type: 'blog_post', source_id: PIECE_ID } },
  });

  it('names a humanized item by what it was, and opens it as that kind with its badge', async () => {
    const view = setup({ 'GET /api/content/history': { body: [humanizedItem] } });
    const recent = within(await screen.findByRole('region', { name: 'Recent Content' }));
    const item = await recent.findByRole('button', { name: /Consistency/ });
    expect(item).toHaveTextContent('Humanized Blog Post');

    await view.user.click(item);
    const panel = within(contentPanel());
    expect(await panel.findByRole('heading', { name: 'Why consistency matters' })).toBeInTheDocument();
    expect(panel.getByText('Humanized')).toBeInTheDocument();
    expect(panel.getByText('Blog Post')).toBeInTheDocument();
  });
});

describe('dashboard humanizer: errors', () => {
  it('403 for the quota: the message in the modal with an Upgrade your plan link', async () => {
    const view = setup({ 'POST /api/content/humanize': { status: 403, body: { detail: USAGE_LIMIT } } });
    await generateBlogPost(view);
    await openHumanizer(view);

    const alert = await humanizer().findByRole('alert');
    expect(alert).toHaveTextContent(USAGE_LIMIT);
    expect(within(alert).getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/pricing');
    expect(humanizer().getByRole('button', { name: 'Use Humanized Version' })).toBeDisabled();
  });

  it("403 for the plan: the server's words, not the usage limit's", async () => {
    const view = setup({ 'POST /api/content/humanize': { status: 403, body: { detail: NEEDS_PLAN } } });
    await generateBlogPost(view);
    await openHumanizer(view);

    const alert = await humanizer().findByRole('alert');
    expect(alert).toHaveTextContent(NEEDS_PLAN);
    expect(alert).not.toHaveTextContent(USAGE_LIMIT);
  });

  it("says 'No content to humanize' for a blank draft without asking the server", async () => {
    const blank: LibraryItem = makeLibraryItem({
      id: 'blank-1',
      created_at: '2026-05-04T09:30:00.000Z',
      content: '   ',
      engine: 'offline',
      model: 'inkwell-offline-composer',
      metadata: { type: 'blog_post', topic: 'Empty post' },
    });
    const view = setup({ 'GET /api/content/history': { body: [blank] } });
    await view.user.click(await within(await screen.findByRole('region', { name: 'Recent Content' })).findByRole('button', { name: /Empty post/ }));
    await pressHumanize(view);

    expect(await within(contentPanel()).findByRole('alert')).toHaveTextContent('No content to humanize');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.api.callsTo('POST', '/api/content/humanize')).toHaveLength(0);
  });

  it("422 from the server: 'No content to humanize' in the modal", async () => {
    const view = setup({ 'POST /api/content/humanize': { status: 422, body: { detail: 'No content to humanize' } } });
    await generateBlogPost(view);
    await openHumanizer(view);
    expect(await humanizer().findByRole('alert')).toHaveTextContent('No content to humanize');
  });

  it('413 names the limit; an error event mid-stream reads as docs/product/errors.md#generation (500: the server error text)', async () => {
    const tooLong = 'text must be at most 20,000 characters';
    const view = setup({ 'POST /api/content/humanize': { status: 413, body: { detail: tooLong } } });
    await generateBlogPost(view);
    await openHumanizer(view);
    expect(await humanizer().findByRole('alert')).toHaveTextContent(tooLong);
    await view.user.click(humanizer().getByRole('button', { name: 'Close' }));

    const stream = eventStreamResponse();
    mockApi({
      ...publicRoutes(),
      'GET /api/auth/me': { body: basic },
      'GET /api/content/history': { body: [] },
      'POST /api/content/humanize': { response: stream.response },
    });
    await openHumanizer(view);
    stream.send({ event: 'delta', data: { text: 'Consis' } });
    stream.send({ event: 'error', data: { detail: 'boom', status: 500 } });
    stream.close();
    expect(await humanizer().findByRole('alert')).toHaveTextContent('Server error occurred. Please try again in a few moments.');
  });
});

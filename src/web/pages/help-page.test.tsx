import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HistoryItem } from '../../contract/content';
import type { Tier } from '../../contract/plans';
import type { SupportRequest } from '../../contract/support';
import { makeUser } from '../test/fixtures';
import { mockApi, publicRoutes, type MockHandler } from '../test/mock-api';
import { renderApp, storeSessionToken } from '../test/render-app';

const PIECE_ID = '0b6f1c52-8a43-4a5e-9a57-2d0c4c1e9f10';
const PASTED_ID = '7d7c2f1e-52a4-4c3b-8f0e-1a2b3c4d5e6f';

function historyItem(overrides: Partial<HistoryItem> = {}): HistoryItem {
  return {
    id: PIECE_ID,
    created_at: '2026-04-20T09:15:00.000Z',
    content: '# Ten hooks that work',
    engine: 'offline',
    model: 'inkwell-offline-composer',
    metadata: { type: 'blog_post', topic: 'Ten hooks that work' },
    ...overrides,
  };
}

function supportRequest(overrides: Partial<SupportRequest> = {}): SupportRequest {
  return {
    id: 'req-1',
    subject: 'Publishing to LinkedIn fails',
    message: 'Every time I publish to LinkedIn I get an error.',
    content_id: null,
    priority: false,
    tier: 'free',
    status: 'open',
    created_at: '2026-05-01T08:00:00.000Z',
    ...overrides,
  };
}

/**
 * The Help page for a creator on `tier`, against a server that keeps the requests it is sent (newest
 * first), unless `routes` answers otherwise.
 */
function setup(options: { tier?: Tier; requests?: SupportRequest[]; history?: HistoryItem[]; routes?: Record<string, MockHandler> } = {}) {
  const tier = options.tier ?? 'free';
  const stored = [...(options.requests ?? [])];
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: makeUser({ subscription_tier: tier }) },
    'GET /api/content/history': { body: options.history ?? [historyItem()] },
    'GET /api/support': () => ({ body: stored }),
    'POST /api/support': (request) => {
      const body = request.body as { subject: string; message: string; content_id?: string };
      const created = supportRequest({
        id: `req-${stored.length + 1}`,
        subject: body.subject,
        message: body.message,
        content_id: body.content_id ?? null,
        priority: tier !== 'free',
        tier,
        created_at: new Date().toISOString(),
      });
      stored.unshift(created);
      return { status: 201, body: created };
    },
    ...options.routes,
  });
  storeSessionToken('session-token');
  return { api, ...renderApp({ path: '/help' }) };
}

const form = () => screen.findByRole('form', { name: 'Contact support' });
const requestsSection = async () => within(await screen.findByRole('region', { name: 'Your requests' }));

describe('/help', () => {
  it('answers common questions with links to pricing, the subscription and privacy', async () => {
    setup();

    expect(await screen.findByRole('heading', { name: 'Help', level: 1 })).toBeInTheDocument();
    const links = within(screen.getByRole('region', { name: 'Quick answers' }));
    expect(links.getByRole('link', { name: /Plans and limits/ })).toHaveAttribute('href', '/pricing');
    expect(links.getByRole('link', { name: /Your subscription/ })).toHaveAttribute('href', '/subscription');
    expect(links.getByRole('link', { name: /Privacy and your data/ })).toHaveAttribute('href', '/privacy');
    expect(screen.getByText('We reply by e-mail to ada@example.com.')).toBeInTheDocument();
  });

  it('tells a Free creator they are in the standard queue, with the way to priority support', async () => {
    setup({ tier: 'free' });

    await form();
    expect(screen.getByText('Standard queue')).toBeInTheDocument();
    expect(screen.getByText('Priority support: we answer paid plans first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade for priority support' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByText('Priority queue')).not.toBeInTheDocument();
  });

  it.each(['basic', 'pro', 'enterprise'] as const)('tells a %s creator their requests are answered first', async (tier) => {
    setup({ tier });

    await form();
    expect(screen.getByText('Priority queue')).toBeInTheDocument();
    expect(screen.getByText('Priority support: we answer paid plans first.')).toBeInTheDocument();
    expect(screen.getByText(/includes Priority Support: your requests are answered before those in the standard queue\./)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade for priority support' })).not.toBeInTheDocument();
  });

  it('says when there are no requests yet', async () => {
    setup();

    const section = await requestsSection();
    expect(await section.findByText('No requests yet. Once you send one, it shows here with its status.')).toBeInTheDocument();
  });

  it('sends a request about a piece from the history, confirms it and lists it as Open and Priority', async () => {
    const { api, user } = setup({ tier: 'pro' });

    await form();
    await user.type(screen.getByLabelText('Subject'), 'Publishing to LinkedIn fails');
    await user.type(screen.getByLabelText('Message'), 'Every time I publish to LinkedIn I get an error.');
    const picker = screen.getByLabelText('Related content (optional)');
    await waitFor(() => expect(within(picker).getByRole('option', { name: 'Blog Post · Ten hooks that work · April 20, 2026' })).toBeInTheDocument());
    await user.selectOptions(picker, PIECE_ID);
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Your request has been sent.')).toBeInTheDocument();
    expect(screen.getByText(/We'll answer “Publishing to LinkedIn fails” by e-mail at ada@example.com\./)).toBeInTheDocument();
    const [call] = api.callsTo('POST', '/api/support');
    expect(call!.body).toEqual({
      subject: 'Publishing to LinkedIn fails',
      message: 'Every time I publish to LinkedIn I get an error.',
      content_id: PIECE_ID,
    });
    expect(call!.headers.get('Authorization')).toBe('Bearer session-token');
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Related content (optional)')).toHaveValue('');

    const section = await requestsSection();
    const card = within(await section.findByRole('article', { name: 'Publishing to LinkedIn fails' }));
    expect(card.getByText('Open')).toBeInTheDocument();
    expect(card.getByText('Priority')).toBeInTheDocument();
    expect(card.getByText('Blog Post · Ten hooks that work · April 20, 2026')).toBeInTheDocument();
  });

  it('sends a pasted content id, and refuses one that is not an id', async () => {
    const { api, user } = setup();

    await form();
    await user.type(screen.getByLabelText('Subject'), 'Old post');
    await user.type(screen.getByLabelText('Message'), 'A post from last year looks wrong.');
    await user.selectOptions(screen.getByLabelText('Related content (optional)'), 'Another piece: paste its id');
    await user.type(screen.getByLabelText('Content id'), 'yesterday');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Paste the id of a piece in your history, or choose one from the list.');
    expect(api.callsTo('POST', '/api/support')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Content id'));
    await user.type(screen.getByLabelText('Content id'), PASTED_ID);
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Your request has been sent.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/support')[0]!.body).toMatchObject({ content_id: PASTED_ID });
  });

  it('checks the subject and message before sending', async () => {
    const { api, user } = setup();

    await form();
    await user.type(screen.getByLabelText('Subject'), 'Hi');
    await user.type(screen.getByLabelText('Message'), 'Help me please');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('subject must be at least 3 characters');
    await user.clear(screen.getByLabelText('Subject'));
    await user.type(screen.getByLabelText('Subject'), 'Help');
    await user.clear(screen.getByLabelText('Message'));
    await user.type(screen.getByLabelText('Message'), 'Help me');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('message must be at least 10 characters');
    expect(api.callsTo('POST', '/api/support')).toHaveLength(0);
  });

  it("shows the server's reason when the request is refused, and keeps what was typed", async () => {
    const detail = 'You can send up to 5 support requests an hour, and we already have your earlier ones. Please try again in 42 minutes.';
    const { user } = setup({ routes: { 'POST /api/support': { status: 429, body: { detail } } } });

    await form();
    await user.type(screen.getByLabelText('Subject'), 'Another question');
    await user.type(screen.getByLabelText('Message'), 'One more thing I wanted to ask.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(screen.getByLabelText('Subject')).toHaveValue('Another question');
    expect(screen.queryByText('Your request has been sent.')).not.toBeInTheDocument();
  });

  it('says so plainly when the related content is not in the history', async () => {
    const { user } = setup({ routes: { 'POST /api/support': { status: 404, body: { detail: 'content_id: no such item in your history' } } } });

    await form();
    await user.type(screen.getByLabelText('Subject'), 'Old post');
    await user.type(screen.getByLabelText('Message'), 'A post from last year looks wrong.');
    await user.selectOptions(screen.getByLabelText('Related content (optional)'), 'Another piece: paste its id');
    await user.type(screen.getByLabelText('Content id'), PASTED_ID);
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('That content is not in your history. Pick a piece from the list or check the id.');
  });

  it('lists the requests with their status, queue and related content, and opens a long message', async () => {
    const long = `${'The export keeps failing on the last step. '.repeat(8)}The end.`;
    const { user } = setup({
      requests: [
        supportRequest({ id: 'req-3', subject: 'Billing question', status: 'answered', priority: true, tier: 'basic' }),
        supportRequest({ id: 'req-2', subject: 'Export fails', message: long, content_id: PASTED_ID }),
        supportRequest({ id: 'req-1', subject: 'Old one', status: 'closed' }),
      ],
    });

    const section = await requestsSection();
    const cards = await section.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Billing question', 'Export fails', 'Old one']);
    expect(within(cards[0]!).getByText('Answered')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Priority')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Closed')).toBeInTheDocument();
    expect(within(cards[2]!).queryByText('Priority')).not.toBeInTheDocument();
    // A piece older than the picker's list is named by its id.
    expect(within(cards[1]!).getByText(PASTED_ID)).toBeInTheDocument();

    const toggle = within(cards[1]!).getByRole('button', { name: 'Show full message' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(cards[1]!).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(cards[0]!).queryByRole('button', { name: 'Show full message' })).not.toBeInTheDocument();
  });

  it('shows a loading state, then a failed load with a way to try again', async () => {
    let fail = true;
    const { api, user } = setup({
      routes: {
        'GET /api/support': () => (fail ? { status: 500, body: { detail: 'Internal server error' } } : { body: [supportRequest()] }),
      },
    });

    expect(await screen.findByRole('status', { name: 'Loading your requests' })).toBeInTheDocument();
    const section = await requestsSection();
    expect(await section.findByRole('alert')).toHaveTextContent('Failed to load your support requests.');
    fail = false;
    await user.click(section.getByRole('button', { name: 'Try again' }));

    expect(await section.findByRole('article', { name: 'Publishing to LinkedIn fails' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/support').length).toBeGreaterThanOrEqual(2);
  });

  it('still offers the id field when the history cannot be loaded', async () => {
    setup({ routes: { 'GET /api/content/history': { status: 500, body: { detail: 'Internal server error' } } } });

    await form();
    expect(await screen.findByText('Your recent content could not be loaded; you can still paste the id of a piece.')).toBeInTheDocument();
    const picker = screen.getByLabelText('Related content (optional)');
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['None', 'Another piece: paste its id']);
  });
});

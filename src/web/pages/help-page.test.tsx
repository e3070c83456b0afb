import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HistoryItem } from '../../contract/content';
import type { Tier } from '../../contract/plans';
import type { SupportRequest } from '../../contract/support';
import { makeConfig, makePlans, makeUser } from '../test/fixtures';
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
  it('answers common questions in place, each opening under its question', async () => {
    const { user } = setup();

    expect(await screen.findByRole('heading', { name: 'Help', level: 1 })).toBeInTheDocument();
    const answers = within(screen.getByRole('region', { name: 'Quick answers' }));
    for (const question of [
      'How much can I make each month?',
      'Which plans include the AI Humanizer?',
      'Which files can the summarizer read?',
      'Is a post published through a demo connection really posted?',
      'What happens when I cancel my subscription?',
      'How do I have my data deleted?',
    ]) {
      expect(answers.getByText(question).closest('summary')).not.toBeNull();
    }
    const cancel = answers.getByText('What happens when I cancel my subscription?').closest('details')!;
    expect(cancel).not.toHaveAttribute('open');
    await user.click(answers.getByText('What happens when I cancel my subscription?'));
    expect(cancel).toHaveAttribute('open');
    expect(within(cancel).getByText(/Your plan stays until the end of the period you have paid for; then your account moves to the Free plan\./)).toBeVisible();
    expect(within(cancel).getByRole('link', { name: 'Subscription' })).toHaveAttribute('href', '/subscription');
    const data = answers.getByText('How do I have my data deleted?').closest('details')!;
    expect(within(data).getByRole('link', { name: 'Data deletion' })).toHaveAttribute('href', '/privacy#data-deletion');
  });

  it("states the creator's monthly allowance from the plan catalogue the server serves", async () => {
    const plans = makePlans().map((plan) => (plan.id === 'free' ? { ...plan, video_scripts: 7, social_posts: 1 } : plan));
    setup({ routes: { 'GET /api/plans': { body: { plans } } } });

    const answers = within(await screen.findByRole('region', { name: 'Quick answers' }));
    expect(
      await answers.findByText(/^Your Free Plan includes 7 video scripts, 5 blog posts, 1 social post, 5 newsletters and 5 summaries a month\./),
    ).toBeInTheDocument();
    expect(answers.getByText(/The counts start again on the 1st of every month \(UTC\)\./)).toBeInTheDocument();
    // The humanizer's plans come from the same catalogue; Free is not one of them.
    expect(answers.getByText(/It is part of the Basic, Pro and Enterprise plans\. Your Free Plan does not include it\./)).toBeInTheDocument();
  });

  it('tells an Enterprise creator their plan has no monthly limit, and that the humanizer is theirs', async () => {
    setup({ tier: 'enterprise' });

    const answers = within(await screen.findByRole('region', { name: 'Quick answers' }));
    expect(
      await answers.findByText(/Your Enterprise Plan has no monthly limit on video scripts, blog posts, social posts, newsletters, summaries and humanizations\./),
    ).toBeInTheDocument();
    expect(answers.getByText(/Your Enterprise Plan includes it: use Humanize under a draft on the dashboard\./)).toBeInTheDocument();
  });

  it("names the summarizer's file size limit and whether audio and video can be read, from the server's settings", async () => {
    setup({ routes: { 'GET /api/config': { body: makeConfig({ max_upload_bytes: 20 * 1024 * 1024, transcription: false }) } } });

    const answers = within(await screen.findByRole('region', { name: 'Quick answers' }));
    expect(await answers.findByText(/PDF and Word \(\.docx\) files of up to 20 MB\./)).toBeInTheDocument();
    expect(answers.getByText('Audio and video files cannot be summarized here yet: no transcription service is connected to this Inkwell server.')).toBeInTheDocument();
  });

  it('promises a reply by e-mail when the server mails requests to a support team', async () => {
    setup({ routes: { 'GET /api/config': { body: makeConfig({ support_by_email: true }) } } });

    expect(await screen.findByText('We reply by e-mail to ada@example.com.')).toBeInTheDocument();
  });

  it('says where requests go, and promises no e-mail, when no support address is set', async () => {
    const { user } = setup({ routes: { 'GET /api/config': { body: makeConfig({ support_by_email: false }) } } });

    expect(
      await screen.findByText(
        'Support e-mail is not set up on this Inkwell server: your requests are saved under “Your requests”, where you can follow their status, and no reply comes by e-mail.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/We reply by e-mail/)).not.toBeInTheDocument();

    await form();
    await user.type(screen.getByLabelText('Subject'), 'Where do my drafts go?');
    await user.type(screen.getByLabelText('Message'), 'I generated a blog post yesterday and cannot find it.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Your request has been sent.')).toBeInTheDocument();
    expect(screen.getByText('“Where do my drafts go?” is saved under “Your requests”, where you can follow its status.')).toBeInTheDocument();
    expect(screen.queryByText(/by e-mail at/)).not.toBeInTheDocument();
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

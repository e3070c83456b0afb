import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GenerationResponse, HistoryItem } from '../../contract/content';
import type { User } from '../../contract/auth';
import { eventStreamOf, eventStreamResponse } from '../test/event-stream';
import { makeConfig, makeUser } from '../test/fixtures';
import { mockApi, publicRoutes, type MockHandler } from '../test/mock-api';
import { renderApp, storeSessionToken } from '../test/render-app';

const USAGE_LIMIT = 'Usage limit exceeded. Please upgrade your plan to continue.';

function done(content: string, overrides: Partial<GenerationResponse> = {}) {
  return {
    event: 'done' as const,
    data: { id: 'piece-1', content, engine: 'offline' as const, model: 'inkwell-offline-composer', ...overrides },
  };
}

function historyItem(overrides: Partial<HistoryItem> & { type?: HistoryItem['metadata']['type']; topic?: string } = {}): HistoryItem {
  const { type = 'video_script', topic = 'Morning routines', ...rest } = overrides;
  return {
    id: `item-${topic}`,
    created_at: '2026-05-04T09:30:00.000Z',
    content: `Script about ${topic}`,
    engine: 'offline',
    model: 'inkwell-offline-composer',
    metadata: { type, topic },
    ...rest,
  };
}

function setup(routes: Record<string, MockHandler> = {}, options: { user?: User; path?: string } = {}) {
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: options.user ?? makeUser() },
    'GET /api/content/history': { body: [] },
    ...routes,
  });
  storeSessionToken('session-token');
  const view = renderApp({ path: options.path ?? '/dashboard' });
  return { api, ...view };
}

/** The selected tab's panel: every form stays mounted, the others hidden. */
const form = () => within(screen.getByRole('tabpanel'));
const openForm = async () => within(await screen.findByRole('tabpanel'));
const contentPanel = () => screen.getByRole('region', { name: 'Generated Content' });

describe('dashboard generators: what each form sends', () => {
  it('Video Scripts sends the topic with the defaults (youtube, engaging, medium) and asks for a stream', async () => {
    const { api, user } = setup({ 'POST /api/content/video-script': { response: eventStreamOf([done('A script')]) } });

    await user.type((await openForm()).getByLabelText('Topic'), '  Coffee at home  ');
    await user.click(screen.getByRole('button', { name: 'Generate Video Script' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/content/video-script')).toHaveLength(1));
    const request = api.callsTo('POST', '/api/content/video-script')[0]!;
    expect(request.body).toEqual({ topic: 'Coffee at home', platform: 'youtube', target_audience: '', tone: 'engaging', duration: 'medium' });
    expect(request.headers.get('Accept')).toBe('text/event-stream');
    expect(request.headers.get('Authorization')).toBe('Bearer session-token');
  });

  it('Video Scripts offers every platform, tone and duration of the options table', async () => {
    const { api, user } = setup({ 'POST /api/content/video-script': { response: eventStreamOf([done('A script')]) } });

    const platform = (await openForm()).getByLabelText('Platform');
    expect(within(platform).getAllByRole('option').map((option) => option.textContent)).toEqual(['YouTube', 'TikTok', 'Instagram Reels']);
    expect(within(form().getByLabelText('Duration')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Short (1-3 min)',
      'Medium (3-8 min)',
      'Long (8+ min)',
    ]);
    expect(within(form().getByLabelText('Tone')).getAllByRole('option')).toHaveLength(5);

    await user.type(form().getByLabelText('Topic'), 'Editing tips');
    await user.selectOptions(platform, 'TikTok');
    await user.type(form().getByLabelText('Target Audience'), ' New creators ');
    await user.selectOptions(form().getByLabelText('Tone'), 'Funny');
    await user.selectOptions(form().getByLabelText('Duration'), 'Short (1-3 min)');
    await user.click(screen.getByRole('button', { name: 'Generate Video Script' }));

    await waitFor(() =>
      expect(api.callsTo('POST', '/api/content/video-script')[0]?.body).toEqual({
        topic: 'Editing tips',
        platform: 'tiktok',
        target_audience: 'New creators',
        tone: 'funny',
        duration: 'short',
      }),
    );
  });

  it('Blog Posts sends keywords split on commas (trimmed, empties dropped) and the word count, default 1000', async () => {
    const { api, user } = setup({ 'POST /api/content/blog-post': { response: eventStreamOf([done('# Post')]) } });

    await user.click(await screen.findByRole('tab', { name: 'Blog Posts' }));
    expect(form().getByLabelText('Word Count')).toHaveValue(1000);
    expect(form().getByLabelText('Word Count')).toHaveAttribute('min', '300');
    expect(form().getByLabelText('Word Count')).toHaveAttribute('max', '5000');
    expect(within(form().getByLabelText('Tone')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Professional',
      'Casual',
      'Technical',
      'Friendly',
    ]);

    await user.type(form().getByLabelText('Topic'), 'Content calendars');
    await user.type(form().getByLabelText('Target Keywords'), ' planning, ,editorial calendar ,  ');
    await user.click(screen.getByRole('button', { name: 'Generate Blog Post' }));

    await waitFor(() =>
      expect(api.callsTo('POST', '/api/content/blog-post')[0]?.body).toEqual({
        topic: 'Content calendars',
        target_keywords: ['planning', 'editorial calendar'],
        target_audience: '',
        word_count: 1000,
        tone: 'professional',
      }),
    );
  });

  it('Blog Posts sends a changed word count and tone', async () => {
    const { api, user } = setup({ 'POST /api/content/blog-post': { response: eventStreamOf([done('# Post')]) } });

    await user.click(await screen.findByRole('tab', { name: 'Blog Posts' }));
    await user.type(form().getByLabelText('Topic'), 'APIs');
    await user.clear(form().getByLabelText('Word Count'));
    await user.type(form().getByLabelText('Word Count'), '2500');
    await user.selectOptions(form().getByLabelText('Tone'), 'Technical');
    await user.click(screen.getByRole('button', { name: 'Generate Blog Post' }));

    await waitFor(() =>
      expect(api.callsTo('POST', '/api/content/blog-post')[0]?.body).toMatchObject({ word_count: 2500, tone: 'technical', target_keywords: [] }),
    );
  });

  it('Blog Posts checks each keyword, not the whole line, against the contract: a long list of short keywords is sent', async () => {
    const { api, user } = setup({ 'POST /api/content/blog-post': { response: eventStreamOf([done('# Post')]) } });
    const keywords = ['content calendar', 'editorial planning', 'social media scheduling', 'newsletter cadence', 'repurposing'];

    await user.click(await screen.findByRole('tab', { name: 'Blog Posts' }));
    await user.type(form().getByLabelText('Topic'), 'Planning');
    await user.type(form().getByLabelText('Target Keywords'), keywords.join(', '));
    await user.click(screen.getByRole('button', { name: 'Generate Blog Post' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/content/blog-post')[0]?.body).toMatchObject({ target_keywords: keywords }));
  });

  it("Blog Posts shows the contract's message and sends nothing when there are too many keywords", async () => {
    const { api, user } = setup({ 'POST /api/content/blog-post': { response: eventStreamOf([done('# Post')]) } });

    await user.click(await screen.findByRole('tab', { name: 'Blog Posts' }));
    await user.type(form().getByLabelText('Topic'), 'Too many');
    await user.type(form().getByLabelText('Target Keywords'), Array.from({ length: 21 }, (_, index) => `k${index}`).join(','));
    await user.click(screen.getByRole('button', { name: 'Generate Blog Post' }));

    expect(await form().findByRole('alert')).toHaveTextContent('The target keywords may have at most 20 entries.');
    expect(api.callsTo('POST', '/api/content/blog-post')).toHaveLength(0);
  });

  it('Social Media sends twitter, casual and hashtags on by default; hashtags can be turned off', async () => {
    const { api, user } = setup({
      'POST /api/content/social-media': () => ({ response: eventStreamOf([done('A post')]) }),
    });

    await user.click(await screen.findByRole('tab', { name: 'Social Media' }));
    expect(within(form().getByLabelText('Platform')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Twitter/X',
      'LinkedIn',
      'Instagram',
      'Facebook',
      'TikTok',
    ]);
    expect(form().getByLabelText('Include hashtags')).toBeChecked();
    await user.type(form().getByLabelText('Topic'), 'Launch day');
    await user.click(screen.getByRole('button', { name: 'Generate Social Post' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/content/social-media')[0]?.body).toEqual({
        topic: 'Launch day',
        platform: 'twitter',
        tone: 'casual',
        include_hashtags: true,
      }),
    );

    await screen.findByText('A post');
    await user.click(form().getByLabelText('Include hashtags'));
    await user.selectOptions(form().getByLabelText('Platform'), 'LinkedIn');
    await user.selectOptions(form().getByLabelText('Tone'), 'Inspiring');
    await user.click(screen.getByRole('button', { name: 'Generate Social Post' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/content/social-media')[1]?.body).toEqual({
        topic: 'Launch day',
        platform: 'linkedin',
        tone: 'inspiring',
        include_hashtags: false,
      }),
    );
  });

  it('Newsletter sends sections split on commas', async () => {
    const { api, user } = setup({ 'POST /api/content/newsletter': { response: eventStreamOf([done('# Issue')]) } });

    await user.click(await screen.findByRole('tab', { name: 'Newsletter' }));
    expect(within(form().getByLabelText('Tone')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Professional',
      'Casual',
      'Friendly',
      'Authoritative',
    ]);
    await user.type(form().getByLabelText('Topic'), 'May recap');
    await user.type(form().getByLabelText('Target Audience'), 'Subscribers');
    await user.type(form().getByLabelText('Sections'), 'Highlights,, Tips , Links');
    await user.selectOptions(form().getByLabelText('Tone'), 'Friendly');
    await user.click(screen.getByRole('button', { name: 'Generate Newsletter' }));

    await waitFor(() =>
      expect(api.callsTo('POST', '/api/content/newsletter')[0]?.body).toEqual({
        topic: 'May recap',
        target_audience: 'Subscribers',
        sections: ['Highlights', 'Tips', 'Links'],
        tone: 'friendly',
      }),
    );
  });
});

describe('dashboard generators: tabs and the busy flag', () => {
  it('shows five tabs; the last one holds the Summarizer', async () => {
    const { user } = setup();

    const tabs = within(await screen.findByRole('tablist', { name: 'Content types' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Video Scripts', 'Blog Posts', 'Social Media', 'Newsletter', 'Summarizer']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Summarizer' }));
    expect(within(screen.getByRole('tabpanel', { name: 'Summarizer' })).getByRole('form', { name: 'Summarizer' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = setup();

    await user.click(await screen.findByRole('tab', { name: 'Video Scripts' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Blog Posts' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Blog Posts' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Summarizer' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Video Scripts' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps Generate disabled while the topic is empty or only spaces', async () => {
    const { user } = setup();

    const button = await screen.findByRole('button', { name: 'Generate Video Script' });
    expect(button).toBeDisabled();
    await user.type(form().getByLabelText('Topic'), '   ');
    expect(button).toBeDisabled();
    await user.type(form().getByLabelText('Topic'), 'x');
    expect(button).toBeEnabled();
  });

  it('disables every Generate button while one generation runs, and shows its progress', async () => {
    const stream = eventStreamResponse();
    const { user } = setup({ 'POST /api/content/video-script': { response: stream.response } });

    await user.type((await openForm()).getByLabelText('Topic'), 'Busy');
    await user.click(screen.getByRole('button', { name: 'Generate Video Script' }));

    expect(await screen.findByRole('button', { name: 'Generating…' })).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: 'Blog Posts' }));
    await user.type(form().getByLabelText('Topic'), 'Another');
    expect(screen.getByRole('button', { name: 'Generate Blog Post' })).toBeDisabled();

    stream.send(done('Finished'));
    stream.close();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate Blog Post' })).toBeEnabled());
  });
});

describe('dashboard generators: the content panel', () => {
  it('shows the text as it streams, then the final text, the engine, and reads usage and history again', async () => {
    const stream = eventStreamResponse();
    const { api, user } = setup({ 'POST /api/content/video-script': { response: stream.response } });

    await user.type((await openForm()).getByLabelText('Topic'), 'Streaming');
    await user.click(screen.getByRole('button', { name: 'Generate Video Script' }));
    expect(await screen.findByText('Writing your video script…')).toBeInTheDocument();

    stream.send({ event: 'delta', data: { text: 'Hook: ' } });
    await waitFor(() => expect(contentPanel()).toHaveTextContent('Hook:'));
    stream.send({ event: 'delta', data: { text: 'open strong.' } });
    await waitFor(() => expect(contentPanel()).toHaveTextContent('Hook: open strong.'));
    expect(contentPanel()).toHaveAttribute('aria-busy', 'true');
    expect(within(contentPanel()).getByRole('button', { name: 'Copy' })).toBeDisabled();

    const meCalls = api.callsTo('GET', '/api/auth/me').length;
    const historyCalls = api.callsTo('GET', '/api/content/history').length;
    stream.send(done('Hook: open strong.\n\nBody: the final version.'));
    stream.close();

    expect(await screen.findByText('Your video script is ready.')).toBeInTheDocument();
    expect(contentPanel()).toHaveTextContent('Body: the final version.');
    expect(contentPanel()).toHaveAttribute('aria-busy', 'false');
    expect(within(contentPanel()).getByText(/Drafted by Inkwell's offline composer/)).toBeInTheDocument();
    expect(within(contentPanel()).getByText('Sample draft (offline engine)')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/auth/me').length).toBeGreaterThan(meCalls));
    await waitFor(() => expect(api.callsTo('GET', '/api/content/history').length).toBeGreaterThan(historyCalls));
    expect(api.callsTo('GET', '/api/content/history')[0]?.url.searchParams.get('limit')).toBe('5');
  });

  it('updates the usage counters after a generation', async () => {
    let used = 0;
    const { user } = setup({
      'GET /api/auth/me': () => ({ body: makeUser({ usage_counts: { ...makeUser().usage_counts, video_scripts: used } }) }),
      'POST /api/content/video-script': () => {
        used += 1;
        return { response: eventStreamOf([done('Script')]) };
      },
    });

    const usage = within(await screen.findByRole('region', { name: "This month's usage" }));
    await waitFor(() => expect(usage.getAllByRole('listitem')[0]).toHaveTextContent('Video Scripts0 / 5'));
    await user.type(form().getByLabelText('Topic'), 'Counters');
    await user.click(screen.getByRole('button', { name: 'Generate Video Script' }));
    await waitFor(() => expect(usage.getAllByRole('listitem')[0]).toHaveTextContent('Video Scripts1 / 5'));
  });

  it('replaces the text shown so far on a replace event', async () => {
    const stream = eventStreamResponse();
    const { user } = setup({ 'POST /api/content/video-script': { response: stream.response } });

    await user.type((await openForm()).getByLabelText('Topic'), 'Repair');
    await user.click(screen.getByRole('button', { name: 'Generate Video Script' }));
    stream.send({ event: 'delta', data: { text: 'A first draft with a mistake' } });
    await waitFor(() => expect(contentPanel()).toHaveTextContent('A first draft with a mistake'));
    stream.send({ event: 'replace', data: { text: 'A repaired draft' } });
    await waitFor(() => expect(contentPanel()).toHaveTextContent('A repaired draft'));
    expect(contentPanel()).not.toHaveTextContent('mistake');
    stream.send(done('A repaired draft, finished'));
    stream.close();
    await waitFor(() => expect(contentPanel()).toHaveTextContent('A repaired draft, finished'));
  });

  it('reads a plain JSON answer when the server does not stream', async () => {
    const { user } = setup({
      'POST /api/content/video-script': { body: { id: 'p', content: 'Whole script at once', engine: 'openai', model: 'gpt-4o-mini' } },
      'GET /api/config': { body: makeConfig({ ai_engine: 'openai', ai_model: 'gpt-4o-mini' }) },
    });

    await user.type((await openForm()).getByLabelText('Topic'), 'JSON');
    await user.click(screen.getByRole('button', { name: 'Generate Video Script' }));
    expect(await within(contentPanel()).findByText('Whole script at once')).toBeInTheDocument();
    expect(contentPanel()).toHaveTextContent('Written with gpt-4o-mini (OpenAI)');
    expect(contentPanel()).not.toHaveTextContent('offline composer');
  });

  it('copies the content and says so', async () => {
    const { user } = setup({ 'POST /api/content/video-script': { response: eventStreamOf([done('Copy me\nplease')]) } });

    await user.type((await openForm()).getByLabelText('Topic'), 'Copy');
    await user.click(screen.getByRole('button', { name: 'Generate Video Script' }));
    await screen.findByText('Your video script is ready.');
    await user.click(within(contentPanel()).getByRole('button', { name: 'Copy' }));

    expect(await screen.findByText('Content copied to clipboard!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('Copy me\nplease');
  });

  it('renders blog posts as Markdown, with a raw view; links open safely', async () => {
    const markdown = '# Big Title\n\nSome **bold** words and a [link](https://example.com).\n\n- one\n- two';
    const { user } = setup({ 'POST /api/content/blog-post': { response: eventStreamOf([done(markdown)]) } });

    await user.click(await screen.findByRole('tab', { name: 'Blog Posts' }));
    await user.type(form().getByLabelText('Topic'), 'Markdown');
    await user.click(screen.getByRole('button', { name: 'Generate Blog Post' }));

    const panel = within(contentPanel());
    expect(await panel.findByRole('heading', { level: 3, name: 'Big Title' })).toBeInTheDocument();
    expect(panel.getByText('bold').tagName).toBe('STRONG');
    expect(panel.getByRole('link', { name: 'link' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(panel.getAllByRole('listitem')).toHaveLength(2);

    await user.click(panel.getByRole('button', { name: 'Markdown' }));
    expect(panel.getByRole('button', { name: 'Markdown' })).toHaveAttribute('aria-pressed', 'true');
    expect(panel.queryByRole('heading', { name: 'Big Title' })).not.toBeInTheDocument();
    expect(contentPanel()).toHaveTextContent('# Big Title');
  });

  it('counts a post for X with weighted characters (an emoji counts 2) and warns over the limit', async () => {
    let reply = 'Hi 👋';
    const { user } = setup({ 'POST /api/content/social-media': () => ({ response: eventStreamOf([done(reply)]) }) });

    await user.click(await screen.findByRole('tab', { name: 'Social Media' }));
    await user.type(form().getByLabelText('Topic'), 'Count');
    await user.click(screen.getByRole('button', { name: 'Generate Social Post' }));
    const count = await within(contentPanel()).findByText('5 / 280');
    expect(count.parentElement).not.toHaveClass('text-red-700');

    reply = 'a'.repeat(281);
    await user.click(screen.getByRole('button', { name: 'Generate Social Post' }));
    const over = await within(contentPanel()).findByText('281 / 280');
    expect(over.parentElement).toHaveClass('text-red-700');
    expect(contentPanel()).toHaveTextContent('1 over the Twitter/X limit');

    reply = 'Hi 👋';
    await user.selectOptions(form().getByLabelText('Platform'), 'LinkedIn');
    await user.click(screen.getByRole('button', { name: 'Generate Social Post' }));
    expect(await within(contentPanel()).findByText('4 / 3000')).toBeInTheDocument();
  });

  it('offers Humanize and Publish to Social; Free is told the humanizer needs Basic', async () => {
    const { user } = setup({ 'POST /api/content/video-script': { response: eventStreamOf([done('Text')]) } });

    await user.type((await openForm()).getByLabelText('Topic'), 'Buttons');
    await user.click(screen.getByRole('button', { name: 'Generate Video Script' }));
    await screen.findByText('Your video script is ready.');
    const humanize = within(contentPanel()).getByRole('button', { name: 'Humanize' });
    expect(humanize).toBeDisabled();
    expect(humanize).toHaveAccessibleDescription(
      'AI Humanizer is available for Basic plan and higher. Please upgrade your subscription. See plans',
    );
    expect(within(contentPanel()).getByRole('button', { name: 'Publish to Social' })).toBeEnabled();
    expect(within(contentPanel()).getByRole('button', { name: 'Publish to Social' })).not.toHaveAccessibleDescription();
    expect(contentPanel()).not.toHaveTextContent('Publishing arrives soon.');
  });

  it('enables Humanize for paid plans once the draft is written, with no upgrade note', async () => {
    const stream = eventStreamResponse();
    const { user } = setup({ 'POST /api/content/video-script': { response: stream.response } }, { user: makeUser({ subscription_tier: 'basic' }) });

    await user.type((await openForm()).getByLabelText('Topic'), 'Buttons');
    await user.click(screen.getByRole('button', { name: 'Generate Video Script' }));
    stream.send({ event: 'delta', data: { text: 'Te' } });
    await waitFor(() => expect(contentPanel()).toHaveTextContent('Te'));
    expect(within(contentPanel()).getByRole('button', { name: 'Humanize' })).toBeDisabled();
    expect(within(contentPanel()).getByRole('button', { name: 'Publish to Social' })).toBeDisabled();

    stream.send(done('Text'));
    stream.close();
    await screen.findByText('Your video script is ready.');
    const humanize = within(contentPanel()).getByRole('button', { name: 'Humanize' });
    expect(humanize).toBeEnabled();
    expect(humanize).not.toHaveAccessibleDescription();
    expect(contentPanel()).not.toHaveTextContent('Humanizer arrives soon.');
    expect(contentPanel()).not.toHaveTextContent('AI Humanizer is available for Basic plan and higher.');
    expect(within(contentPanel()).getByRole('button', { name: 'Publish to Social' })).toBeEnabled();
  });
});

describe('dashboard generators: errors (docs/product/errors.md#generation)', () => {
  async function generateWith(handler: MockHandler) {
    const view = setup({ 'POST /api/content/video-script': handler });
    await view.user.type((await openForm()).getByLabelText('Topic'), 'Errors');
    await view.user.click(screen.getByRole('button', { name: 'Generate Video Script' }));
    return view;
  }

  it('403: the usage limit text with an Upgrade your plan link to /pricing', async () => {
    await generateWith({ status: 403, body: { detail: USAGE_LIMIT } });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(USAGE_LIMIT);
    expect(within(alert).getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('button', { name: 'Generate Video Script' })).toBeEnabled();
  });

  it('504: the timeout text, without an upgrade link', async () => {
    await generateWith({ status: 504, body: { detail: 'The AI model did not answer in time' } });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Request timed out. Please try again with a shorter content or simpler request.');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
  });

  it('a timed-out request: the timeout text', async () => {
    await generateWith(() => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Request timed out. Please try again with a shorter content or simpler request.',
    );
  });

  it('500: the server error text', async () => {
    await generateWith({ status: 500, body: { detail: 'Internal server error' } });

    expect(await screen.findByRole('alert')).toHaveTextContent('Server error occurred. Please try again in a few moments.');
  });

  it("another error: the server's detail", async () => {
    await generateWith({ status: 502, body: { detail: 'The AI provider refused the request' } });

    expect(await screen.findByRole('alert')).toHaveTextContent('The AI provider refused the request');
  });

  it('an error without a detail: the fallback text', async () => {
    await generateWith({ status: 502, text: '<html>Bad gateway</html>' });

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while generating content. Please try again.');
  });

  it('an error event in the stream: mapped by its status, and the half-written text is taken away', async () => {
    const stream = eventStreamResponse();
    await generateWith({ response: stream.response });
    stream.send({ event: 'delta', data: { text: 'Half a scr' } });
    await waitFor(() => expect(contentPanel()).toHaveTextContent('Half a scr'));
    stream.send({ event: 'error', data: { detail: 'The AI model did not answer in time', status: 504 } });
    stream.close();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Request timed out. Please try again with a shorter content or simpler request.',
    );
    expect(contentPanel()).not.toHaveTextContent('Half a scr');
  });

  it('the error can be dismissed and clears on the next generation', async () => {
    const { user } = await generateWith({ status: 403, body: { detail: USAGE_LIMIT } });

    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('dashboard: Recent Content', () => {
  it("says 'No content generated yet' without history", async () => {
    setup();
    expect(await screen.findByText('No content generated yet')).toBeInTheDocument();
  });

  it('lists the latest pieces with type, date and topic; a click shows one in the panel', async () => {
    const items = [
      historyItem({ type: 'blog_post', topic: 'Remote work', content: '## Working remotely\n\nIt works.' }),
      historyItem({ type: 'video_script', topic: 'Morning routines' }),
    ];
    const { user } = setup({ 'GET /api/content/history': { body: items } });

    const recent = within(await screen.findByRole('region', { name: 'Recent Content' }));
    const buttons = await recent.findAllByRole('button');
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toHaveTextContent('Blog Post');
    expect(buttons[0]).toHaveTextContent('Remote work');
    expect(buttons[0]).toHaveTextContent('May 4, 2026');
    expect(recent.queryByText('No content generated yet')).not.toBeInTheDocument();

    await user.click(buttons[0]!);
    const panel = within(contentPanel());
    expect(panel.getByRole('heading', { name: 'Working remotely' })).toBeInTheDocument();
    expect(panel.getByText('From your history')).toBeInTheDocument();
    expect(buttons[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { name: 'Generated Content' })).toHaveFocus();
  });
});

describe('dashboard: notices from the address', () => {
  it('connected (with demo) raises a notice, then leaves the address', async () => {
    const { router } = setup({}, { path: '/dashboard?connected=twitter&demo=true' });

    expect(await screen.findByText('Connected your Twitter/X account in demo mode.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByText('Connected your Twitter/X account in demo mode.')).toBeInTheDocument();
  });

  it('error raises an error notice, then leaves the address; the notice can be dismissed', async () => {
    const { router, user } = setup({}, { path: '/dashboard?error=access_denied' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not connect the account: access_denied');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByText(/access_denied/)).not.toBeInTheDocument();
  });
});

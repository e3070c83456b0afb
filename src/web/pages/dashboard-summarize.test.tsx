import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../contract/auth';
import type { HistoryItem } from '../../contract/content';
import type { PublicConfig } from '../../contract/public-config';
import type { SummaryEvent, SummaryResponse, SummarySource } from '../../contract/summaries';
import { eventStreamOf, eventStreamResponse, formatEvent } from '../test/event-stream';
import { installFakeXhr } from '../test/fake-xhr';
import { makeConfig, makeUser } from '../test/fixtures';
import { mockApi, publicRoutes, type MockHandler } from '../test/mock-api';
import { renderApp, storeSessionToken } from '../test/render-app';

const USAGE_LIMIT = 'Usage limit exceeded. Please upgrade your plan to continue.';
const ARTICLE = 'Cities grow where trade routes cross. '.repeat(20);

function pastedSource(overrides: Partial<SummarySource> = {}): SummarySource {
  return { kind: 'text', media: 'text', title: 'Pasted text', words_read: 1240, summary_words: 152, ...overrides };
}

function summary(text: string, source: SummarySource = pastedSource(), overrides: Partial<SummaryResponse> = {}): SummaryResponse {
  return { id: 'summary-1', summary: text, engine: 'offline', model: 'inkwell-offline-summarizer', source, ...overrides };
}

function done(response: SummaryResponse): SummaryEvent {
  return { event: 'done', data: response };
}

function setup(routes: Record<string, MockHandler> = {}, options: { user?: User; config?: Partial<PublicConfig> } = {}) {
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/config': { body: makeConfig(options.config) },
    'GET /api/auth/me': { body: options.user ?? makeUser() },
    'GET /api/content/history': { body: [] },
    ...routes,
  });
  storeSessionToken('session-token');
  return { api, ...renderApp({ path: '/dashboard' }) };
}

const summarizer = () => within(screen.getByRole('form', { name: 'Summarizer' }));
const contentPanel = () => screen.getByRole('region', { name: 'Generated Content' });

/** Opens the Summarizer tab and waits for the settings it reads (upload limit, transcription). */
async function openSummarizer(view: ReturnType<typeof setup>) {
  await view.user.click(await screen.findByRole('tab', { name: 'Summarizer' }));
  await waitFor(() => expect(view.api.callsTo('GET', '/api/config').length).toBeGreaterThan(0));
  return summarizer();
}

/** Pastes the text (typing hundreds of characters one by one would only slow the test). */
async function pasteInto(view: ReturnType<typeof setup>, field: HTMLElement, text: string) {
  await view.user.click(field);
  await view.user.paste(text);
}

async function chooseFile(view: ReturnType<typeof setup>, file: File) {
  await view.user.click(summarizer().getByRole('radio', { name: 'File' }));
  await view.user.upload(summarizer().getByLabelText('Upload a file'), file);
}

describe('dashboard Summarizer: the form', () => {
  it('offers Text, URL and File, the lengths (Standard) and the styles (Professional)', async () => {
    const view = setup();
    const form = await openSummarizer(view);

    expect(form.getByRole('group', { name: 'Input method' })).toBeInTheDocument();
    expect(form.getByRole('radio', { name: 'Text' })).toBeChecked();
    expect(form.getByRole('radio', { name: 'URL' })).not.toBeChecked();
    expect(form.getByLabelText('Text to summarize')).toBeInTheDocument();
    expect(within(form.getByLabelText('Summary length')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Brief',
      'Standard',
      'Detailed',
      'Custom',
    ]);
    expect(form.getByLabelText('Summary length')).toHaveValue('standard');
    expect(within(form.getByLabelText('Summary style')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Professional',
      'Casual',
      'Bullet Points',
      'Academic',
      'Executive',
    ]);
    expect(form.getByLabelText('Summary style')).toHaveValue('professional');

    await view.user.click(form.getByRole('radio', { name: 'URL' }));
    expect(form.getByLabelText('Web page URL')).toBeInTheDocument();
    expect(form.queryByLabelText('Text to summarize')).not.toBeInTheDocument();
  });

  it("says what is missing for each input method in docs/product/validation.md#summarizer's words, and sends nothing", async () => {
    const view = setup();
    const form = await openSummarizer(view);

    await view.user.type(form.getByLabelText('Text to summarize'), '   ');
    await view.user.click(form.getByRole('button', { name: 'Summarize' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Please enter text content to summarize');

    // Another method: the old complaint goes, the next Summarize says what this one lacks.
    await view.user.click(form.getByRole('radio', { name: 'URL' }));
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
    await view.user.click(form.getByRole('button', { name: 'Summarize' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Please enter a URL to summarize');

    await view.user.click(form.getByRole('radio', { name: 'File' }));
    await view.user.click(form.getByRole('button', { name: 'Summarize' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Please select a file to summarize');

    expect(view.api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('shows the custom length only for Custom, and holds it to 50–1000 words', async () => {
    const view = setup({ 'POST /api/content/summarize/text': () => ({ response: eventStreamOf([done(summary('Short.'))]) }) });
    const form = await openSummarizer(view);
    expect(form.queryByLabelText('Custom length (words)')).not.toBeInTheDocument();

    await pasteInto(view, form.getByLabelText('Text to summarize'), ARTICLE);
    await view.user.selectOptions(form.getByLabelText('Summary length'), 'Custom');
    const custom = form.getByLabelText('Custom length (words)');
    for (const typed of ['', '49', '1001', '12.5']) {
      await view.user.clear(custom);
      if (typed) await view.user.type(custom, typed);
      await view.user.click(form.getByRole('button', { name: 'Summarize' }));
      expect(await form.findByRole('alert')).toHaveTextContent('Enter a custom length from 50 to 1000 words.');
    }
    expect(view.api.callsTo('POST', '/api/content/summarize/text')).toHaveLength(0);

    await view.user.clear(custom);
    await view.user.type(custom, '300');
    await view.user.click(form.getByRole('button', { name: 'Summarize' }));
    await waitFor(() =>
      expect(view.api.callsTo('POST', '/api/content/summarize/text')[0]?.body).toEqual({
        text_content: ARTICLE.trim(),
        summary_length: 'custom',
        summary_style: 'professional',
        custom_length: 300,
      }),
    );

    await view.user.selectOptions(form.getByLabelText('Summary length'), 'Brief');
    expect(form.queryByLabelText('Custom length (words)')).not.toBeInTheDocument();
  });

  it('disables Summarize with the reason once the summaries counter is full', async () => {
    const full = { ...makeUser().usage_counts, summaries: 5 };
    const view = setup({}, { user: makeUser({ usage_counts: full }) });
    const form = await openSummarizer(view);

    const button = form.getByRole('button', { name: 'Summarize' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription(/You have used all 5 summaries of your plan this month/);
    expect(within(form.getByText(/You have used all 5 summaries/)).getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });
});

describe('dashboard Summarizer: summaries', () => {
  it('summarizes pasted text: the stage, the text as it streams, then the summary as Markdown with its source line', async () => {
    const stream = eventStreamResponse();
    const view = setup({ 'POST /api/content/summarize/text': { response: stream.response } });
    const form = await openSummarizer(view);

    await pasteInto(view, form.getByLabelText('Text to summarize'), `  ${ARTICLE}`);
    await view.user.selectOptions(form.getByLabelText('Summary style'), 'Bullet Points');
    await view.user.click(form.getByRole('button', { name: 'Summarize' }));

    await waitFor(() => expect(view.api.callsTo('POST', '/api/content/summarize/text')).toHaveLength(1));
    const request = view.api.callsTo('POST', '/api/content/summarize/text')[0]!;
    expect(request.body).toEqual({ text_content: ARTICLE.trim(), summary_length: 'standard', summary_style: 'bullet_points' });
    expect(request.headers.get('Accept')).toBe('text/event-stream');
    expect(request.headers.get('Authorization')).toBe('Bearer session-token');
    expect(await form.findByRole('button', { name: 'Summarizing…' })).toBeDisabled();
    // One thing at a time: the generators wait too.
    await view.user.click(screen.getByRole('tab', { name: 'Video Scripts' }));
    await view.user.type(within(screen.getByRole('form', { name: 'Video Script generator' })).getByLabelText('Topic'), 'Busy');
    expect(screen.getByRole('button', { name: 'Generate Video Script' })).toBeDisabled();

    stream.send({ event: 'stage', data: { stage: 'summarizing', detail: '1,240 words' } });
    expect(await within(contentPanel()).findByText('Summarizing')).toBeInTheDocument();
    expect(contentPanel()).toHaveTextContent('Summarizing · 1,240 words');
    stream.send({ event: 'delta', data: { text: '- **Trade:** cities grow' } });
    await waitFor(() => expect(contentPanel()).toHaveTextContent('Trade: cities grow'));

    stream.send(done(summary('- **Trade:** cities grow where routes cross.\n- **Growth:** it compounds.')));
    stream.close();
    expect(await screen.findByText('Your summary is ready.')).toBeInTheDocument();
    const panel = within(contentPanel());
    expect(panel.getAllByRole('listitem')).toHaveLength(2);
    expect(panel.getByText('Trade:').tagName).toBe('STRONG');
    expect(contentPanel()).toHaveTextContent('Summary · Pasted text');
    expect(contentPanel()).toHaveTextContent('Source: Pasted text');
    expect(contentPanel()).toHaveTextContent('1,240 words read → summarized in 152 words');
    expect(panel.getByText('Extractive summary (offline engine)')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Copy' })).toBeEnabled();
    expect(panel.getByRole('button', { name: 'Humanize' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Publish to Social' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate Video Script' })).toBeEnabled());
  });

  it('summarizes a web page: the address goes with https, and the source links to the page read', async () => {
    const page = pastedSource({ kind: 'url', media: 'html', title: 'How cities grow', url: 'https://example.com/cities', words_read: 2300 });
    const view = setup({
      'POST /api/content/summarize/url': {
        response: eventStreamOf([
          { event: 'stage', data: { stage: 'fetching' } },
          { event: 'stage', data: { stage: 'extracting' } },
          done(summary('Cities grow where trade routes cross.', page, { engine: 'openai', model: 'gpt-4o-mini' })),
        ]),
      },
    });
    const form = await openSummarizer(view);

    await view.user.click(form.getByRole('radio', { name: 'URL' }));
    await view.user.type(form.getByLabelText('Web page URL'), ' example.com/cities ');
    await view.user.selectOptions(form.getByLabelText('Summary length'), 'Detailed');
    await view.user.click(form.getByRole('button', { name: 'Summarize' }));

    expect(await screen.findByText('Your summary is ready.')).toBeInTheDocument();
    expect(view.api.callsTo('POST', '/api/content/summarize/url')[0]?.body).toEqual({
      url: 'https://example.com/cities',
      summary_length: 'detailed',
      summary_style: 'professional',
    });
    const link = within(contentPanel()).getByRole('link', { name: 'How cities grow' });
    expect(link).toHaveAttribute('href', 'https://example.com/cities');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(contentPanel()).toHaveTextContent('2,300 words read');
    expect(contentPanel()).toHaveTextContent('Summarized with gpt-4o-mini (OpenAI)');
  });

  it('refuses an address that is not a web address before sending it', async () => {
    const view = setup();
    const form = await openSummarizer(view);

    await view.user.click(form.getByRole('radio', { name: 'URL' }));
    await view.user.type(form.getByLabelText('Web page URL'), 'ftp://example.com/file');
    await view.user.click(form.getByRole('button', { name: 'Summarize' }));

    expect(await form.findByRole('alert')).toHaveTextContent('Enter a web address that starts with http:// or https://');
    expect(view.api.callsTo('POST', '/api/content/summarize/url')).toHaveLength(0);
  });

  it("uploads a file with a progress bar in percent, then shows the server's stages and the summary", async () => {
    const xhr = installFakeXhr();
    const view = setup();
    await openSummarizer(view);

    const file = new File(['%PDF-1.7 a report'], 'report.pdf', { type: 'application/pdf' });
    await chooseFile(view, file);
    expect(summarizer().getByText('report.pdf')).toBeInTheDocument();
    await view.user.selectOptions(summarizer().getByLabelText('Summary length'), 'Brief');
    await view.user.selectOptions(summarizer().getByLabelText('Summary style'), 'Executive');
    await view.user.click(summarizer().getByRole('button', { name: 'Summarize' }));

    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    const request = xhr.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/content/summarize/file');
    expect(request.requestHeaders.get('Accept')).toBe('text/event-stream');
    expect(request.requestHeaders.get('Authorization')).toBe('Bearer session-token');
    const body = request.body as FormData;
    expect(body.get('summary_length')).toBe('brief');
    expect(body.get('summary_style')).toBe('executive');
    expect(body.get('custom_length')).toBeNull();
    expect((body.get('file') as File).name).toBe('report.pdf');

    request.sendProgress(0, 4000);
    request.sendProgress(1700, 4000);
    const bar = await within(contentPanel()).findByRole('progressbar', { name: 'Upload' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '42'));
    expect(contentPanel()).toHaveTextContent('Uploading the file');
    expect(contentPanel()).toHaveTextContent('42%');
    expect(contentPanel()).toHaveTextContent('Summary · report.pdf');
    request.sendProgress(4000, 4000);
    await waitFor(() => expect(contentPanel()).toHaveTextContent('100%'));

    request.respond(200, { 'Content-Type': 'text/event-stream' });
    request.receive(formatEvent({ event: 'stage', data: { stage: 'extracting', detail: '12 pages' } }));
    await waitFor(() => expect(contentPanel()).toHaveTextContent('Reading the document · 12 pages'));
    expect(within(contentPanel()).queryByRole('progressbar')).not.toBeInTheDocument();
    request.receive(formatEvent({ event: 'stage', data: { stage: 'summarizing' } }));
    await waitFor(() => expect(contentPanel()).toHaveTextContent('Summarizing'));
    const source = pastedSource({ kind: 'file', media: 'pdf', title: 'Annual report', file_name: 'report.pdf', pages: 12, words_read: 5400, summary_words: 90 });
    // The last event arrives in two pieces, split inside it.
    const last = formatEvent(done(summary('**Bottom line:** revenue doubled.', source)));
    request.receive(last.slice(0, 25));
    request.receive(last.slice(25));
    request.finish();

    expect(await screen.findByText('Your summary is ready.')).toBeInTheDocument();
    expect(contentPanel()).toHaveTextContent('Summary · Annual report');
    expect(contentPanel()).toHaveTextContent('Source: Annual report');
    expect(contentPanel()).toHaveTextContent('5,400 words read → summarized in 90 words · 12 pages');
    expect(within(contentPanel()).getByText('Bottom line:').tagName).toBe('STRONG');
  });

  it('takes a dropped file', async () => {
    const view = setup();
    await openSummarizer(view);
    await view.user.click(summarizer().getByRole('radio', { name: 'File' }));

    const file = new File(['Plain notes'], 'notes.txt', { type: 'text/plain' });
    fireEvent.dragOver(summarizer().getByRole('group', { name: 'Drop a file here' }), { dataTransfer: { files: [file] } });
    fireEvent.drop(summarizer().getByRole('group', { name: 'Drop a file here' }), { dataTransfer: { files: [file] } });

    expect(await summarizer().findByText('notes.txt')).toBeInTheDocument();
    await view.user.click(summarizer().getByRole('button', { name: 'Remove file' }));
    expect(summarizer().queryByText('notes.txt')).not.toBeInTheDocument();
    expect(summarizer().getByText('Drag and drop a file here, or choose one.')).toBeInTheDocument();
  });

  it('lists the accepted types and the upload limit, and refuses a larger file before sending it', async () => {
    const xhr = installFakeXhr();
    const view = setup({}, { config: { max_upload_bytes: 1024 * 1024, transcription: true } });
    await openSummarizer(view);
    await view.user.click(summarizer().getByRole('radio', { name: 'File' }));
    expect(summarizer().getByLabelText('Upload a file')).toHaveAccessibleDescription('Accepted: TXT, PDF, DOCX, MP3, MP4, WAV, M4A, MOV, AVI. Up to 1 MB.');

    await view.user.upload(summarizer().getByLabelText('Upload a file'), new File([new Uint8Array(1024 * 1024 + 1)], 'big.pdf'));
    await view.user.click(summarizer().getByRole('button', { name: 'Summarize' }));

    expect(await summarizer().findByRole('alert')).toHaveTextContent('This file is larger than the 1 MB limit.');
    expect(xhr.requests).toHaveLength(0);
  });

  it('says that audio and video need a transcription service when none is set up; only the owner is told the setting', async () => {
    const xhr = installFakeXhr();
    const view = setup();
    await openSummarizer(view);
    await view.user.click(summarizer().getByRole('radio', { name: 'File' }));

    const note = "Audio and video summaries need a transcription service, which this workspace hasn't set up.";
    expect(summarizer().getByText(note)).toBeInTheDocument();
    expect(summarizer().queryByText(/TRANSCRIBE_BASE_URL/)).not.toBeInTheDocument();

    await view.user.upload(summarizer().getByLabelText('Upload a file'), new File(['ID3 audio'], 'talk.mp3', { type: 'audio/mpeg' }));
    await view.user.click(summarizer().getByRole('button', { name: 'Summarize' }));
    expect(await summarizer().findByRole('alert')).toHaveTextContent(note);
    expect(xhr.requests).toHaveLength(0);
  });

  it('tells the owner which setting turns transcription on, and says nothing once it is on', async () => {
    const owner = setup({}, { user: makeUser({ lifetime: true }) });
    await openSummarizer(owner);
    await owner.user.click(summarizer().getByRole('radio', { name: 'File' }));
    expect(summarizer().getByText(/set TRANSCRIBE_BASE_URL \(or OPENAI_API_KEY\) on the server/)).toBeInTheDocument();
    owner.unmount();

    const withService = setup({}, { config: { transcription: true } });
    await openSummarizer(withService);
    await withService.user.click(summarizer().getByRole('radio', { name: 'File' }));
    expect(summarizer().queryByText(/transcription service/)).not.toBeInTheDocument();
  });

  it('stops the upload when the page is left', async () => {
    const xhr = installFakeXhr();
    const view = setup();
    await openSummarizer(view);
    await chooseFile(view, new File(['Plain notes'], 'notes.txt', { type: 'text/plain' }));
    await view.user.click(summarizer().getByRole('button', { name: 'Summarize' }));
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    xhr.requests[0]!.sendProgress(10, 100);

    view.unmount();
    expect(xhr.requests[0]!.aborted).toBe(true);
  });
});

describe('dashboard Summarizer: errors (docs/product/errors.md#summarizer)', () => {
  it("shows the server's detail when it refuses the file (413, 415) or what it read (422)", async () => {
    const xhr = installFakeXhr();
    const view = setup({ 'POST /api/content/summarize/text': { status: 422, body: { detail: 'This PDF has no text layer to read.' } } });
    await openSummarizer(view);

    await pasteInto(view, summarizer().getByLabelText('Text to summarize'), ARTICLE);
    await view.user.click(summarizer().getByRole('button', { name: 'Summarize' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This PDF has no text layer to read.');

    await chooseFile(view, new File(['MZ binary'], 'setup.pdf'));
    const refusals = [
      { status: 413, detail: 'The file is larger than the 50 MB limit' },
      { status: 415, detail: 'This file type is not supported: send TXT, PDF, DOCX, MP3, MP4, WAV, M4A, MOV or AVI' },
    ];
    for (const [index, refusal] of refusals.entries()) {
      await view.user.click(summarizer().getByRole('button', { name: 'Summarize' }));
      await waitFor(() => expect(xhr.requests).toHaveLength(index + 1));
      const request = xhr.requests[index]!;
      request.respond(refusal.status, { 'Content-Type': 'application/json' });
      request.receive(JSON.stringify({ detail: refusal.detail }));
      request.finish();
      expect(await screen.findByText(refusal.detail)).toBeInTheDocument();
      await waitFor(() => expect(summarizer().getByRole('button', { name: 'Summarize' })).toBeEnabled());
    }
  });

  it('403: the usage limit text with an Upgrade your plan link', async () => {
    const view = setup({ 'POST /api/content/summarize/text': { status: 403, body: { detail: USAGE_LIMIT } } });
    await openSummarizer(view);

    await pasteInto(view, summarizer().getByLabelText('Text to summarize'), ARTICLE);
    await view.user.click(summarizer().getByRole('button', { name: 'Summarize' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(USAGE_LIMIT);
    expect(within(alert).getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/pricing');
  });

  it('an error event in the stream: mapped by its status (504: the timeout text)', async () => {
    const view = setup({
      'POST /api/content/summarize/url': {
        response: eventStreamOf([
          { event: 'stage', data: { stage: 'fetching' } },
          { event: 'error', data: { detail: 'The page did not answer within 10 seconds', status: 504 } },
        ]),
      },
    });
    await openSummarizer(view);
    await view.user.click(summarizer().getByRole('radio', { name: 'URL' }));
    await view.user.type(summarizer().getByLabelText('Web page URL'), 'https://slow.example/page');
    await view.user.click(summarizer().getByRole('button', { name: 'Summarize' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Request timed out. Please try again with a shorter content or simpler request.');
  });
});

describe('dashboard Summarizer: Create from this', () => {
  const page = pastedSource({ kind: 'url', media: 'html', title: 'How cities grow', url: 'https://example.com/cities' });
  const text = '- **Trade:** cities grow where routes cross.\n- **Growth:** it compounds.';

  async function summarizePage(routes: Record<string, MockHandler> = {}) {
    const view = setup({ 'POST /api/content/summarize/url': () => ({ response: eventStreamOf([done(summary(text, page))]) }), ...routes });
    await openSummarizer(view);
    await view.user.click(summarizer().getByRole('radio', { name: 'URL' }));
    await view.user.type(summarizer().getByLabelText('Web page URL'), 'https://example.com/cities');
    await view.user.click(summarizer().getByRole('button', { name: 'Summarize' }));
    await screen.findByText('Your summary is ready.');
    return view;
  }

  async function createFrom(view: ReturnType<typeof setup>, kind: string) {
    await view.user.click(within(contentPanel()).getByRole('button', { name: 'Create from this' }));
    await view.user.click(await screen.findByRole('menuitem', { name: kind }));
  }

  it('opens the chosen generator with the summary attached; the request carries it as the source, once', async () => {
    const view = await summarizePage({
      'POST /api/content/social-media': () => ({
        response: eventStreamOf([{ event: 'done', data: { id: 'post-1', content: 'A post', engine: 'offline', model: 'inkwell-offline-composer' } }]),
      }),
    });

    await createFrom(view, 'Social Post');
    expect(screen.getByRole('tab', { name: 'Social Media' })).toHaveAttribute('aria-selected', 'true');
    const form = within(screen.getByRole('form', { name: 'Social Post generator' }));
    expect(form.getByText('How cities grow')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Remove source' })).toBeInTheDocument();
    await waitFor(() => expect(form.getByLabelText('Topic')).toHaveFocus());
    expect(form.getByLabelText('Topic')).toHaveValue('How cities grow');

    await view.user.click(form.getByRole('button', { name: 'Generate Social Post' }));
    await waitFor(() =>
      expect(view.api.callsTo('POST', '/api/content/social-media')[0]?.body).toEqual({
        topic: 'How cities grow',
        platform: 'twitter',
        tone: 'casual',
        include_hashtags: true,
        source: text,
      }),
    );
    // Used: the next post is not built from it.
    await waitFor(() => expect(form.queryByRole('button', { name: 'Remove source' })).not.toBeInTheDocument());
    await view.user.click(form.getByRole('button', { name: 'Generate Social Post' }));
    await waitFor(() => expect(view.api.callsTo('POST', '/api/content/social-media')).toHaveLength(2));
    expect(view.api.callsTo('POST', '/api/content/social-media')[1]?.body).not.toHaveProperty('source');
  });

  it('keeps the chip across tabs and a typed topic; removing it drops the source', async () => {
    const view = await summarizePage({
      'POST /api/content/blog-post': () => ({
        response: eventStreamOf([{ event: 'done', data: { id: 'post-1', content: '# Post', engine: 'offline', model: 'inkwell-offline-composer' } }]),
      }),
    });
    await view.user.click(screen.getByRole('tab', { name: 'Blog Posts' }));
    const form = within(screen.getByRole('form', { name: 'Blog Post generator' }));
    await view.user.type(form.getByLabelText('Topic'), 'Urban economics');

    await createFrom(view, 'Blog Post');
    expect(form.getByLabelText('Topic')).toHaveValue('Urban economics');
    await view.user.click(screen.getByRole('tab', { name: 'Video Scripts' }));
    expect(within(screen.getByRole('form', { name: 'Video Script generator' })).queryByRole('button', { name: 'Remove source' })).toBeNull();
    await view.user.click(screen.getByRole('tab', { name: 'Blog Posts' }));
    expect(form.getByText('How cities grow')).toBeInTheDocument();

    await view.user.click(form.getByRole('button', { name: 'Remove source' }));
    expect(form.queryByText('How cities grow')).not.toBeInTheDocument();
    await view.user.click(form.getByRole('button', { name: 'Generate Blog Post' }));
    await waitFor(() => expect(view.api.callsTo('POST', '/api/content/blog-post')).toHaveLength(1));
    expect(view.api.callsTo('POST', '/api/content/blog-post')[0]?.body).not.toHaveProperty('source');
  });

  it('is offered on summaries only', async () => {
    const view = setup({
      'POST /api/content/video-script': {
        response: eventStreamOf([{ event: 'done', data: { id: 'script-1', content: 'A script', engine: 'offline', model: 'inkwell-offline-composer' } }]),
      },
    });
    await view.user.type(within(await screen.findByRole('form', { name: 'Video Script generator' })).getByLabelText('Topic'), 'Coffee');
    await view.user.click(screen.getByRole('button', { name: 'Generate Video Script' }));
    await screen.findByText('Your video script is ready.');
    expect(within(contentPanel()).queryByRole('button', { name: 'Create from this' })).not.toBeInTheDocument();
  });
});

describe('dashboard Summarizer: Recent Content', () => {
  it('reopens a summary with its source line, as Markdown, ready to create from', async () => {
    const item: HistoryItem = {
      id: 'summary-7',
      created_at: '2026-05-04T09:30:00.000Z',
      content: '**Bottom line:** talk less, listen more.',
      engine: 'offline',
      model: 'inkwell-offline-summarizer',
      metadata: {
        type: 'summarizer',
        topic: 'Team meeting',
        source: pastedSource({ kind: 'file', media: 'audio', title: 'Team meeting', file_name: 'meeting.mp3', duration_seconds: 200, words_read: 3100, summary_words: 7 }),
      },
    };
    const view = setup({ 'GET /api/content/history': { body: [item] } });

    const recent = within(await screen.findByRole('region', { name: 'Recent Content' }));
    const entry = await recent.findByRole('button', { name: /Team meeting/ });
    expect(entry).toHaveTextContent('Summary');
    await view.user.click(entry);

    expect(contentPanel()).toHaveTextContent('Summary · Team meeting');
    expect(contentPanel()).toHaveTextContent('Source: Team meeting');
    expect(contentPanel()).toHaveTextContent('3,100 words read → summarized in 7 words · 3 min 20 s');
    expect(within(contentPanel()).getByText('Bottom line:').tagName).toBe('STRONG');
    expect(within(contentPanel()).getByRole('button', { name: 'Create from this' })).toBeEnabled();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GenerationResponse, HistoryItem } from '../../contract/content';
import { eventStreamOf } from '../test/event-stream';
import { makeUser } from '../test/fixtures';
import { mockApi, publicRoutes, type MockHandler } from '../test/mock-api';
import { renderApp, storeSessionToken } from '../test/render-app';

/** Issue 24, items 9, 10 and 12: where the result appears, the tab strip, and what a social post is called. */

function done(content: string, id = 'piece-1') {
  const data: GenerationResponse = { id, content, engine: 'offline', model: 'inkwell-offline-composer' };
  return { event: 'done' as const, data };
}

function setup(routes: Record<string, MockHandler> = {}) {
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: makeUser({ subscription_tier: 'basic' }) },
    'GET /api/content/history': { body: [] },
    ...routes,
  });
  storeSessionToken();
  return { api, ...renderApp({ path: '/dashboard' }) };
}

const form = () => within(screen.getByRole('tabpanel'));
const contentPanel = () => screen.getByRole('region', { name: 'Generated Content' });

/** Puts the content panel's heading at `top` px from the top of the window, as a layout would. */
function placeContentHeading(top: number) {
  // Every other element keeps the test DOM's empty box.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return this.id === 'content-heading' ? DOMRect.fromRect({ x: 0, y: top, width: 400, height: 28 }) : DOMRect.fromRect();
  });
  return vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
}

/** A window as wide as `width`: at the lg breakpoint (64rem) and wider the page puts the result beside the form. */
function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const minWidth = /min-width:\s*(\d+)rem/.exec(query);
    return { matches: minWidth ? width >= Number(minWidth[1]) * 16 : false, media: query, addEventListener() {}, removeEventListener() {} };
  });
}

describe('dashboard: the result where the eye is (item 9)', () => {
  it('keeps the form values after a generation, and Regenerate sends the same request again', async () => {
    let reply = 0;
    const { api, user } = setup({
      'POST /api/content/blog-post': () => {
        reply += 1;
        return { response: eventStreamOf([done(`Draft number ${reply}`, `piece-${reply}`)]) };
      },
    });

    await user.click(await screen.findByRole('tab', { name: 'Blog Posts' }));
    await user.type(form().getByLabelText('Topic'), 'Remote work');
    await user.type(form().getByLabelText('Target Keywords'), 'remote, async');
    await user.clear(form().getByLabelText('Word Count'));
    await user.type(form().getByLabelText('Word Count'), '700');
    await user.selectOptions(form().getByLabelText('Tone'), 'Casual');
    // Nothing to make again before anything was made.
    expect(within(contentPanel()).queryByRole('button', { name: 'Regenerate' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Blog Post' }));
    expect(await within(contentPanel()).findByText('Draft number 1')).toBeInTheDocument();

    // The form still holds what was typed.
    expect(form().getByLabelText('Topic')).toHaveValue('Remote work');
    expect(form().getByLabelText('Target Keywords')).toHaveValue('remote, async');
    expect(form().getByLabelText('Word Count')).toHaveValue(700);
    expect(form().getByLabelText('Tone')).toHaveValue('casual');

    await user.click(within(contentPanel()).getByRole('button', { name: 'Regenerate' }));
    expect(await within(contentPanel()).findByText('Draft number 2')).toBeInTheDocument();
    const calls = api.callsTo('POST', '/api/content/blog-post');
    expect(calls).toHaveLength(2);
    expect(calls[0]!.body).toMatchObject({ topic: 'Remote work', target_keywords: ['remote', 'async'], word_count: 700, tone: 'casual' });
    expect(calls[1]!.body).toEqual(calls[0]!.body);
    expect(screen.getByRole('heading', { name: 'Generated Content' })).toHaveFocus();
  });

  it('offers no Regenerate on a piece opened from history (its form values are not known)', async () => {
    const item: HistoryItem = {
      id: 'item-1',
      created_at: '2026-05-04T09:30:00.000Z',
      content: 'An old script',
      engine: 'offline',
      model: 'inkwell-offline-composer',
      metadata: { type: 'video_script', topic: 'Old' },
    };
    const { user } = setup({ 'GET /api/content/history': { body: [item] } });

    await user.click(await within(await screen.findByRole('region', { name: 'Recent Content' })).findByRole('button', { name: /Old/ }));
    expect(await within(contentPanel()).findByText('An old script')).toBeInTheDocument();
    expect(within(contentPanel()).queryByRole('button', { name: 'Regenerate' })).not.toBeInTheDocument();
  });

  it('on a phone (the panel under the form) focuses the result and scrolls it to the top, even when it is partly in sight', async () => {
    windowWidth(390);
    const scrollIntoView = placeContentHeading(420);
    const { user } = setup({ 'POST /api/content/video-script': { response: eventStreamOf([done('A script')]) } });

    await user.type(within(await screen.findByRole('tabpanel')).getByLabelText('Topic'), 'Phones');
    await user.click(screen.getByRole('button', { name: 'Generate Video Script' }));

    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' })));
    expect(screen.getByRole('heading', { name: 'Generated Content' })).toHaveFocus();
    expect(await within(contentPanel()).findByText('A script')).toBeInTheDocument();
  });

  it('at desktop width (the panel beside the form) focuses the result, moving the page only when its top is out of sight', async () => {
    windowWidth(1280);
    const scrollIntoView = placeContentHeading(180);
    const { user } = setup({ 'POST /api/content/video-script': () => ({ response: eventStreamOf([done('A script')]) }) });

    await user.type(within(await screen.findByRole('tabpanel')).getByLabelText('Topic'), 'Desks');
    await user.click(screen.getByRole('button', { name: 'Generate Video Script' }));

    expect(await within(contentPanel()).findByText('A script')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Generated Content' })).toHaveFocus();
    expect(scrollIntoView).not.toHaveBeenCalled();

    // Scrolled down to the Generate button, past the panel's top: the page goes back up to it.
    vi.restoreAllMocks();
    windowWidth(1280);
    const scrollBack = placeContentHeading(-600);
    await user.click(screen.getByRole('button', { name: 'Generate Video Script' }));
    await waitFor(() => expect(scrollBack).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' })));
  });

  it('reads form, result, then Recent Content; at desktop width the result has the column beside the form', async () => {
    setup();

    const generator = await screen.findByRole('region', { name: 'Create content' });
    const result = contentPanel();
    const recent = screen.getByRole('region', { name: 'Recent Content' });
    expect(generator.compareDocumentPosition(result) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(result.compareDocumentPosition(recent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const workspace = screen.getByTestId('dashboard-workspace');
    const cell = (element: HTMLElement) => Array.from(workspace.children).find((child) => child.contains(element))!;
    expect(workspace).toHaveClass('lg:grid-cols-2');
    expect(cell(generator)).toHaveClass('lg:col-start-1');
    expect(cell(result)).toHaveClass('lg:col-start-2');
    expect(cell(recent)).toHaveClass('lg:col-start-1');
  });
});

describe('dashboard: every generator tab in sight (item 10)', () => {
  it('wraps the tab strip instead of scrolling it sideways, so no tab is hidden', async () => {
    setup();

    const tablist = await screen.findByRole('tablist', { name: 'Content types' });
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Video Scripts',
      'Blog Posts',
      'Social Media',
      'Newsletter',
      'Summarizer',
    ]);
    expect(tablist).toHaveClass('flex-wrap');
    expect(tablist).not.toHaveClass('min-w-max');
    // Nothing between the strip and its card scrolls or clips sideways.
    const card = screen.getByRole('region', { name: 'Create content' });
    for (let element: HTMLElement | null = tablist; element && element !== card; element = element.parentElement) {
      expect(element.className).not.toMatch(/overflow-(x-)?(auto|scroll|hidden)/);
    }
  });

  it('still moves between tabs with the arrow keys, Home and End, round the ends', async () => {
    const { user } = setup();

    await user.click(await screen.findByRole('tab', { name: 'Newsletter' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Summarizer' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Summarizer' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Video Scripts' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Summarizer' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Social Media' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Social Media' })).toBeVisible();
  });
});

describe('dashboard: a piece of the Social Media tab is a social post (item 12)', () => {
  it('says the social post is ready, and names it so in the panel', async () => {
    const { user } = setup({ 'POST /api/content/social-media': { response: eventStreamOf([done('Ship it today.')]) } });

    await user.click(await screen.findByRole('tab', { name: 'Social Media' }));
    await user.type(form().getByLabelText('Topic'), 'Launch');
    await user.click(screen.getByRole('button', { name: 'Generate Social Post' }));

    expect(await screen.findByText('Your social post is ready.')).toBeInTheDocument();
    expect(screen.queryByText(/social media is ready/i)).not.toBeInTheDocument();
    expect(within(contentPanel()).getByText('Social Post')).toBeInTheDocument();
    expect(within(contentPanel()).queryByText('Social Media')).not.toBeInTheDocument();
  });

  it('calls history items social posts, humanized ones too', async () => {
    const base = { created_at: '2026-05-04T09:30:00.000Z', engine: 'offline' as const, model: 'inkwell-offline-composer' };
    const items: HistoryItem[] = [
      { ...base, id: 'post-1', content: 'Ship it.', metadata: { type: 'social_media', topic: 'Launch day', platform: 'twitter' } },
      {
        ...base,
        id: 'post-2',
        content: 'Ship it, friends.',
        metadata: { type: 'humanized', topic: 'Launch week', humanized: { content_type: 'social_media', source_id: 'post-1' } },
      },
    ];
    const { user } = setup({ 'GET /api/content/history': { body: items } });

    const recent = within(await screen.findByRole('region', { name: 'Recent Content' }));
    expect(await recent.findByRole('button', { name: /Launch day/ })).toHaveTextContent(/^Social Post/);
    expect(recent.getByRole('button', { name: /Launch week/ })).toHaveTextContent(/^Humanized Social Post/);
    expect(recent.queryByText(/Social Media/)).not.toBeInTheDocument();

    await user.click(recent.getByRole('button', { name: /Launch day/ }));
    expect(await within(contentPanel()).findByText('Social Post')).toBeInTheDocument();
  });
});

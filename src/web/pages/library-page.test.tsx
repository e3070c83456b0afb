import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LibraryItem } from '../../contract/library';
import type { TemplateInfo } from '../../contract/templates';
import { contentHistoryKey } from '../lib/content-history-key';
import { makeUser } from '../test/fixtures';
import { makeLibraryItem, makeLibraryItems, pieceId } from '../test/library-fixtures';
import { mockApi, publicRoutes, type MockHandler, type MockRequest } from '../test/mock-api';
import { renderApp, storeSessionToken } from '../test/render-app';

const HISTORY = '/api/content/history';

function template(overrides: Pick<TemplateInfo, 'id' | 'kind' | 'name'> & Partial<TemplateInfo>): TemplateInfo {
  return { description: 'What it is for.', default: false, plans: ['pro'], sections: [], available: true, unlocked_by: 'pro', ...overrides };
}

const TEMPLATES: TemplateInfo[] = [
  template({ id: 'blog.standard', kind: 'blog_post', name: 'Standard', default: true }),
  template({ id: 'blog.listicle', kind: 'blog_post', name: 'Listicle' }),
  template({ id: 'video.countdown', kind: 'video_script', name: 'List countdown' }),
];

/** The history route over a list of pieces, as the server pages it: `limit` after `before`. */
function historyOf(all: () => LibraryItem[]): MockHandler {
  return ({ url }: MockRequest) => {
    const list = all();
    const before = url.searchParams.get('before');
    const start = before ? list.findIndex((item) => item.id === before) + 1 : 0;
    return { body: list.slice(start, start + Number(url.searchParams.get('limit') ?? 20)) };
  };
}

function setup({ path = '/library', routes = {} }: { path?: string; routes?: Record<string, MockHandler> } = {}) {
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: makeUser({ subscription_tier: 'pro' }) },
    'GET /api/templates': { body: { templates: TEMPLATES } },
    [`GET ${HISTORY}`]: { body: [] },
    ...routes,
  });
  storeSessionToken('session-token');
  return { api, ...renderApp({ path }) };
}

const historyCalls = (api: ReturnType<typeof setup>['api']) => api.callsTo('GET', HISTORY).map((call) => Object.fromEntries(call.url.searchParams));
const table = () => screen.findByRole('table', { name: 'Your pieces' });
const row = (name: string | RegExp) => screen.getByRole('row', { name });

async function openMenu(user: ReturnType<typeof setup>['user'], title: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for “${title}”` }));
  return screen.findByRole('menu');
}

describe('/library: the list', () => {
  it('shows each piece: kind, template, title linked to its editor, date, words, where it went and its version', async () => {
    const published = makeLibraryItem({
      id: pieceId(1),
      version: 3,
      words: 1234,
      metadata: { topic: 'Home espresso', template: 'blog.listicle' },
      publishing: { published: ['twitter', 'linkedin'], scheduled: ['instagram'] },
    });
    const plain = makeLibraryItem({ id: pieceId(2), metadata: { type: 'social_media', topic: 'Launch day', template: 'social.standard' } });
    const { api } = setup({ routes: { [`GET ${HISTORY}`]: { body: [published, plain] } } });

    await table();
    expect(screen.getByRole('heading', { level: 1, name: 'Library' })).toBeInTheDocument();
    const first = within(row(/Home espresso/));
    expect(first.getByRole('link', { name: 'Home espresso' })).toHaveAttribute('href', `/library/${pieceId(1)}`);
    expect(first.getByRole('rowheader')).toHaveTextContent('Blog Post');
    expect(first.getByText('Listicle')).toBeInTheDocument();
    expect(first.getByText('v3')).toBeInTheDocument();
    expect(first.getByText('Version 3')).toBeInTheDocument();
    expect(first.getByText('May 4, 2026', { exact: false })).toBeInTheDocument();
    expect(first.getByText('1,234')).toBeInTheDocument();
    expect(first.getByText('Published on Twitter/X and LinkedIn.')).toBeInTheDocument();
    expect(first.getByText('Scheduled for Instagram.')).toBeInTheDocument();

    const second = within(row(/Launch day/));
    expect(second.getByRole('rowheader')).toHaveTextContent('Social Post');
    expect(second.getByText('Not published')).toBeInTheDocument();
    // Never published, version 1, a template nobody chose: nothing said about them.
    expect(second.queryByText(/^v\d/)).not.toBeInTheDocument();
    expect(second.queryByText('Standard')).not.toBeInTheDocument();

    expect(screen.getByText('2 pieces, newest first')).toBeInTheDocument();
    expect(historyCalls(api)).toEqual([{ limit: '21' }]);
    expect(api.callsTo('GET', HISTORY)[0]!.headers.get('Authorization')).toBe('Bearer session-token');
    await waitFor(() => expect(document.title).toMatch(/^Library/));
  });

  it('loads more after the last piece shown (before = its id), and says only what is loaded', async () => {
    const all = makeLibraryItems(45);
    const { api, user } = setup({ routes: { [`GET ${HISTORY}`]: historyOf(() => all) } });

    await table();
    expect(screen.getAllByRole('checkbox', { name: /^Select “/ })).toHaveLength(20);
    expect(screen.getByText('Showing 20 pieces, newest first')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('checkbox', { name: /^Select “/ })).toHaveLength(40));
    expect(historyCalls(api).at(-1)).toEqual({ limit: '21', before: pieceId(20) });
    expect(screen.getByText('Showing 40 pieces, newest first')).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('checkbox', { name: /^Select “/ })).toHaveLength(45));
    expect(historyCalls(api).at(-1)).toEqual({ limit: '21', before: pieceId(40) });
    expect(screen.getByText('45 pieces, newest first')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(row(/Piece 45/)).toBeInTheDocument();
  });

  it('a failed load offers a retry that loads the list', async () => {
    let fail = true;
    const { user } = setup({
      routes: {
        [`GET ${HISTORY}`]: () => (fail ? { status: 500, body: { detail: 'Server error occurred. Please try again in a few moments.' } } : { body: [makeLibraryItem()] }),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your library.");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'How to plan a content calendar' })).toBeInTheDocument();
  });

  it('cards on a phone: a list of pieces, each with its checkbox and menu', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
    setup({ routes: { [`GET ${HISTORY}`]: { body: makeLibraryItems(2) } } });
    const list = await screen.findByRole('list', { name: 'Your pieces' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(within(list).getAllByRole('listitem')[0]!);
    expect(card.getByRole('link', { name: 'Piece 1' })).toBeInTheDocument();
    expect(card.getByRole('checkbox', { name: 'Select “Piece 1”' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Actions for “Piece 1”' })).toBeInTheDocument();
    expect(card.getByText('101 words')).toBeInTheDocument();
  });

  it('on a phone the filters fold behind a button that says how many are set', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
    const { user } = setup({ routes: { [`GET ${HISTORY}`]: { body: makeLibraryItems(2) } } });
    await screen.findByRole('list', { name: 'Your pieces' });
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Kind' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Published');
    expect(await screen.findByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });

  it('on a phone a shared link with filters opens with them shown', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
    setup({ path: '/library?type=newsletter&from=2026-05-01', routes: { [`GET ${HISTORY}`]: { body: makeLibraryItems(2) } } });
    expect(await screen.findByRole('button', { name: 'Filters (2)' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('newsletter');
  });
});

describe('/library: search and filters', () => {
  it('searches once typing pauses, keeps the words in the address, and Back returns to the list before', async () => {
    const { api, user, router } = setup({
      routes: {
        [`GET ${HISTORY}`]: ({ url }) => ({ body: url.searchParams.get('q') === 'espresso' ? [makeLibraryItem({ metadata: { topic: 'Home espresso' } })] : makeLibraryItems(3) }),
      },
    });
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'espresso');

    expect(await screen.findByText('1 result for “espresso”')).toBeInTheDocument();
    // One request for the words, not one per key.
    expect(historyCalls(api)).toEqual([{ limit: '21' }, { limit: '21', q: 'espresso' }]);
    expect(router.state.location.search).toBe('?q=espresso');
    expect(screen.getByRole('link', { name: 'Home espresso' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(await screen.findByText('3 pieces, newest first')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('each filter goes into the address and the request; Clear filters empties both', async () => {
    const { api, user, router } = setup({ routes: { [`GET ${HISTORY}`]: { body: makeLibraryItems(2) } } });
    await table();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Blog Post');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Scheduled');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Template' }), 'Listicle');
    await user.type(screen.getByLabelText('From'), '2026-05-01');
    await user.type(screen.getByLabelText('To'), '2026-05-31');

    const wanted = { type: 'blog_post', status: 'scheduled', template: 'blog.listicle', from: '2026-05-01', to: '2026-05-31' };
    await waitFor(() => expect(historyCalls(api).at(-1)).toEqual({ limit: '21', ...wanted }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(wanted);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Template' })).toHaveValue('');
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('a shared link opens with its search and filters set', async () => {
    const { api } = setup({ path: '/library?q=batch%20filming&type=video_script&status=never&template=video.countdown', routes: { [`GET ${HISTORY}`]: { body: makeLibraryItems(1) } } });
    await table();
    expect(historyCalls(api)).toEqual([{ limit: '21', q: 'batch filming', type: 'video_script', status: 'never', template: 'video.countdown' }]);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('batch filming');
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('video_script');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('never');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Template' })).toHaveDisplayValue('List countdown'));
    // The kind narrows the templates offered to its own.
    expect(within(screen.getByRole('combobox', { name: 'Template' })).queryByRole('option', { name: 'Listicle' })).not.toBeInTheDocument();
  });

  it('choosing another kind drops a template of the kind before', async () => {
    const { api, user } = setup({ path: '/library?type=blog_post&template=blog.listicle', routes: { [`GET ${HISTORY}`]: { body: makeLibraryItems(1) } } });
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Video Script');
    await waitFor(() => expect(historyCalls(api).at(-1)).toEqual({ limit: '21', type: 'video_script' }));
  });

  it("says what the server found wrong with the filters, in its words", async () => {
    setup({
      path: '/library?from=2026-06-01&to=2026-05-01',
      routes: { [`GET ${HISTORY}`]: { status: 422, body: { detail: 'The first day must be on or before the last day.' } } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The first day must be on or before the last day.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('/library: empty', () => {
  it('a fresh account: nothing yet, and the way to the dashboard', async () => {
    setup();
    expect(await screen.findByText('Nothing here yet — your drafts appear here as you generate them.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('a search that finds nothing says so, and Clear filters brings the list back', async () => {
    const { user } = setup({
      path: '/library?q=zebra&status=published',
      routes: { [`GET ${HISTORY}`]: ({ url }) => ({ body: url.searchParams.has('q') ? [] : makeLibraryItems(2) }) },
    });
    expect(await screen.findByText('No pieces match “zebra”. Try other words or clear the filters.')).toBeInTheDocument();
    expect(screen.getByText('No results for “zebra”')).toHaveAttribute('aria-live', 'polite');
    const clearButtons = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clearButtons.at(-1)!);
    expect(await screen.findByText('2 pieces, newest first')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('filters that match nothing say so', async () => {
    setup({ path: '/library?status=published' });
    expect(await screen.findByText('No pieces match these filters. Try other ones or clear the filters.')).toBeInTheDocument();
  });
});

describe('/library: duplicate and delete', () => {
  it('Duplicate makes a copy, says so with a link to it, and the list shows it', async () => {
    let all = makeLibraryItems(2);
    const copy = makeLibraryItem({ id: pieceId(99), created_at: '2026-06-01T10:00:00.000Z', metadata: { topic: 'Piece 2' } });
    const { api, user } = setup({
      routes: {
        [`GET ${HISTORY}`]: historyOf(() => all),
        [`POST /api/content/${pieceId(2)}/duplicate`]: () => {
          all = [copy, ...all];
          return { status: 201, body: copy };
        },
      },
    });
    await table();
    await user.click(within(await openMenu(user, 'Piece 2')).getByRole('menuitem', { name: 'Duplicate' }));

    const status = await screen.findByText('Made a copy of “Piece 2”.', { exact: false });
    expect(within(status).getByRole('link', { name: 'Open the copy' })).toHaveAttribute('href', `/library/${pieceId(99)}`);
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Piece 2' })).toHaveLength(2));
    expect(screen.getAllByRole('row')[1]).toHaveAccessibleName(/Piece 2/);
    expect(api.callsTo('POST', `/api/content/${pieceId(2)}/duplicate`)).toHaveLength(1);
  });

  it('Delete asks first, names the scheduled posts to be cancelled, then says how many were; focus moves to the next piece', async () => {
    let all = makeLibraryItems(3);
    all[1] = { ...all[1]!, publishing: { published: ['linkedin'], scheduled: ['twitter', 'instagram'] } };
    const { api, user, queryClient } = setup({
      routes: {
        [`GET ${HISTORY}`]: historyOf(() => all),
        [`DELETE /api/content/${pieceId(2)}`]: () => {
          all = all.filter((item) => item.id !== pieceId(2));
          return { body: { deleted: [pieceId(2)], cancelled_posts: 2 } };
        },
      },
    });
    await table();
    // The dashboard's Recent Content, read before: it is read again after the delete.
    const recentKey = [...contentHistoryKey, { limit: 5 }];
    queryClient.setQueryData(recentKey, all.slice(0, 5));
    await user.click(within(await openMenu(user, 'Piece 2')).getByRole('menuitem', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete this piece?' });
    expect(dialog).toHaveAccessibleDescription(
      '“Piece 2” and all its versions leave your library. This cannot be undone. ' +
        'It is scheduled for Twitter/X and Instagram: those posts will be cancelled. ' +
        'What is already published stays on its platforms.',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    expect(api.callsTo('DELETE', `/api/content/${pieceId(2)}`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete piece' }));
    await waitFor(() => expect(screen.getByText('Deleted “Piece 2”. Its 2 scheduled posts were cancelled.')).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Piece 2' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Piece 3' })).toHaveFocus());
    expect(queryClient.getQueryState(recentKey)?.isInvalidated).toBe(true);
  });

  it('Keep it closes the dialog and deletes nothing', async () => {
    const { api, user } = setup({ routes: { [`GET ${HISTORY}`]: { body: makeLibraryItems(1) } } });
    await table();
    await user.click(within(await openMenu(user, 'Piece 1')).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this piece?' });
    expect(dialog).toHaveAccessibleDescription('“Piece 1” and all its versions leave your library. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Piece 1' })).toBeInTheDocument();
  });

  it('a failed delete says so in the dialog and keeps the piece', async () => {
    const { user } = setup({
      routes: {
        [`GET ${HISTORY}`]: { body: makeLibraryItems(1) },
        [`DELETE /api/content/${pieceId(1)}`]: { status: 503, body: { detail: null } },
      },
    });
    await table();
    await user.click(within(await openMenu(user, 'Piece 1')).getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete piece' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Nothing was deleted. Please try again.');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep it' }));
    expect(await screen.findByRole('link', { name: 'Piece 1' })).toBeInTheDocument();
  });

  it('bulk: tick pieces, "2 selected — Delete", confirm, and the selected go in one request', async () => {
    let all = makeLibraryItems(4);
    all[2] = { ...all[2]!, publishing: { published: [], scheduled: ['linkedin'] } };
    const { api, user } = setup({
      routes: {
        [`GET ${HISTORY}`]: historyOf(() => all),
        'POST /api/content/bulk-delete': ({ body }) => {
          const ids = (body as { ids: string[] }).ids;
          all = all.filter((item) => !ids.includes(item.id));
          return { body: { deleted: ids, cancelled_posts: 1 } };
        },
      },
    });
    await table();
    await user.click(screen.getByRole('checkbox', { name: 'Select “Piece 2”' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select “Piece 3”' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all shown' })).toHaveProperty('indeterminate', true);

    await user.click(screen.getByRole('button', { name: 'Delete 2 selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 pieces?' });
    expect(dialog).toHaveAccessibleDescription(
      'They leave your library with all their versions. This cannot be undone. 1 of them is scheduled to be published: its posts will be cancelled.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete 2 pieces' }));

    await waitFor(() => expect(screen.getByText('Deleted 2 pieces. 1 scheduled post was cancelled.')).toBeInTheDocument());
    expect(api.callsTo('POST', '/api/content/bulk-delete')[0]!.body).toEqual({ ids: [pieceId(2), pieceId(3)] });
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: /^Select “/ }).map((box) => box.getAttribute('aria-label'))).toEqual(['Select “Piece 1”', 'Select “Piece 4”']);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Piece 4' })).toHaveFocus());
  });

  it('Select all shown ticks every piece loaded, and again clears them', async () => {
    const { user } = setup({ routes: { [`GET ${HISTORY}`]: { body: makeLibraryItems(3) } } });
    await table();
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    for (const box of screen.getAllByRole('checkbox', { name: /^Select “/ })) expect(box).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    expect(screen.queryByText('3 selected')).not.toBeInTheDocument();
  });

  it('deleting the last piece leaves the fresh state, with focus on its link', async () => {
    let all = makeLibraryItems(1);
    const { user } = setup({
      routes: {
        [`GET ${HISTORY}`]: historyOf(() => all),
        [`DELETE /api/content/${pieceId(1)}`]: () => {
          all = [];
          return { body: { deleted: [pieceId(1)], cancelled_posts: 0 } };
        },
      },
    });
    await table();
    await user.click(within(await openMenu(user, 'Piece 1')).getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete piece' }));
    expect(await screen.findByText('Deleted “Piece 1”.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveFocus());
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentVersion, LibraryItem } from '../../contract/library';
import { editorText, replaceAll, typeAtEnd } from '../test/code-editor';
import { BLOG_TEXT, makeLibraryItem, makeVersion, PIECE_ID } from '../test/editor-fixtures';
import { makeUser } from '../test/fixtures';
import { deferred, mockApi, publicRoutes, type MockHandler } from '../test/mock-api';
import { renderApp, storeSessionToken } from '../test/render-app';

const ITEM_URL = `/api/content/${PIECE_ID}`;
const VERSIONS_URL = `${ITEM_URL}/versions`;

function setup({ item = makeLibraryItem(), versions = [makeVersion()], routes = {} }: { item?: LibraryItem; versions?: ContentVersion[]; routes?: Record<string, MockHandler> } = {}) {
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: makeUser({ subscription_tier: 'basic' }) },
    'GET /api/content/history': { body: [] },
    [`GET ${ITEM_URL}`]: { body: item },
    [`GET ${VERSIONS_URL}`]: { body: versions },
    ...routes,
  });
  storeSessionToken('session-token');
  return { api, ...renderApp({ path: `/library/${PIECE_ID}` }) };
}

const editorBox = () => screen.getByRole('textbox', { name: 'Text of the piece' });
const findEditor = () => screen.findByRole('textbox', { name: 'Text of the piece' });
const checks = () => within(screen.getByRole('list', { name: 'Checks' }));
const status = () => screen.getByText(/^(All changes saved|Unsaved changes|Saving…|Saved as version \d+|Version \d+ restored as version \d+|Written again as version \d+)$/);
const pressCtrlS = () => fireEvent.keyDown(window, { key: 's', ctrlKey: true });

describe('/library/:id: the editor', () => {
  it('shows the piece in the editor beside its preview, with counts, rules and versions', async () => {
    setup({ versions: [makeVersion({ n: 2, source: 'edited', engine: null }), makeVersion()], item: makeLibraryItem({ version: 2 }) });
    expect(await findEditor()).toHaveAccessibleDescription(
      'Markdown: # for a heading, **bold**, *italic*, - for a list. Ctrl+S (Cmd+S on a Mac) saves; Ctrl+Z undoes. Tab indents a line: to leave the text box with the keyboard, press Escape, then Tab.',
    );
    expect(editorText(editorBox())).toBe(BLOG_TEXT);
    expect(screen.getByRole('heading', { level: 1, name: 'Content calendars' })).toBeInTheDocument();
    expect(screen.getByText(/^Blog Post · version 2 · last changed /)).toBeInTheDocument();

    const preview = within(screen.getByRole('region', { name: 'Preview' }));
    expect(preview.getByRole('heading', { name: 'How to plan a content calendar' })).toBeInTheDocument();
    expect(preview.getByText('A content calendar saves time every week.')).toBeInTheDocument();

    expect(screen.getByText('Words').nextSibling).toHaveTextContent('27');
    expect(screen.getByText('Reading time').nextSibling).toHaveTextContent('under a minute');
    expect(checks().getAllByRole('listitem').map((rule) => rule.textContent)).toEqual([
      'Passes: The title has 30 characters (at most 60).',
      'Passes: The meta description has 47 characters (at most 160).',
      'Passes: The keyword "content calendar" is in the text.',
    ]);

    const versions = within(await screen.findByRole('list', { name: 'Versions' }));
    const [newest, first] = versions.getAllByRole('listitem');
    expect(newest).toHaveTextContent(/^Version 2CurrentEdited · May 4, 2026, .* · 27 words/);
    expect(within(newest!).queryByRole('button', { name: 'Restore version 2' })).not.toBeInTheDocument();
    expect(first).toHaveTextContent(/^Version 1Generated · /);
    expect(within(first!).getByRole('button', { name: 'Restore version 1' })).toBeEnabled();

    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(status()).toHaveTextContent('All changes saved');
    expect(document.title).toMatch(/^Edit: Content calendars/);
  });

  it('counts and rules follow the text as it is typed', async () => {
    setup();
    await findEditor();
    replaceAll(editorBox(), `# ${'Long title '.repeat(7).trim()}\n\nNo meta line, and no keyword.`);
    await waitFor(() =>
      expect(checks().getAllByRole('listitem').map((rule) => rule.textContent)).toEqual([
        'Needs work: The title has 76 characters; shorten it to at most 60.',
        'Needs work: Add a "**Meta description:** …" line right after the title, at most 160 characters.',
        'Needs work: Use the keyword "content calendar" in the text at least once.',
      ]),
    );
    expect(screen.getByText('Words').nextSibling).toHaveTextContent('20');
    expect(status()).toHaveTextContent('Unsaved changes');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("a social post for X: X's weighted count against 280, no reading time, and Variations", async () => {
    const post = 'Ship a little every day 🚀 #writing';
    setup({ item: makeLibraryItem({ content: post, metadata: { type: 'social_media', topic: 'Shipping', platform: 'twitter' } }), versions: [makeVersion({ content: post })] });
    await findEditor();
    // The emoji counts 2 on X: 35, where a plain count says 34.
    expect(await screen.findByText('On X (as X counts)')).toBeInTheDocument();
    expect(screen.getByText('On X (as X counts)').nextSibling).toHaveTextContent('35 / 280');
    expect(checks().getByRole('listitem')).toHaveTextContent('35 of 280 characters as X counts them: it fits Twitter/X.');
    expect(screen.queryByText('Reading time')).not.toBeInTheDocument();
    // A post previews as the platform shows it: plain text, no Markdown.
    expect(within(screen.getByRole('region', { name: 'Preview' })).getByText(post)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Variations (3 generations)' })).toBeEnabled();
    // A post is plain text: the help says nothing of Markdown.
    expect(editorBox()).toHaveAccessibleDescription(
      'Ctrl+S (Cmd+S on a Mac) saves; Ctrl+Z undoes. Tab indents a line: to leave the text box with the keyboard, press Escape, then Tab.',
    );
  });

  it('a piece that is not yours or is gone: a friendly page with the way back to the library', async () => {
    setup({ routes: { [`GET ${ITEM_URL}`]: { status: 404, body: { detail: 'This piece is not in your library. It may have been deleted.' } } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Piece not found' })).toBeInTheDocument();
    expect(screen.getByText('This piece is not in your library. It may have been deleted, or it belongs to another account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your library' })).toHaveAttribute('href', '/library');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('/library/:id: saving', () => {
  it('Ctrl+S sends the text as a new version and says which; the versions are read again', async () => {
    const saved = makeVersion({ n: 2, source: 'edited', engine: null, content: `${BLOG_TEXT}\n\nOne more line.` });
    const { api } = setup({ routes: { [`PATCH ${ITEM_URL}`]: { body: saved } } });
    await findEditor();
    await screen.findByRole('list', { name: 'Versions' });
    const versionReads = api.callsTo('GET', VERSIONS_URL).length;

    typeAtEnd(editorBox(), '\n\nOne more line.');
    pressCtrlS();
    expect(await screen.findByText('Saved as version 2')).toBeInTheDocument();
    expect(api.callsTo('PATCH', ITEM_URL).map((call) => call.body)).toEqual([{ content: `${BLOG_TEXT}\n\nOne more line.` }]);
    expect(api.callsTo('PATCH', ITEM_URL)[0]!.headers.get('Authorization')).toBe('Bearer session-token');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByText(/^Blog Post · version 2 ·/)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', VERSIONS_URL).length).toBeGreaterThan(versionReads));

    // Nothing changed since: Ctrl+S sends nothing.
    pressCtrlS();
    expect(api.callsTo('PATCH', ITEM_URL)).toHaveLength(1);
  });

  it('Ctrl+S keeps the browser from saving the page, and does nothing when there is nothing to save', async () => {
    const { api } = setup();
    await findEditor();
    const event = new KeyboardEvent('keydown', { key: 's', metaKey: true, cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(api.callsTo('PATCH', ITEM_URL)).toHaveLength(0);
  });

  it("a refused save says why and keeps the creator's text", async () => {
    const { user } = setup({ routes: { [`PATCH ${ITEM_URL}`]: { status: 422, body: { detail: 'Content must be at most 100000 characters' } } } });
    await findEditor();
    typeAtEnd(editorBox(), ' More.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Content must be at most 100000 characters');
    expect(editorText(editorBox())).toBe(`${BLOG_TEXT} More.`);
    expect(status()).toHaveTextContent('Unsaved changes');
  });

  it('an emptied text is not sent', async () => {
    const { api, user } = setup();
    await findEditor();
    replaceAll(editorBox(), '  \n');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A piece cannot be empty: write something before you save.');
    expect(api.callsTo('PATCH', ITEM_URL)).toHaveLength(0);
  });

  it('shows "Saving…" while the save runs', async () => {
    const answer = deferred<{ body: ContentVersion }>();
    setup({ routes: { [`PATCH ${ITEM_URL}`]: () => answer.promise } });
    await findEditor();
    typeAtEnd(editorBox(), '!');
    pressCtrlS();
    expect(await screen.findByText('Saving…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    answer.resolve({ body: makeVersion({ n: 2, source: 'edited', content: `${BLOG_TEXT}!` }) });
    expect(await screen.findByText('Saved as version 2')).toBeInTheDocument();
  });
});

describe('/library/:id: Prepare for social', () => {
  it('is in the toolbar, and waits for unsaved changes to be saved', async () => {
    setup();
    await findEditor();
    expect(screen.getByRole('button', { name: 'Prepare for social' })).toBeEnabled();
    typeAtEnd(editorBox(), ' x');
    expect(screen.getByRole('button', { name: 'Prepare for social' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Prepare for social' })).toHaveAccessibleDescription(
      'Save your changes first: the texts are made from the saved version.',
    );
  });
});

describe('/library/:id: unsaved changes', () => {
  it('a link out asks "Leave without saving?": Stay keeps the text, Leave goes', async () => {
    const { user, router } = setup();
    await findEditor();
    typeAtEnd(editorBox(), ' Unsaved words.');

    await user.click(screen.getByRole('link', { name: 'Back to Library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveAccessibleDescription('Your changes to this piece are not saved. If you leave now, they are lost.');
    expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/library/${PIECE_ID}`);
    expect(editorText(editorBox())).toBe(`${BLOG_TEXT} Unsaved words.`);

    await user.click(screen.getByRole('link', { name: 'Back to Library' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/library'));
  });

  it('closing the tab with unsaved changes asks the browser to confirm; with none it does not', async () => {
    setup();
    await findEditor();
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);

    typeAtEnd(editorBox(), ' x');
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });

  it('no question once the changes are saved', async () => {
    const { user, router } = setup({ routes: { [`PATCH ${ITEM_URL}`]: { body: makeVersion({ n: 2, source: 'edited', content: `${BLOG_TEXT} x` }) } } });
    await findEditor();
    typeAtEnd(editorBox(), ' x');
    pressCtrlS();
    await screen.findByText('Saved as version 2');
    await user.click(screen.getByRole('link', { name: 'Back to Library' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/library'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });
});

describe('/library/:id: versions', () => {
  const older = makeVersion({ n: 1, content: '# Old title\n\nThe first words.' });
  const current = makeVersion({ n: 2, source: 'edited', engine: null, content: '# New title\n\nThe first words.' });
  const restored = makeVersion({ n: 3, source: 'restored', restored_from: 1, engine: null, content: older.content });

  it('Compare shows a version beside the text now with the changes marked; Restore puts its text in the editor as the newest version', async () => {
    let versions = [current, older];
    const { api, user } = setup({
      item: makeLibraryItem({ content: current.content, version: 2 }),
      routes: {
        [`GET ${VERSIONS_URL}`]: () => ({ body: versions }),
        [`POST ${VERSIONS_URL}/1/restore`]: () => {
          versions = [restored, current, older];
          return { body: restored };
        },
      },
    });
    await findEditor();
    await user.click(await screen.findByRole('button', { name: 'Compare version 1 with your text' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Compare version 1' }));
    const old = dialog.getByRole('region', { name: 'Version 1' });
    const now = dialog.getByRole('region', { name: 'Your text now' });
    expect(old.querySelector('del')).toHaveTextContent('[removed: Old]');
    expect(now.querySelector('ins')).toHaveTextContent('[added: New]');
    expect(dialog.getByText(/in version 1: removed/)).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Restore version 1' }));
    expect(await screen.findByText('Version 1 restored as version 3')).toBeInTheDocument();
    expect(api.callsTo('POST', `${VERSIONS_URL}/1/restore`)).toHaveLength(1);
    expect(editorText(editorBox())).toBe(older.content);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    const list = within(screen.getByRole('list', { name: 'Versions' }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(3));
    expect(list.getAllByRole('listitem')[0]).toHaveTextContent(/^Version 3CurrentRestored from version 1 · /);
  });

  it('with unsaved changes, Restore asks first; Cancel keeps the text', async () => {
    const { api, user } = setup({
      item: makeLibraryItem({ content: current.content, version: 2 }),
      versions: [current, older],
      routes: { [`POST ${VERSIONS_URL}/1/restore`]: { body: restored } },
    });
    await findEditor();
    typeAtEnd(editorBox(), ' Unsaved.');
    await user.click(await screen.findByRole('button', { name: 'Restore version 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Restore version 1?' }));
    expect(dialog.getByText(/Your unsaved changes are not kept/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', `${VERSIONS_URL}/1/restore`)).toHaveLength(0);
    expect(editorText(editorBox())).toBe(`${current.content} Unsaved.`);

    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Restore version 1?' })).getByRole('button', { name: 'Restore version 1' }));
    expect(await screen.findByText('Version 1 restored as version 3')).toBeInTheDocument();
    expect(editorText(editorBox())).toBe(older.content);
  });
});

describe('/library/:id: write again and variations', () => {
  it('Write again asks first (one generation, the text kept as a version), then shows the new draft; the usage counters are read again', async () => {
    const rewritten = makeVersion({ n: 2, content: '# A fresh take on content calendars\n\nNew words.' });
    const { api, user } = setup({ routes: { [`POST ${ITEM_URL}/regenerate`]: { body: rewritten } } });
    await findEditor();
    const meReads = api.callsTo('GET', '/api/auth/me').length;

    await user.click(screen.getByRole('button', { name: 'Write again' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Write this blog post again?' }));
    expect(dialog.getByText('Inkwell writes it again from the request that made it. This uses one generation of your plan this month.')).toBeInTheDocument();
    expect(dialog.getByText('The current text stays in Versions, so you can restore it.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Write again' }));

    expect(await screen.findByText('Written again as version 2')).toBeInTheDocument();
    expect(api.callsTo('POST', `${ITEM_URL}/regenerate`)).toHaveLength(1);
    expect(editorText(editorBox())).toBe(rewritten.content);
    await waitFor(() => expect(api.callsTo('GET', '/api/auth/me').length).toBeGreaterThan(meReads));
  });

  it("a refused Write again says why in the dialog (the plan's limit)", async () => {
    const { user } = setup({ routes: { [`POST ${ITEM_URL}/regenerate`]: { status: 403, body: { detail: 'Usage limit exceeded. Please upgrade your plan to continue.' } } } });
    await findEditor();
    await user.click(screen.getByRole('button', { name: 'Write again' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Write this blog post again?' }));
    await user.click(dialog.getByRole('button', { name: 'Write again' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Usage limit exceeded. Please upgrade your plan to continue.');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(editorText(await findEditor())).toBe(BLOG_TEXT);
  });

  it('Write again is off, saying why, once the month’s counter is full', async () => {
    setup({ routes: { 'GET /api/auth/me': { body: makeUser({ usage_counts: { ...makeUser().usage_counts, blog_posts: 5 } }) } } });
    await findEditor();
    const button = await screen.findByRole('button', { name: 'Write again' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription('You have used all 5 blog posts of your plan this month. Upgrade your plan');
  });

  it('Variations of a social post: three side by side; "Use this one" saves it as a new version', async () => {
    const post = 'Ship a little every day. #writing';
    const chosen = 'Small steps, every day, add up. #writing';
    const { api, user } = setup({
      item: makeLibraryItem({ content: post, metadata: { type: 'social_media', topic: 'Shipping', platform: 'linkedin' } }),
      versions: [makeVersion({ content: post })],
      routes: {
        [`POST ${ITEM_URL}/variations`]: {
          body: { variations: [{ content: 'Ship daily. #writing' }, { content: chosen }, { content: 'Done beats perfect. #writing' }], engine: 'offline', model: 'inkwell-offline-composer' },
        },
        [`PATCH ${ITEM_URL}`]: { body: makeVersion({ n: 2, source: 'variation', content: chosen }) },
      },
    });
    await findEditor();
    await user.click(screen.getByRole('button', { name: 'Variations (3 generations)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Variations of your post' }));
    expect(api.callsTo('POST', `${ITEM_URL}/variations`).map((call) => call.body)).toEqual([{ count: 3, part: 'whole' }]);
    expect(dialog.getByRole('region', { name: 'Your post now' })).toHaveTextContent(post);
    const options = within(await dialog.findByRole('list', { name: 'Variations' })).getAllByRole('listitem');
    expect(options).toHaveLength(3);

    await user.click(within(options[1]!).getByRole('button', { name: 'Use this one: variation 2' }));
    expect(await screen.findByText('Saved as version 2')).toBeInTheDocument();
    expect(api.callsTo('PATCH', ITEM_URL).map((call) => call.body)).toEqual([{ content: chosen, source: 'variation' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(editorText(editorBox())).toBe(chosen);
  });

  it("Variations of a video script's hook: the chosen hook replaces the hook section, the rest of the script stays", async () => {
    const script = '# Better photos\n\n## [0:00] Hook\n(VISUAL: Montage.)\n\nMost people never learn this.\n\n## [0:20] Intro\nHello.\n\n## [3:00] End';
    const withNewHook = '# Better photos\n\n## [0:00] Hook\nYour camera is not the problem.\n\n## [0:20] Intro\nHello.\n\n## [3:00] End';
    const { api, user } = setup({
      item: makeLibraryItem({ content: script, metadata: { type: 'video_script', topic: 'Better photos', platform: 'youtube' } }),
      versions: [makeVersion({ content: script })],
      routes: {
        [`POST ${ITEM_URL}/variations`]: {
          body: { variations: [{ content: 'Your camera is not the problem.' }, { content: 'Stop blaming your lens.' }], engine: 'offline', model: 'inkwell-offline-composer' },
        },
        [`PATCH ${ITEM_URL}`]: { body: makeVersion({ n: 2, source: 'variation', content: withNewHook }) },
      },
    });
    await findEditor();
    expect(screen.getByText('Speaking time')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Variations (3 generations)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Variations of your hook' }));
    expect(api.callsTo('POST', `${ITEM_URL}/variations`)[0]!.body).toEqual({ count: 3, part: 'hook' });
    expect(dialog.getByRole('region', { name: 'Your hook now' })).toHaveTextContent('(VISUAL: Montage.) Most people never learn this.');

    await user.click(await dialog.findByRole('button', { name: 'Use this one: variation 1' }));
    expect(await screen.findByText('Saved as version 2')).toBeInTheDocument();
    expect(api.callsTo('PATCH', ITEM_URL)[0]!.body).toEqual({ content: withNewHook, source: 'variation' });
    expect(editorText(editorBox())).toBe(withNewHook);
  });

  it('neither Write again nor Variations for a summary', async () => {
    setup({ item: makeLibraryItem({ content: '- One point', metadata: { type: 'summarizer', topic: 'A report' } }) });
    await findEditor();
    expect(screen.queryByRole('button', { name: 'Write again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Variations/ })).not.toBeInTheDocument();
  });
});

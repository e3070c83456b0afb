import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Voice } from '../../../contract/voices';
import { eventStreamOf } from '../../test/event-stream';
import { DRAFT_TO_HUMANIZE, makeHumanizeResponse, makeUser } from '../../test/fixtures';
import { mockApi, publicRoutes, type MockHandler } from '../../test/mock-api';
import { renderApp, storeSessionToken } from '../../test/render-app';
import { makeVoice, voiceList } from '../../test/voice-fixtures';
import { UNCHANGED_MESSAGE } from './components/humanizer-modal';

const PASTED = "Hi Sam,\n\nIn today's fast-paced digital landscape, our shop needs a plan. Moreover, we sell 40 loaves a day.";
const HUMANIZED = 'Hi Sam,\n\nOur shop needs a plan. We sell 40 loaves a day.';

function setup(routes: Record<string, MockHandler> = {}, voices: Voice[] = []) {
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: makeUser({ subscription_tier: 'basic' }) },
    'GET /api/content/history': { body: [] },
    'GET /api/voices': { body: voiceList(voices) },
    ...routes,
  });
  storeSessionToken('session-token');
  return { api, ...renderApp({ path: '/dashboard' }) };
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Humanize your own text' }));

async function open(view: ReturnType<typeof setup>) {
  await view.user.click(await screen.findByRole('button', { name: 'Humanize your own text' }));
  await screen.findByRole('dialog', { name: 'Humanize your own text' });
}

describe('dashboard: Humanize your own text', () => {
  it('opens an empty editor beside the generator tabs, and sends the pasted text with the kind and mode chosen', async () => {
    const view = setup({
      'POST /api/content/humanize': {
        response: eventStreamOf([
          {
            event: 'done',
            data: makeHumanizeResponse({
              humanized_text: HUMANIZED,
              content_type: 'newsletter',
              mode: 'shorter',
              changes: [{ kind: 'connective', before: 'Moreover, we', after: 'We', at: 60, why: 'A stiff connective at the start of a sentence.' }],
            }),
          },
        ]),
      },
    });
    // The five generator tabs stay as they are.
    expect(await screen.findAllByRole('tab')).toHaveLength(5);
    await open(view);

    const editor = dialog().getByRole('textbox', { name: 'Your text' });
    expect(editor).toHaveValue('');
    // Nothing pasted: said in words, nothing sent.
    await view.user.click(dialog().getByRole('button', { name: 'Humanize' }));
    expect(dialog().getByText('Paste or write the text to humanize.')).toBeInTheDocument();
    expect(view.api.callsTo('POST', '/api/content/humanize')).toHaveLength(0);

    await view.user.click(editor);
    await view.user.paste(PASTED);
    await view.user.selectOptions(dialog().getByRole('combobox', { name: 'Kind of text' }), 'Newsletter');
    await view.user.selectOptions(dialog().getByRole('combobox', { name: 'Mode' }), 'Shorter');
    await view.user.click(dialog().getByRole('button', { name: 'Humanize' }));

    await waitFor(() => expect(view.api.callsTo('POST', '/api/content/humanize')).toHaveLength(1));
    expect(view.api.callsTo('POST', '/api/content/humanize')[0]!.body).toEqual({ text: PASTED, content_type: 'newsletter', mode: 'shorter' });
    await waitFor(() => expect(dialog().getByRole('region', { name: 'Humanized' })).toHaveTextContent('shop needs a plan. [added: We] sell 40 loaves a day.'));
    expect(dialog().getByRole('region', { name: 'Original' })).toHaveTextContent('fast-paced digital landscape');
    expect(dialog().getByText('A stiff connective at the start of a sentence.')).toBeInTheDocument();
    // Text from elsewhere is not the dashboard's draft: no "Use Humanized Version".
    expect(dialog().queryByRole('button', { name: 'Use Humanized Version' })).not.toBeInTheDocument();
  });

  it('offers "In my voice" only to a creator with a brand voice', async () => {
    const without = setup();
    await open(without);
    const modes = () => within(dialog().getByRole('combobox', { name: 'Mode' })).getAllByRole('option').map((option) => option.textContent);
    await waitFor(() => expect(without.api.callsTo('GET', '/api/voices').length).toBeGreaterThan(0));
    expect(modes()).toEqual(['Natural', 'Simpler', 'Formal', 'Casual', 'Shorter']);
    without.unmount();

    const withVoice = setup({}, [makeVoice()]);
    await open(withVoice);
    await waitFor(() => expect(modes()).toContain('In my voice'));
    expect(dialog().getByRole('combobox', { name: 'Mode' })).toHaveValue('natural');
  });

  it('says plainly when nothing needed changing, with nothing to copy', async () => {
    const view = setup({
      'POST /api/content/humanize': {
        response: eventStreamOf([
          { event: 'done', data: makeHumanizeResponse({ id: null, unchanged: true, humanized_text: 'We sell bread.', changes: [] }) },
        ]),
      },
    });
    await open(view);
    await view.user.click(dialog().getByRole('textbox', { name: 'Your text' }));
    await view.user.paste('We sell bread.');
    await view.user.click(dialog().getByRole('button', { name: 'Humanize' }));

    expect(await dialog().findByText(UNCHANGED_MESSAGE)).toBeInTheDocument();
    expect(dialog().queryByRole('region', { name: 'Humanized' })).not.toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Copy Humanized Content' })).toBeDisabled();
  });
});

describe('the humanizer on a generated draft: the mode select', () => {
  it('humanizes the same draft again in the mode chosen', async () => {
    const PIECE_ID = '0b6f2f8e-3c1a-4d6e-9a59-2f1c9f8a7b10';
    const done = { event: 'done' as const, data: makeHumanizeResponse({ source_id: PIECE_ID }) };
    const view = setup({
      'POST /api/content/blog-post': {
        response: eventStreamOf([{ event: 'done', data: { id: PIECE_ID, content: DRAFT_TO_HUMANIZE, engine: 'offline', model: 'inkwell-offline-composer' } }]),
      },
      'POST /api/content/humanize': () => ({ response: eventStreamOf([done]) }),
    });
    await view.user.click(await screen.findByRole('tab', { name: 'Blog Posts' }));
    await view.user.type(within(screen.getByRole('tabpanel')).getByLabelText('Topic'), 'Consistency');
    await view.user.click(screen.getByRole('button', { name: 'Generate Blog Post' }));
    await screen.findByText('Your blog post is ready.');
    await view.user.click(within(screen.getByRole('region', { name: 'Generated Content' })).getByRole('button', { name: 'Humanize' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Humanize your blog post' }));
    await modal.findByText('Your humanized blog post is ready.');

    await view.user.selectOptions(modal.getByRole('combobox', { name: 'Mode' }), 'Formal');
    await view.user.click(modal.getByRole('button', { name: 'Humanize again' }));
    await waitFor(() => expect(view.api.callsTo('POST', '/api/content/humanize')).toHaveLength(2));
    expect(view.api.callsTo('POST', '/api/content/humanize')[1]!.body).toEqual({ text: DRAFT_TO_HUMANIZE, content_type: 'blog_post', id: PIECE_ID, mode: 'formal' });
  });
});

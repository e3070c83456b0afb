import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../contract/auth';
import type { Voice } from '../../contract/voices';
import { makeUser } from '../test/fixtures';
import { mockApi, publicRoutes, type MockHandler } from '../test/mock-api';
import { renderApp, storeSessionToken } from '../test/render-app';
import { makeVoice, OTHER_VOICE_ID, VOICE_ID, voiceList } from '../test/voice-fixtures';

const VOICES = '/api/voices';

/** The voices page over a server whose list is `state.voices` (handlers may change it). */
function setup(options: { voices?: Voice[]; limit?: number | null; user?: User; routes?: Record<string, MockHandler> } = {}) {
  const state = { voices: options.voices ?? [], limit: options.limit === undefined ? 1 : options.limit };
  const api = mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: options.user ?? makeUser() },
    [`GET ${VOICES}`]: () => ({ body: voiceList(state.voices, state.limit) }),
    ...options.routes,
  });
  storeSessionToken('session-token');
  return { api, state, ...renderApp({ path: '/settings/voices' }) };
}

const card = (name: string) => within(screen.getByRole('article', { name }));

describe('/settings/voices', () => {
  it('explains what a voice does when there is none, with the plan’s cap', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Brand voices' })).toBeInTheDocument();
    expect(await screen.findByText('No voices yet')).toBeInTheDocument();
    expect(screen.getByText(/^A brand voice tells Inkwell how you write/)).toBeInTheDocument();
    expect(screen.getByText('0 of 1 voices on the Free plan')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade your plan' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New voice' })).toBeEnabled();
  });

  it('lists the voices with their description and which one is the default', async () => {
    setup({
      user: makeUser({ subscription_tier: 'basic' }),
      limit: 3,
      voices: [makeVoice(), makeVoice({ id: OTHER_VOICE_ID, name: 'Plain and short', description: '', is_default: false, avoid: [], emoji: 'none', hashtags: 'none', samples: [], sign_off: '' })],
    });
    const list = await screen.findByRole('list', { name: 'Your voices' });
    expect(within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Warm and nerdy', 'Plain and short']);
    const warm = card('Warm and nerdy');
    expect(warm.getByText('Default')).toBeInTheDocument();
    expect(warm.getByText('warm, direct, a little nerdy')).toBeInTheDocument();
    expect(warm.getByText('1 sample · 1 phrase to avoid · One or two · A few (1–3)')).toBeInTheDocument();
    expect(warm.getByText('Signs off: Talk soon, Maya')).toBeInTheDocument();
    expect(warm.queryByRole('button', { name: /^Make default/ })).not.toBeInTheDocument();
    const plain = card('Plain and short');
    expect(plain.queryByText('Default')).not.toBeInTheDocument();
    expect(plain.getByText('0 samples · No emoji · No hashtags')).toBeInTheDocument();
    expect(plain.getByRole('button', { name: 'Make default (Plain and short)' })).toBeEnabled();
    expect(screen.getByText('2 of 3 voices on the Basic plan')).toBeInTheDocument();
  });

  it('creates a voice from every field of the form and shows it in the list', async () => {
    const { api, state, user } = setup({
      user: makeUser({ subscription_tier: 'pro' }),
      limit: 10,
      routes: {
        [`POST ${VOICES}`]: (request) => {
          const voice = makeVoice({ ...(request.body as Partial<Voice>), id: OTHER_VOICE_ID });
          state.voices = [voice];
          return { status: 201, body: voice };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New voice' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New voice' }));
    // The first voice is the default (the server makes it so whatever is sent).
    expect(dialog.getByLabelText('Use as my default')).toBeChecked();
    expect(dialog.getByLabelText('Use as my default')).toBeDisabled();

    await user.type(dialog.getByLabelText('Name'), '  Maya on Mondays ');
    await user.type(dialog.getByLabelText('Description'), 'warm, direct');
    await user.type(dialog.getByLabelText('Sample 1'), 'First sample.');
    await user.click(dialog.getByRole('button', { name: 'Add a sample' }));
    // The new box takes the focus.
    expect(dialog.getByLabelText('Sample 2')).toHaveFocus();
    await user.keyboard('Second sample.');
    await user.click(dialog.getByRole('button', { name: 'Add a sample' }));
    await user.click(dialog.getByRole('button', { name: 'Remove sample 3' }));
    await user.type(dialog.getByLabelText('Words to avoid'), 'game-changer{Enter}{Enter}  unlock  ');
    await user.type(dialog.getByLabelText('Words to prefer'), 'folks');
    await user.selectOptions(dialog.getByLabelText('Emoji'), 'No emoji');
    await user.selectOptions(dialog.getByLabelText('Hashtags'), 'A few (1–3)');
    await user.type(dialog.getByLabelText('Your hashtags'), '#CreatorTips  Shorts');
    await user.type(dialog.getByLabelText('Sign-off'), 'Talk soon,{Enter}Maya');
    await user.click(dialog.getByRole('button', { name: 'Save voice' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', VOICES).map((r) => r.body)).toEqual([
      {
        name: 'Maya on Mondays',
        description: 'warm, direct',
        samples: ['First sample.', 'Second sample.'],
        avoid: ['game-changer', 'unlock'],
        prefer: ['folks'],
        emoji: 'none',
        hashtags: 'few',
        own_hashtags: ['CreatorTips', 'Shorts'],
        sign_off: 'Talk soon,\nMaya',
        is_default: true,
      },
    ]);
    expect(await screen.findByRole('article', { name: 'Maya on Mondays' })).toBeInTheDocument();
    expect(screen.getByText('1 of 10 voices on the Pro plan')).toBeInTheDocument();
  });

  it('says what is wrong before sending, and shows the server’s refusal at the form', async () => {
    const { api, user } = setup({
      limit: 3,
      user: makeUser({ subscription_tier: 'basic' }),
      routes: { [`POST ${VOICES}`]: { status: 422, body: { detail: 'The sample texts may have at most 5 texts.' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'New voice' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New voice' }));
    await user.click(dialog.getByRole('button', { name: 'Save voice' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('The name is required.');
    await user.type(dialog.getByLabelText('Name'), 'Mine');
    await user.type(dialog.getByLabelText('Words to avoid'), `fine{Enter}${'x'.repeat(81)}`);
    await user.click(dialog.getByRole('button', { name: 'Save voice' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Each of the words to avoid must be at most 80 characters.');
    expect(api.callsTo('POST', VOICES)).toHaveLength(0);

    await user.clear(dialog.getByLabelText('Words to avoid'));
    await user.type(dialog.getByLabelText('Words to avoid'), 'fine');
    await user.click(dialog.getByRole('button', { name: 'Save voice' }));
    expect(await dialog.findByText('The sample texts may have at most 5 texts.')).toBeInTheDocument();
    expect(api.callsTo('POST', VOICES)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'New voice' })).toBeInTheDocument();
  });

  it('at the plan’s cap says so with the way to upgrade, and New voice waits', async () => {
    setup({ voices: [makeVoice()], limit: 1 });
    const note = await screen.findByText('1 of 1 voices on the Free plan');
    expect(note.parentElement).toHaveTextContent('1 of 1 voices on the Free plan · the most your plan allows. Upgrade your plan');
    expect(screen.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/pricing');
    const create = screen.getByRole('button', { name: 'New voice' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription('1 of 1 voices on the Free plan · the most your plan allows. Upgrade your plan');
  });

  it('shows the server’s cap refusal (403) when the plan changed meanwhile', async () => {
    const detail = 'Your Basic plan includes 3 brand voices. Upgrade to keep more.';
    const { user } = setup({
      user: makeUser({ subscription_tier: 'basic' }),
      limit: 3,
      voices: [makeVoice()],
      routes: { [`POST ${VOICES}`]: { status: 403, body: { detail } } },
    });
    await user.click(await screen.findByRole('button', { name: 'New voice' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New voice' }));
    expect(dialog.getByLabelText('Use as my default')).not.toBeChecked();
    await user.type(dialog.getByLabelText('Name'), 'Second');
    await user.click(dialog.getByRole('button', { name: 'Save voice' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(detail);
  });

  it('edits a voice from its saved fields', async () => {
    const { api, state, user } = setup({
      voices: [makeVoice()],
      routes: {
        [`PATCH ${VOICES}/${VOICE_ID}`]: (request) => {
          state.voices = [makeVoice(request.body as Partial<Voice>)];
          return { body: state.voices[0] };
        },
      },
    });
    await screen.findByRole('article', { name: 'Warm and nerdy' });
    await user.click(card('Warm and nerdy').getByRole('button', { name: 'Edit Warm and nerdy' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Warm and nerdy' }));
    expect(dialog.getByLabelText('Sample 1')).toHaveValue('I tried batch filming for a month. Here is what broke first.');
    expect(dialog.getByLabelText('Words to avoid')).toHaveValue('game-changer');
    expect(dialog.getByLabelText('Your hashtags')).toHaveValue('#CreatorTips');
    expect(dialog.getByLabelText('Use as my default')).toBeChecked();
    await user.clear(dialog.getByLabelText('Name'));
    await user.type(dialog.getByLabelText('Name'), 'Warmer');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', `${VOICES}/${VOICE_ID}`).map((r) => r.body)).toEqual([
      {
        name: 'Warmer',
        description: 'warm, direct, a little nerdy',
        samples: ['I tried batch filming for a month. Here is what broke first.'],
        avoid: ['game-changer'],
        prefer: [],
        emoji: 'sparing',
        hashtags: 'few',
        own_hashtags: ['CreatorTips'],
        sign_off: 'Talk soon, Maya',
        is_default: true,
      },
    ]);
    expect(await screen.findByRole('article', { name: 'Warmer' })).toBeInTheDocument();
  });

  it('makes another voice the default', async () => {
    const other = makeVoice({ id: OTHER_VOICE_ID, name: 'Plain and short', is_default: false });
    const { api, state, user } = setup({
      limit: 3,
      user: makeUser({ subscription_tier: 'basic' }),
      voices: [makeVoice(), other],
      routes: {
        [`PATCH ${VOICES}/${OTHER_VOICE_ID}`]: () => {
          state.voices = [{ ...other, is_default: true }, makeVoice({ is_default: false })];
          return { body: state.voices[0] };
        },
      },
    });
    await screen.findByRole('article', { name: 'Plain and short' });
    await user.click(card('Plain and short').getByRole('button', { name: 'Make default (Plain and short)' }));

    await waitFor(() => expect(card('Plain and short').getByText('Default')).toBeInTheDocument());
    expect(card('Warm and nerdy').queryByText('Default')).not.toBeInTheDocument();
    expect(card('Warm and nerdy').getByRole('button', { name: 'Make default (Warm and nerdy)' })).toBeEnabled();
    expect(api.callsTo('PATCH', `${VOICES}/${OTHER_VOICE_ID}`).map((r) => r.body)).toEqual([{ is_default: true }]);
  });

  it('deletes a voice only once confirmed', async () => {
    const { api, state, user } = setup({
      voices: [makeVoice()],
      routes: {
        [`DELETE ${VOICES}/${VOICE_ID}`]: () => {
          state.voices = [];
          return { status: 204 };
        },
      },
    });
    await screen.findByRole('article', { name: 'Warm and nerdy' });
    await user.click(card('Warm and nerdy').getByRole('button', { name: 'Delete Warm and nerdy' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Delete this voice?' }));
    expect(dialog.getByRole('button', { name: 'Keep voice' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Keep voice' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE', `${VOICES}/${VOICE_ID}`)).toHaveLength(0);

    await user.click(card('Warm and nerdy').getByRole('button', { name: 'Delete Warm and nerdy' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Delete this voice?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete voice' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Warm and nerdy' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE', `${VOICES}/${VOICE_ID}`)).toHaveLength(1);
    expect(await screen.findByText('No voices yet')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../contract/auth';
import type { AiEngineName } from '../../../../contract/content';
import type { LibraryItem } from '../../../../contract/library';
import { makeLibraryItem } from '../../../test/editor-fixtures';
import { eventStreamOf, eventStreamResponse } from '../../../test/event-stream';
import { makeConfig, makeUser } from '../../../test/fixtures';
import { mockApi, publicRoutes, type MockHandler } from '../../../test/mock-api';
import { renderApp, storeSessionToken } from '../../../test/render-app';

const LABEL = 'Sample draft (offline engine)';
const HINT = 'Connect a model on Settings → AI to write with an AI model.';
/** Any server setting's name: a creator must never be shown one. */
const SETTING_NAME = /[A-Z][A-Z0-9]*_[A-Z0-9_]+/;

const creator = makeUser();
const owner = makeUser({ id: 'owner', email: 'owner@example.com', subscription_tier: 'enterprise', lifetime: true });

function done(engine: AiEngineName, model: string) {
  return { event: 'done' as const, data: { id: 'piece-1', content: 'Hook: a finished script.', engine, model } };
}

const historyItem: LibraryItem = makeLibraryItem({
  id: 'old-1',
  created_at: '2026-05-04T09:30:00.000Z',
  content: 'Hook: an older script.',
  engine: 'offline',
  model: 'inkwell-offline-composer',
  metadata: { type: 'video_script', topic: 'Morning routines' },
});

function setup(user: User, routes: Record<string, MockHandler> = {}) {
  mockApi({
    ...publicRoutes(),
    'GET /api/auth/me': { body: user },
    'GET /api/content/history': { body: [] },
    ...routes,
  });
  storeSessionToken('session-token');
  return renderApp({ path: '/dashboard' });
}

const panel = () => screen.getByRole('region', { name: 'Generated Content' });

async function startVideoScript(user: ReturnType<typeof setup>['user']) {
  await user.type(within(await screen.findByRole('tabpanel')).getByLabelText('Topic'), 'Mornings');
  await user.click(screen.getByRole('button', { name: 'Generate Video Script' }));
}

describe('content panel: offline drafts for a creator', () => {
  it('says drafts are samples before anything is written, without server settings', async () => {
    setup(creator);
    expect(await screen.findByText(/Drafts are samples written by Inkwell's offline composer/)).toBeInTheDocument();
    expect(panel()).not.toHaveTextContent(SETTING_NAME);
  });

  it('labels the draft while it streams and once it is saved, never naming a setting', async () => {
    const stream = eventStreamResponse();
    const { user } = setup(creator, { 'POST /api/content/video-script': { response: stream.response } });
    await startVideoScript(user);

    stream.send({ event: 'delta', data: { text: 'Hook: a fin' } });
    await waitFor(() => expect(panel()).toHaveTextContent('Hook: a fin'));
    expect(within(panel()).getByText(LABEL)).toBeInTheDocument();
    expect(panel()).not.toHaveTextContent(SETTING_NAME);

    stream.send(done('offline', 'inkwell-offline-composer'));
    stream.close();
    expect(await screen.findByText('Your video script is ready.')).toBeInTheDocument();
    expect(within(panel()).getByText(LABEL)).toBeInTheDocument();
    expect(within(panel()).getByText(/Drafted by Inkwell's offline composer/)).toBeInTheDocument();
    expect(panel()).not.toHaveTextContent(SETTING_NAME);
  });

  it('labels a sample draft opened from history', async () => {
    const { user } = setup(creator, { 'GET /api/content/history': { body: [historyItem] } });
    const recent = within(await screen.findByRole('region', { name: 'Recent Content' }));
    await user.click(await recent.findByRole('button', { name: /Morning routines/ }));

    expect(within(panel()).getByText('From your history')).toBeInTheDocument();
    expect(within(panel()).getByText(LABEL)).toBeInTheDocument();
    expect(panel()).not.toHaveTextContent(SETTING_NAME);
  });

  it('does not label a draft an AI model wrote, even opened from history on an offline server', async () => {
    const written = { ...historyItem, engine: 'openai' as const, model: 'gpt-4o-mini' };
    const { user } = setup(creator, { 'GET /api/content/history': { body: [written] } });
    const recent = within(await screen.findByRole('region', { name: 'Recent Content' }));
    await user.click(await recent.findByRole('button', { name: /Morning routines/ }));

    expect(panel()).toHaveTextContent('Written with gpt-4o-mini (OpenAI)');
    expect(within(panel()).queryByText(LABEL)).not.toBeInTheDocument();
  });

  it('does not label the draft while a model writes it', async () => {
    const stream = eventStreamResponse();
    const { user } = setup(creator, {
      'GET /api/config': { body: makeConfig({ ai_engine: 'openai', ai_model: 'gpt-4o-mini' }) },
      'POST /api/content/video-script': { response: stream.response },
    });
    await startVideoScript(user);
    stream.send({ event: 'delta', data: { text: 'Hook: a fin' } });
    await waitFor(() => expect(panel()).toHaveTextContent('Writing with gpt-4o-mini (OpenAI)'));
    expect(within(panel()).queryByText(LABEL)).not.toBeInTheDocument();
    stream.close();
  });
});

describe('content panel: offline drafts for the owner', () => {
  it('tells the owner how to connect a model, before and after a draft', async () => {
    const { user } = setup(owner, { 'POST /api/content/video-script': { response: eventStreamOf([done('offline', 'inkwell-offline-composer')]) } });
    expect(await screen.findByText(/Drafts are samples written by Inkwell's offline composer/)).toBeInTheDocument();
    expect(panel()).toHaveTextContent(HINT);
    expect(within(panel()).getByRole('link', { name: 'Settings → AI' })).toHaveAttribute('href', '/settings/ai');

    await startVideoScript(user);
    expect(await screen.findByText('Your video script is ready.')).toBeInTheDocument();
    expect(within(panel()).getByText(LABEL)).toBeInTheDocument();
    expect(panel()).toHaveTextContent(HINT);
  });

  it('has no hint when a model is connected', async () => {
    const { user } = setup(owner, {
      'GET /api/config': { body: makeConfig({ ai_engine: 'openai', ai_model: 'gpt-4o-mini' }) },
      'POST /api/content/video-script': { response: eventStreamOf([done('openai', 'gpt-4o-mini')]) },
    });
    await startVideoScript(user);
    expect(await screen.findByText('Your video script is ready.')).toBeInTheDocument();
    expect(panel()).toHaveTextContent('Written with gpt-4o-mini (OpenAI)');
    expect(panel()).not.toHaveTextContent(HINT);
    expect(within(panel()).queryByText(LABEL)).not.toBeInTheDocument();
  });
});

describe('content panel: humanized versions', () => {
  const humanized: LibraryItem = makeLibraryItem({
    id: 'humanized-1',
    created_at: '2026-05-04T10:30:00.000Z',
    content: 'Hook: a script that reads as spoken.',
    engine: 'offline',
    model: 'inkwell-offline-humanizer',
    metadata: { type: 'humanized', topic: 'Morning routines', humanized: { content_type: 'video_script', source_id: 'old-1' } },
  });

  async function open(item: LibraryItem, user: User = makeUser({ subscription_tier: 'basic' })) {
    const view = setup(user, { 'GET /api/content/history': { body: [item] } });
    const recent = within(await screen.findByRole('region', { name: 'Recent Content' }));
    await view.user.click(await recent.findByRole('button', { name: /Morning routines/ }));
    return view;
  }

  it("labels one the offline editor made as its edit, not as the composer's sample", async () => {
    await open(humanized);
    expect(within(panel()).getByText('Humanized')).toBeInTheDocument();
    expect(within(panel()).getByText('Video Script')).toBeInTheDocument();
    expect(panel()).toHaveTextContent("Humanized by Inkwell's offline editor, with rule-based edits");
    expect(within(panel()).queryByText(LABEL)).not.toBeInTheDocument();
    expect(panel()).not.toHaveTextContent(/Drafted by Inkwell's offline composer/);
  });

  it('names the model that humanized one', async () => {
    await open({ ...humanized, engine: 'openai', model: 'gpt-4o-mini' });
    expect(panel()).toHaveTextContent('Humanized with gpt-4o-mini (OpenAI)');
  });

  it('enables Humanize for a paid plan', async () => {
    await open(historyItem);
    expect(within(panel()).getByRole('button', { name: 'Humanize' })).toBeEnabled();
  });

  it('keeps Humanize disabled for Free, with the reason', async () => {
    await open(historyItem, creator);
    expect(within(panel()).getByRole('button', { name: 'Humanize' })).toBeDisabled();
    expect(within(panel()).getByRole('button', { name: 'Humanize' })).toHaveAccessibleDescription(
      'AI Humanizer is available for Basic plan and higher. Please upgrade your subscription. See plans',
    );
  });
});

describe('content panel: Edit', () => {
  it('a saved draft opens in the editor; nothing to edit while it is being written', async () => {
    const stream = eventStreamResponse();
    const { user } = setup(creator, { 'POST /api/content/video-script': { response: stream.response } });
    await startVideoScript(user);
    stream.send({ event: 'delta', data: { text: 'Hook: a fin' } });
    await waitFor(() => expect(panel()).toHaveTextContent('Hook: a fin'));
    expect(within(panel()).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();

    stream.send(done('offline', 'inkwell-offline-composer'));
    stream.close();
    expect(await within(panel()).findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/library/piece-1');
  });

  it('so does a piece opened from history', async () => {
    const { user } = setup(creator, { 'GET /api/content/history': { body: [historyItem] } });
    const recent = within(await screen.findByRole('region', { name: 'Recent Content' }));
    await user.click(await recent.findByRole('button', { name: /Morning routines/ }));
    expect(within(panel()).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/library/old-1');
  });
});

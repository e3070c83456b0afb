import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AiSettingsResponse } from '../../contract/ai-settings';
import { makeUser } from '../test/fixtures';
import { deferred, mockApi, publicRoutes, type MockHandler } from '../test/mock-api';
import { renderApp, storeSessionToken } from '../test/render-app';

const SETTINGS_PATH = '/api/settings/ai';
const TEST_PATH = '/api/settings/ai/test';
const owner = makeUser({ id: 'owner', email: 'owner@example.com', subscription_tier: 'enterprise', lifetime: true });

const OFFLINE: AiSettingsResponse = {
  source: 'offline',
  environment: null,
  saved: null,
  active: { engine: 'offline', model: 'inkwell-offline-composer' },
};

const SAVED_LOCAL: AiSettingsResponse = {
  source: 'app',
  environment: null,
  saved: {
    provider: 'openai-compatible',
    base_url: 'http://127.0.0.1:11434/v1',
    model: 'llama3.2',
    has_key: true,
    key_hint: 'a1b2',
    use: 'model',
    updated_at: '2026-05-04T10:00:00.000Z',
  },
  active: { engine: 'openai-compatible', model: 'llama3.2' },
};

function renderPage(routes: Record<string, MockHandler>, user = owner) {
  const api = mockApi({ ...publicRoutes(), 'GET /api/auth/me': { body: user }, ...routes });
  storeSessionToken();
  return { api, ...renderApp({ path: '/settings/ai' }) };
}

const form = () => within(screen.getByRole('region', { name: 'Model' }));
/** Waits for the settings to load (the form shows). */
const loaded = () => screen.findByRole('region', { name: 'Model' }, { timeout: 3000 });
const status = () => within(screen.getByRole('region', { name: 'Drafts now' }));

describe('AI settings page', () => {
  it('sends anyone but the owner to the dashboard without asking for the settings', async () => {
    const { api, router } = renderPage({}, makeUser({ subscription_tier: 'enterprise' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('heading', { name: 'AI settings' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', SETTINGS_PATH)).toHaveLength(0);
  });

  it('says the offline engine writes drafts until a model is connected, with the examples for a local server', async () => {
    renderPage({ [`GET ${SETTINGS_PATH}`]: { body: OFFLINE } });
    expect(await screen.findByRole('heading', { level: 1, name: 'AI settings' })).toBeInTheDocument();
    expect(await screen.findByText("The next draft is written by Inkwell's offline engine, from templates.")).toBeInTheDocument();
    expect(status().getByText('Creators see their drafts labelled “Sample draft (offline engine)” until a model is connected.')).toBeInTheDocument();
    expect(form().getByLabelText('Provider')).toHaveValue('openai-compatible');
    expect(form().getByText('Required. Ollama: http://127.0.0.1:11434/v1 · llama.cpp: http://127.0.0.1:8080/v1')).toBeInTheDocument();
    expect(form().getByLabelText('API key')).toHaveAttribute('type', 'password');
    expect(form().queryByRole('button', { name: 'Remove key' })).not.toBeInTheDocument();
    expect(form().getByRole('radio', { name: /The connected model/ })).toBeChecked();
  });

  it('saves a local server and then names its model as the one the next draft is written with', async () => {
    const { api, user } = renderPage({
      [`GET ${SETTINGS_PATH}`]: { body: OFFLINE },
      [`PUT ${SETTINGS_PATH}`]: { body: SAVED_LOCAL },
    });
    await user.type(within(await loaded()).getByLabelText('Base URL'), 'http://127.0.0.1:11434/v1');
    await user.type(form().getByLabelText('Model'), 'llama3.2');
    await user.click(form().getByRole('button', { name: 'Save' }));

    expect(await form().findByText('Settings saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT', SETTINGS_PATH)[0]!.body).toEqual({
      provider: 'openai-compatible',
      base_url: 'http://127.0.0.1:11434/v1',
      model: 'llama3.2',
      use: 'model',
    });
    expect(status().getByText('The next draft is written with llama3.2 on an OpenAI-compatible server.')).toBeInTheDocument();
    expect(form().getByText('A key is saved (…a1b2). Leave empty to keep it.')).toBeInTheDocument();
  });

  it('asks for the base URL and the model before sending anything', async () => {
    const { api, user } = renderPage({ [`GET ${SETTINGS_PATH}`]: { body: OFFLINE } });
    await user.click(within(await loaded()).getByRole('button', { name: 'Test connection' }));
    expect(await form().findByRole('alert')).toHaveTextContent('Enter the base URL of the server, such as http://127.0.0.1:11434/v1.');
    await user.type(form().getByLabelText('Base URL'), 'http://127.0.0.1:8080/v1');
    await user.click(form().getByRole('button', { name: 'Save' }));
    expect(await form().findByRole('alert')).toHaveTextContent("Enter the model's name.");
    expect(api.callsTo('POST', TEST_PATH)).toHaveLength(0);
    expect(api.callsTo('PUT', SETTINGS_PATH)).toHaveLength(0);
  });

  it('tests the connection with the typed key and shows its latency and the answer', async () => {
    const answer = deferred<{ body: object }>();
    const { api, user } = renderPage({
      [`GET ${SETTINGS_PATH}`]: { body: SAVED_LOCAL },
      [`POST ${TEST_PATH}`]: () => answer.promise,
    });
    await user.type(within(await loaded()).getByLabelText('API key'), 'sk-new-key-9999');
    await user.click(form().getByRole('button', { name: 'Test connection' }));
    expect(await form().findByRole('button', { name: 'Testing…' })).toBeDisabled();
    answer.resolve({ body: { ok: true, latency_ms: 420, reply: 'OK', error: null } });
    expect(await form().findByText('Connected in 420 ms: “OK”.')).toBeInTheDocument();
    expect(api.callsTo('POST', TEST_PATH)[0]!.body).toEqual({
      provider: 'openai-compatible',
      base_url: 'http://127.0.0.1:11434/v1',
      model: 'llama3.2',
      api_key: 'sk-new-key-9999',
    });
  });

  it('shows why a connection failed, in the server’s words', async () => {
    const { user } = renderPage({
      [`GET ${SETTINGS_PATH}`]: { body: SAVED_LOCAL },
      [`POST ${TEST_PATH}`]: { body: { ok: false, latency_ms: 12, reply: null, error: 'The server refused the API key.' } },
    });
    await user.click(within(await loaded()).getByRole('button', { name: 'Test connection' }));
    expect(await form().findByRole('alert')).toHaveTextContent('The server refused the API key.');
  });

  it('removes the saved key at once, keeping the saved settings', async () => {
    const removed: AiSettingsResponse = { ...SAVED_LOCAL, saved: { ...SAVED_LOCAL.saved!, has_key: false, key_hint: null } };
    const { api, user } = renderPage({
      [`GET ${SETTINGS_PATH}`]: { body: SAVED_LOCAL },
      [`PUT ${SETTINGS_PATH}`]: { body: removed },
    });
    await user.type(within(await loaded()).getByLabelText('Model'), '-unsaved');
    await user.click(form().getByRole('button', { name: 'Remove key' }));
    expect(await form().findByText('The saved key was removed.')).toBeInTheDocument();
    expect(api.callsTo('PUT', SETTINGS_PATH)[0]!.body).toEqual({ provider: 'openai-compatible', base_url: 'http://127.0.0.1:11434/v1', model: 'llama3.2', use: 'model', api_key: '' });
    expect(form().queryByRole('button', { name: 'Remove key' })).not.toBeInTheDocument();
    expect(form().getByText('Only if the server was started with a key (llama-server --api-key, a proxy).')).toBeInTheDocument();
  });

  it('says plainly when the server’s environment settings are in use and win over the page', async () => {
    renderPage({
      [`GET ${SETTINGS_PATH}`]: {
        body: {
          ...SAVED_LOCAL,
          source: 'environment',
          environment: { provider: 'openai', model: 'gpt-4o-mini', base_url: null },
          active: { engine: 'openai', model: 'gpt-4o-mini' },
        },
      },
    });
    expect(await screen.findByText("The server's environment settings are in use")).toBeInTheDocument();
    expect(
      status().getByText(
        'AI_PROVIDER, OPENAI_API_KEY, ANTHROPIC_API_KEY or AI_BASE_URL is set on the server, and the environment wins over this page: drafts are written with gpt-4o-mini at OpenAI. What you save here is kept, and used once those variables are removed.',
      ),
    ).toBeInTheDocument();
    expect(status().getByText('The next draft is written with gpt-4o-mini at OpenAI.')).toBeInTheDocument();
  });

  it('says the server’s refusal when saving fails', async () => {
    const { user } = renderPage({
      [`GET ${SETTINGS_PATH}`]: { body: OFFLINE },
      [`PUT ${SETTINGS_PATH}`]: { status: 422, body: { detail: 'The API key is required for OpenAI.' } },
    });
    await user.selectOptions(within(await loaded()).getByLabelText('Provider'), 'openai');
    await user.type(form().getByLabelText('Model'), 'gpt-4o-mini');
    await user.click(form().getByRole('button', { name: 'Save' }));
    expect(await form().findByRole('alert')).toHaveTextContent('The API key is required for OpenAI.');
  });
});

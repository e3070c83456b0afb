import { expect, request as apiRequest, test, type Page } from '@playwright/test';
import { startLocalModelServer, type ReceivedRequest } from '../src/server/test/local-model-server';
import { signInAsOwner } from './fixtures/owner';
import { expectNoHorizontalOverflow, newCreator, openAccountMenu, signUpThroughPage } from './support';

// The owner connects a local OpenAI-compatible server from Settings → AI (docs/product/ai-settings.md),
// and the next draft, the owner's and a creator's, says which model wrote it. The server is started here,
// on 127.0.0.1: the owner's base URL may be a local address (decision 021), and the model client does not
// go through FETCH_ALLOW_HOSTS. Afterwards the engine is switched back to the offline engine and the key
// removed, so the journeys after this one get offline drafts.

const MODEL = 'journey-model';
const KEY = 'sk-journey-local-key-9f3c';
const TOPIC = 'Launching my first podcast episode';
const DRAFT = 'Episode one of my podcast is live: forty minutes on why I started, what went wrong in the first take, and what I would tell anyone launching their first episode. #Podcast #FirstEpisode';
const WRITTEN_WITH = `Written with ${MODEL} (an OpenAI-compatible server)`;
const OFFLINE_LABEL = 'Sample draft (offline engine)';

/** Wants the key; answers the connection test's prompt with "OK" and any draft's brief with DRAFT. */
function answer(req: ReceivedRequest) {
  if (req.headers.authorization !== `Bearer ${KEY}`) return { status: 401, body: { error: { message: 'Incorrect API key provided' } } };
  return { text: req.prompt.includes('Reply with the word OK') ? 'OK' : DRAFT };
}

let model: Awaited<ReturnType<typeof startLocalModelServer>>;
/** The owner's session, for putting the offline engine back whatever happens in the journey. */
let ownerToken: string | null = null;

test.beforeAll(async () => {
  model = await startLocalModelServer('openai', answer);
});

test.afterAll(async ({ baseURL }) => {
  try {
    if (ownerToken) {
      const api = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${ownerToken}` } });
      const restored = await api.put('/api/settings/ai', {
        data: { provider: 'openai-compatible', base_url: model.baseUrl, model: MODEL, use: 'offline', api_key: '' },
      });
      expect(restored.status(), 'the offline engine is back').toBe(200);
      const after = (await restored.json()) as { active: { engine: string }; saved: { has_key: boolean } | null };
      expect(after.active.engine).toBe('offline');
      expect(after.saved?.has_key).toBe(false);
      await api.dispose();
    }
  } finally {
    await model.close();
  }
});

const contentPanel = (page: Page) => page.getByRole('region', { name: 'Generated Content' });

async function generateSocialPost(page: Page) {
  await page.getByRole('tab', { name: 'Social Media' }).click();
  await page.getByRole('tabpanel').getByLabel('Topic').fill(TOPIC);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Generate Social Post' }).click();
  await expect(contentPanel(page).getByText('Ready', { exact: true })).toBeVisible({ timeout: 30_000 });
}

test('the owner connects a local model from Settings → AI; the next drafts, the owner\'s and a creator\'s, say which model wrote them', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInAsOwner(page);
  ownerToken = await page.evaluate(() => localStorage.getItem('token'));
  expect(ownerToken, 'the owner is signed in').toBeTruthy();

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'AI settings' }).click();
  await expect(page).toHaveURL(/\/settings\/ai$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AI settings' })).toBeVisible();
  const now = page.getByRole('region', { name: 'Drafts now' });
  await expect(now).toContainText("The next draft is written by Inkwell's offline engine, from templates.");
  await expect(now).toContainText(OFFLINE_LABEL);

  const form = page.getByRole('region', { name: 'Model' });
  await form.getByLabel('Provider').selectOption({ label: 'OpenAI-compatible server (Ollama, llama.cpp, vLLM…)' });
  await form.getByLabel('Base URL').fill(model.baseUrl);
  await form.getByLabel('Model', { exact: true }).fill(MODEL);
  await form.getByLabel('API key').fill(KEY);

  // Test connection: one short call with what the form says, its latency and the model's reply.
  const calls = model.received.length;
  await form.getByRole('button', { name: 'Test connection' }).click();
  await expect(form.getByText(/^Connected in \d+ ms: “OK”\.$/)).toBeVisible({ timeout: 30_000 });
  expect(model.received.length).toBe(calls + 1);
  expect(model.received.at(-1)?.body.model).toBe(MODEL);

  await form.getByRole('radio', { name: 'The connected model' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Settings saved.')).toBeVisible();
  await expect(now).toContainText(`The next draft is written with ${MODEL} on an OpenAI-compatible server.`);
  // The key is never shown again: the field is empty and says which key is kept.
  await expect(form.getByLabel('API key')).toHaveValue('');
  await expect(form.getByText(`A key is saved (…${KEY.slice(-4)}). Leave empty to keep it.`)).toBeVisible();
  await expectNoHorizontalOverflow(page);

  // The owner's next draft is the model's, and says so.
  await page.goto('/dashboard');
  const before = model.received.length;
  await generateSocialPost(page);
  const panel = contentPanel(page);
  await expect(panel.getByTestId('generated-content')).toContainText(DRAFT);
  await expect(panel.getByText(WRITTEN_WITH)).toBeVisible();
  await expect(panel.getByText(OFFLINE_LABEL)).toHaveCount(0);
  expect(model.received.length, 'the draft came from the local model').toBeGreaterThan(before);
  expect(model.received.at(-1)?.prompt).toContain(TOPIC);

  // A creator's draft is the model's too, and still says so after a reload, opened from Recent Content.
  const creatorContext = await browser.newContext();
  const creator = await creatorContext.newPage();
  await signUpThroughPage(creator, newCreator());
  await generateSocialPost(creator);
  await expect(contentPanel(creator).getByTestId('generated-content')).toContainText(DRAFT);
  await expect(contentPanel(creator).getByText(WRITTEN_WITH)).toBeVisible();
  await expect(contentPanel(creator).getByText(OFFLINE_LABEL)).toHaveCount(0);
  await creator.reload();
  await creator.getByRole('region', { name: 'Recent Content' }).getByRole('button').filter({ hasText: TOPIC }).click();
  await expect(contentPanel(creator).getByText('From your history')).toBeVisible();
  await expect(contentPanel(creator).getByText(WRITTEN_WITH)).toBeVisible();
  await expect(contentPanel(creator).getByText(OFFLINE_LABEL)).toHaveCount(0);

  // The page is the owner's alone: a creator's menu does not offer it, and its address leads to the dashboard.
  await openAccountMenu(creator);
  await expect(creator.getByRole('menuitem', { name: 'Brand voices' })).toBeVisible();
  await expect(creator.getByRole('menuitem', { name: 'AI settings' })).toHaveCount(0);
  await creator.keyboard.press('Escape');
  await creator.goto('/settings/ai');
  await expect(creator).toHaveURL(/\/dashboard$/);
  await expect(creator.getByText('Choose the model Inkwell writes drafts with.')).toHaveCount(0);
  await creatorContext.close();

  // Back to the offline engine through the page, and the key removed: the next draft is a sample again.
  await page.goto('/settings/ai');
  await form.getByRole('radio', { name: 'The offline engine' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Settings saved.')).toBeVisible();
  await expect(now).toContainText("The next draft is written by Inkwell's offline engine, from templates.");
  await form.getByRole('button', { name: 'Remove key' }).click();
  await expect(form.getByText('The saved key was removed.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Remove key' })).toHaveCount(0);

  await page.goto('/dashboard');
  const offlineCalls = model.received.length;
  await generateSocialPost(page);
  await expect(contentPanel(page).getByText(OFFLINE_LABEL)).toBeVisible();
  await expect(contentPanel(page).getByText(WRITTEN_WITH)).toHaveCount(0);
  expect(model.received.length, 'the offline engine wrote it').toBe(offlineCalls);
});

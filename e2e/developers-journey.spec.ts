import { expect, test, type Page } from '@playwright/test';
import { newCreator, signUpThroughPage } from './support';

/** A new creator on the Enterprise plan (demo billing completes the checkout at once). */
async function signUpAsEnterprise(page: Page) {
  const creator = newCreator();
  await signUpThroughPage(page, creator);
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Upgrade to Enterprise' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Enterprise Plan').first()).toBeVisible();
  return creator;
}

/** Opens /developers from the app shell's navigation. */
async function openDevelopers(page: Page) {
  await page.getByRole('link', { name: 'Developers' }).first().click();
  await expect(page).toHaveURL(/\/developers$/);
  await expect(page.getByRole('heading', { name: 'Developers', level: 1 })).toBeVisible();
}

test('an Enterprise creator creates an API key, calls the API with it, sees "last used", and revokes it', async ({ page, request }) => {
  await signUpAsEnterprise(page);
  await openDevelopers(page);
  const keys = page.getByRole('region', { name: 'API keys' });
  await expect(keys.getByText('No API keys yet')).toBeVisible();

  await keys.getByRole('button', { name: 'Create key' }).click();
  const create = page.getByRole('dialog', { name: 'Create an API key' });
  await create.getByLabel('Name').fill('Journey script');
  await create.getByLabel('Expires').selectOption({ label: 'In 30 days' });
  await create.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: 'Copy your new API key' });
  await expect(shown.getByText(/you won’t see it again/)).toBeVisible();
  const key = await shown.getByLabel('Your new API key').inputValue();
  expect(key).toMatch(/^ink_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();

  const row = keys.getByRole('listitem').filter({ hasText: 'Journey script' });
  await expect(row.getByText(key.slice(0, 12) + '…')).toBeVisible();
  await expect(row.getByText('Never', { exact: true })).toBeVisible();

  // The test is the creator's own script: it calls the API with the key.
  const auth = { authorization: `Bearer ${key}` };
  const history = await request.get('/api/content/history', { headers: auth });
  expect(history.status()).toBe(200);
  expect(history.headers()['ratelimit-limit']).toBeTruthy();
  // A key cannot reach what only the signed-in creator may do.
  const password = await request.post('/api/auth/change-password', { headers: auth, data: { current_password: 'x', new_password: 'y'.repeat(10) } });
  expect(password.status()).toBe(403);

  await page.reload();
  await expect(row.getByText('Last used')).toBeVisible();
  await expect(row.getByText('Never', { exact: true })).toHaveCount(0);

  await row.getByRole('button', { name: 'Revoke Journey script' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke “Journey script”?' });
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(confirm).toBeHidden();
  await expect(keys.getByText('No API keys yet')).toBeVisible();

  const refused = await request.get('/api/content/history', { headers: auth });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).detail).toBe('This API key has been revoked');
});

test('the API reference page loads from the app without console errors', async ({ page }, testInfo) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  // Everything the page loads comes from the app itself: no CDN, no outside validator or fonts.
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  const outside: string[] = [];
  page.on('request', (req) => {
    if (!req.url().startsWith(origin) && !req.url().startsWith('data:')) outside.push(req.url());
  });

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Inkwell API/ })).toBeVisible();
  await expect(page.getByText('/api/content/blog-post').first()).toBeVisible();
  await page.getByText('/api/content/blog-post').first().click();
  await expect(page.getByText('Example (TypeScript)').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('api-docs.png'), fullPage: false });
  expect(problems).toEqual([]);
  expect(outside).toEqual([]);
});

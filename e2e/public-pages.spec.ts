import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow } from './support';

const PLANS = ['Free', 'Basic', 'Pro', 'Enterprise'];

test('the landing page shows every section and the four plans from the catalogue', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  for (const price of ['$0', '$19', '$49', '$149']) await expect(page.getByText(price, { exact: false }).first()).toBeVisible();
  for (const plan of PLANS) await expect(page.getByRole('heading', { name: plan, exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pricing' }).last()).toBeVisible();
  await expect(page.getByRole('link', { name: /Privacy/ }).last()).toBeVisible();
  await expect(page.getByRole('link', { name: /Terms/ }).last()).toBeVisible();
  await expect(page.getByRole('link', { name: /Data Deletion/i }).last()).toBeVisible();
});

test('the landing contact form sends a message', async ({ page }) => {
  await page.goto('/');
  const form = page.locator('form').filter({ has: page.getByLabel('Message') });
  await form.getByLabel('Name').fill('Sam Sender');
  await form.getByLabel('Email').fill('sam@example.com');
  await form.getByLabel('Message').fill('I would love a team plan.');
  await form.getByRole('button', { name: /Send/ }).click();
  await expect(page.getByText("Thanks for reaching out! We'll get back to you soon.")).toBeVisible();
});

test('pricing shows the four plans, Most Popular on Pro, and asks a visitor to sign in to upgrade', async ({ page }) => {
  await page.goto('/pricing');
  for (const plan of PLANS) await expect(page.getByRole('heading', { name: plan, exact: true })).toBeVisible();
  await expect(page.getByText('Most Popular')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  const messages: string[] = [];
  page.once('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect.poll(() => messages).toEqual(['Please sign in to upgrade your plan']);
});

test('legal pages carry their facts', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByText(/99\.9%/).first()).toBeVisible();
  await expect(page.getByText(/non-refundable/i).first()).toBeVisible();
  await page.goto('/privacy');
  await expect(page.getByText(/30 days/).first()).toBeVisible();
  await expect(page.locator('#data-deletion')).toBeVisible();
});

test.describe('at phone width (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of ['/', '/pricing', '/login', '/signup', '/privacy', '/terms']) {
    test(`${path} does not overflow`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalOverflow(page);
    });
  }

  test('the dashboard does not overflow', async ({ page }) => {
    const { newCreator, signUpThroughPage } = await import('./support');
    await signUpThroughPage(page, newCreator());
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalOverflow(page);
  });
});

test.describe('prerendered, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing and pricing pages arrive whole, with their title and description', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('AI content studio for creators · Inkwell');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /AI content studio/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const plan of PLANS) await expect(page.getByRole('heading', { name: plan, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');

    await page.goto('/pricing');
    await expect(page).toHaveTitle('Pricing · Inkwell');
    for (const plan of PLANS) await expect(page.getByRole('heading', { name: plan, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
  });
});

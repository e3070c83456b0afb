import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { axeWithDefaults, expectNoHorizontalOverflow, newCreator, signUpThroughPage } from './support';

const NEEDS_PLAN = 'AI Humanizer is available for Basic plan and higher. Please upgrade your subscription.';
/** Where the modal's screenshots go, to be looked at by a person. */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

const contentPanel = (page: Page) => page.getByRole('region', { name: 'Generated Content' });
const humanizer = (page: Page) => page.getByRole('dialog', { name: 'Humanize your blog post' });

async function generateBlogPost(page: Page, topic: string) {
  await page.getByRole('tab', { name: 'Blog Posts' }).click();
  await page.getByRole('form', { name: 'Blog Post generator' }).getByLabel('Topic').fill(topic);
  await page.getByRole('button', { name: 'Generate Blog Post' }).click();
  await expect(contentPanel(page).getByText('Your blog post is ready.')).toBeAttached({ timeout: 30_000 });
}

/** Demo billing: Upgrade to Basic, through /success, back to the dashboard on the Basic plan. */
async function upgradeToBasic(page: Page) {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Upgrade to Basic' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Basic Plan').first()).toBeVisible();
}

async function humanizeShownDraft(page: Page) {
  await contentPanel(page).getByRole('button', { name: 'Humanize' }).click();
  await expect(humanizer(page)).toBeVisible();
  await expect(humanizer(page).getByText('Your humanized blog post is ready.')).toBeAttached({ timeout: 30_000 });
}

/** Screenshots of the open modal for a person to look at: its top, then its end (the page behind it does not scroll). */
async function shootModal(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-top.png` });
  await page.getByRole('dialog').getByRole('button', { name: 'Use Humanized Version' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}-end.png` });
}

/** No serious or critical axe violation inside the open modal. */
async function expectAccessibleModal(page: Page) {
  const results = await axeWithDefaults(page).include('[role="dialog"]').analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('Free is told the humanizer needs Basic, with a link to the plans', async ({ page }) => {
  await signUpThroughPage(page, newCreator());
  await generateBlogPost(page, 'Morning pages');

  await expect(contentPanel(page).getByRole('button', { name: 'Humanize' })).toBeDisabled();
  await expect(contentPanel(page).getByText(NEEDS_PLAN)).toBeVisible();
  await expect(contentPanel(page).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
});

test('a Basic user humanizes a blog post, compares, copies and uses it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpThroughPage(page, newCreator());
  await upgradeToBasic(page);
  await generateBlogPost(page, 'Building a weekly writing habit');

  await humanizeShownDraft(page);
  const modal = humanizer(page);
  await expect(modal.getByRole('region', { name: 'Original' })).toBeVisible();
  await expect(modal.getByRole('region', { name: 'Humanized' })).toBeVisible();
  // At a desktop width the two versions stand side by side, and the phone's toggle is hidden.
  const original = await modal.getByRole('region', { name: 'Original' }).boundingBox();
  const humanized = await modal.getByRole('region', { name: 'Humanized' }).boundingBox();
  expect(humanized!.x).toBeGreaterThan(original!.x + original!.width - 1);
  await expect(modal.getByRole('group', { name: 'Version to show' })).toBeHidden();
  await expect(modal.getByRole('region', { name: 'Readability' })).toContainText('Reading ease (Flesch)');
  await expect(modal.getByRole('region', { name: 'What changed' })).toBeVisible();
  await expect(modal.getByText("Edited by Inkwell's offline editor")).toBeVisible();
  await expect(modal).not.toContainText(/undetectable|detector/i);
  await expectAccessibleModal(page);
  await shootModal(page, 'humanizer-1280-light');

  await modal.getByRole('button', { name: 'Copy Humanized Content' }).click();
  await expect(modal.getByText('Content copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trim().length).toBeGreaterThan(0);

  await modal.getByRole('button', { name: 'Use Humanized Version' }).click();
  await expect(modal).toBeHidden();
  await expect(contentPanel(page).getByText('Humanized', { exact: true })).toBeVisible();
  await expect(contentPanel(page)).toContainText("Humanized by Inkwell's offline editor");
  // The panel now holds the humanized text: its Markdown source is what was copied.
  await contentPanel(page).getByRole('button', { name: 'Markdown' }).click();
  await expect(contentPanel(page).getByTestId('generated-content')).toHaveText(copied);

  const usage = page.getByRole('region', { name: "This month's usage" });
  await expect(usage.getByRole('listitem').filter({ hasText: 'Humanizations' })).toContainText('1 / 25');
  await expect(page.getByRole('region', { name: 'Recent Content' })).toContainText('Humanized Blog Post');
});

test.describe('at a phone width (390 px), dark', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('the two versions stack behind a toggle and fit the screen', async ({ page }) => {
    await signUpThroughPage(page, newCreator());
    await upgradeToBasic(page);
    await generateBlogPost(page, 'Editing on the train');
    await humanizeShownDraft(page);

    const modal = humanizer(page);
    const toggle = modal.getByRole('group', { name: 'Version to show' });
    await expect(toggle.getByRole('button', { name: 'Humanized' })).toHaveAttribute('aria-pressed', 'true');
    await expect(modal.getByRole('region', { name: 'Humanized' })).toBeVisible();
    await expect(modal.getByRole('region', { name: 'Original' })).toBeHidden();
    await expectNoHorizontalOverflow(page);
    await expectAccessibleModal(page);
    await shootModal(page, 'humanizer-390-dark');

    await toggle.getByRole('button', { name: 'Original' }).click();
    await expect(modal.getByRole('region', { name: 'Original' })).toBeVisible();
    await expect(modal.getByRole('region', { name: 'Humanized' })).toBeHidden();
    await modal.getByRole('region', { name: 'Original' }).scrollIntoViewIfNeeded();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/humanizer-390-dark-original.png` });
  });
});

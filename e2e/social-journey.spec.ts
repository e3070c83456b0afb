import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoHorizontalOverflow, newCreator, shoot, signUpThroughPage } from './support';

const contentPanel = (page: Page) => page.getByRole('region', { name: 'Generated Content' });
const publishModal = (page: Page) => page.getByRole('dialog', { name: 'Publish to Social' });
const card = (page: Page, label: string) => page.getByRole('article', { name: label });

/** Demo billing: Upgrade to Basic (3 social accounts), through /success, back to the dashboard. */
async function upgradeToBasic(page: Page) {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Upgrade to Basic' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Basic Plan').first()).toBeVisible();
}

/**
 * Connects a platform in demo mode through Inkwell's consent page and waits for the return: the
 * success message, the card connected, and (docs/product/states.md#connecting-a-social-account) the list read again at 1, 3, 5 and 8 s before the
 * query string is removed.
 */
async function connectInDemoMode(page: Page, label: string, platform: string, shot?: string) {
  await page.goto('/social-accounts');
  await card(page, label).getByRole('button', { name: `Connect ${label}` }).click();

  await expect(page).toHaveURL(new RegExp(`/social-accounts/demo-consent\\?platform=${platform}&state=`));
  const consent = page.getByRole('region', { name: `Connect ${label} in demo mode` });
  await expect(consent).toContainText(`This is a demo connection: this Inkwell server has no ${label} app set up, so nothing is sent to ${label}.`);
  await expect(consent.getByText('Demo Mode', { exact: true })).toBeVisible();
  if (shot) {
    await expectAccessible(page);
    await shoot(page, shot);
  }

  const reads: number[] = [];
  const onRequest = (request: { url: () => string; method: () => string }) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/social/accounts') reads.push(Date.now());
  };
  page.on('request', onRequest);
  await consent.getByRole('button', { name: 'Authorize' }).click();
  await expect(page).toHaveURL(new RegExp(`/social-accounts\\?oauth_success=true&platform=${platform}$`));
  await expect(page.getByText(`Successfully connected ${label} account!`)).toBeVisible();
  await expect(card(page, label).getByText('Connected', { exact: true })).toBeVisible();
  await expect(card(page, label).getByText('Demo Mode')).toBeVisible();
  // The query string goes after the last of the reads at 1, 3, 5 and 8 s.
  await expect(page).toHaveURL(/\/social-accounts$/, { timeout: 15_000 });
  page.off('request', onRequest);
  expect(reads.length, 'the first read and the four after the return').toBeGreaterThanOrEqual(5);
  await expect(page.getByText(`Successfully connected ${label} account!`)).toBeVisible();
}

async function generateSocialPost(page: Page, platform: 'Twitter/X' | 'LinkedIn', topic: string) {
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Social Media' }).click();
  const form = page.getByRole('form', { name: 'Social Post generator' });
  await form.getByLabel('Topic').fill(topic);
  await form.getByLabel('Platform').selectOption({ label: platform });
  await page.getByRole('button', { name: 'Generate Social Post' }).click();
  await expect(contentPanel(page).getByText('Your social post is ready.')).toBeAttached({ timeout: 30_000 });
}

async function openPublishModal(page: Page) {
  await contentPanel(page).getByRole('button', { name: 'Publish to Social' }).click();
  await expect(publishModal(page)).toBeVisible();
  await expect(publishModal(page).getByRole('checkbox').first()).toBeVisible();
}

test('connect X and LinkedIn in demo mode, publish to both; a long post keeps Publish off until X takes it as a thread; view it and its post; disconnect', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpThroughPage(page, newCreator());
  await upgradeToBasic(page);

  await connectInDemoMode(page, 'Twitter/X', 'twitter', 'social-consent-1280-light');
  await connectInDemoMode(page, 'LinkedIn', 'linkedin');
  const status = page.getByRole('region', { name: 'Publishing Status' });
  await expect(status).toContainText('2 of 6 platforms connected');
  await expect(page.getByText('2 of 3 accounts on Basic')).toBeVisible();
  await expect(card(page, 'Facebook').getByText('Not Connected')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'social-accounts-1280-light');

  // A short post for X goes to both.
  await generateSocialPost(page, 'Twitter/X', 'Morning pages');
  await openPublishModal(page);
  const modal = publishModal(page);
  await expect(modal.getByRole('checkbox', { name: 'Twitter/X' })).toHaveAccessibleDescription(/Demo Mode recorded in Inkwell, nothing is sent/);
  await expect(modal.getByRole('link', { name: 'Connect Facebook' })).toHaveAttribute('href', '/social-accounts');
  await modal.getByRole('button', { name: 'Publish' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Please select at least one platform to publish to');
  await modal.getByRole('checkbox', { name: 'Twitter/X' }).check();
  await modal.getByRole('checkbox', { name: 'LinkedIn' }).check();
  await expect(modal.getByRole('region', { name: 'Twitter/X preview' }).getByText(/^\d+ \/ 280$/)).toBeVisible();
  await modal.getByRole('button', { name: 'Publish' }).click();
  await expect(modal.getByText('Published to 2/2 platforms successfully!')).toBeVisible();
  await expect(modal.getByRole('list', { name: 'Results by platform' }).getByRole('link', { name: /^View post/ })).toHaveCount(2);
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toBeHidden();

  // A LinkedIn post is too long for X: Publish stays off, saying why, until X takes it as a numbered thread.
  await generateSocialPost(page, 'LinkedIn', 'Building a weekly writing habit');
  const postText = (await contentPanel(page).getByTestId('generated-content').innerText()).trim();
  await openPublishModal(page);
  await modal.getByRole('checkbox', { name: 'Twitter/X' }).check();
  await modal.getByRole('checkbox', { name: 'LinkedIn' }).check();
  const xPreview = modal.getByRole('region', { name: 'Twitter/X preview' });
  await expect(xPreview.getByText(/over the limit: Twitter\/X will refuse this post/)).toBeVisible();
  await expect(xPreview.getByRole('checkbox', { name: 'Post as a numbered thread' })).not.toBeChecked();
  const publish = modal.getByRole('button', { name: 'Publish' });
  await expect(publish).toBeDisabled();
  await expect(publish).toHaveAccessibleDescription(/^Publish is off\. [\d,]+ over the limit: Twitter\/X will refuse this post\. Shorten it, or post it as a numbered thread\.$/);
  await expect(modal.getByText(/^Publish is off\./)).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await shoot(page, 'social-publish-modal-1280-light', { fullPage: false });
  await xPreview.getByRole('checkbox', { name: 'Post as a numbered thread' }).check();
  await expect(publish).toBeEnabled();
  await publish.click();
  await expect(modal.getByText('Published to 2/2 platforms successfully!')).toBeVisible({ timeout: 20_000 });
  const results = modal.getByRole('list', { name: 'Results by platform' });
  await expect(results.getByRole('link', { name: /^View post/ })).toHaveCount(2);
  await shoot(page, 'social-publish-results-1280-light', { fullPage: false });

  // The recorded post, viewed in Inkwell.
  const href = await results.getByRole('link', { name: 'View post on LinkedIn (opens in a new tab)' }).getAttribute('href');
  expect(href).toMatch(/\/publications\/[0-9a-f-]{36}$/);
  const postHref = await modal.getByRole('link', { name: 'Open the post' }).getAttribute('href');
  expect(postHref).toMatch(/^\/posts\/[0-9a-f-]{36}$/);
  await modal.getByRole('button', { name: 'Close' }).click();
  await page.goto(href!);
  const post = page.getByRole('article', { name: 'LinkedIn post' });
  await expect(post.getByText('Demo Mode — recorded in Inkwell; nothing was sent to LinkedIn')).toBeVisible();
  await expect(post.getByText('Published')).toBeVisible();
  await expect(post).toContainText(postText.split('\n')[0]!);
  await expectAccessible(page);
  await shoot(page, 'social-publication-1280-light');

  // The post's page: each platform's state and link; a demo post is not measured.
  await post.getByRole('link', { name: 'Open the post' }).click();
  await expect(page).toHaveURL(new RegExp(`${postHref}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
  const platforms = page.getByRole('list', { name: 'Platforms' });
  for (const label of ['Twitter/X', 'LinkedIn']) {
    const target = platforms.getByRole('article', { name: label });
    await expect(target.getByText('Published', { exact: true })).toBeVisible();
    await expect(target.getByText('Numbers are not measured for demo posts.')).toBeVisible();
    await expect(target.getByRole('link', { name: `View post on ${label} as Inkwell recorded it` })).toHaveAttribute('href', /^\/publications\/[0-9a-f-]{36}$/);
  }
  await expect(page.getByText('Goes to Twitter/X as a numbered thread')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'social-post-1280-light');

  // Disconnect X.
  await page.goto('/social-accounts');
  await card(page, 'Twitter/X').getByRole('button', { name: 'Disconnect Twitter/X' }).click();
  await page.getByRole('dialog', { name: 'Disconnect Twitter/X?' }).getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Successfully disconnected Twitter/X account')).toBeVisible();
  await expect(card(page, 'Twitter/X').getByText('Not Connected')).toBeVisible();
  await expect(status).toContainText('1 of 6 platforms connected');
});

test("the Free plan's one account: Connect says why, and the server refuses a second", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughPage(page, newCreator());
  await connectInDemoMode(page, 'YouTube', 'youtube');

  await expect(page.getByText('1 of 1 account on Free')).toBeVisible();
  const connect = card(page, 'LinkedIn').getByRole('button', { name: 'Connect LinkedIn' });
  await expect(connect).toBeDisabled();
  await expect(connect).toHaveAccessibleDescription('Your Free plan allows 1 connected social account. Upgrade your plan');
  await expect(card(page, 'LinkedIn').getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/pricing');

  // The server holds the limit too (docs/product/limits.md#social-account-limit): 403 with a detail naming it.
  const refusal = await page.evaluate(async () => {
    const response = await fetch('/api/social/oauth/linkedin', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
    return { status: response.status, body: (await response.json()) as { detail?: string } };
  });
  expect(refusal.status).toBe(403);
  expect(refusal.body.detail).toContain('Your Free plan allows 1 connected social account');
});

test.describe('at a phone width (390 px), dark', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('the consent page, the accounts page and the publish modal fit the screen', async ({ page }) => {
    test.setTimeout(120_000);
    await signUpThroughPage(page, newCreator());
    await connectInDemoMode(page, 'TikTok', 'tiktok', 'social-consent-390-dark');
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await shoot(page, 'social-accounts-390-dark');

    await generateSocialPost(page, 'Twitter/X', 'Editing on the train');
    await openPublishModal(page);
    await publishModal(page).getByRole('checkbox', { name: 'TikTok' }).check();
    await expect(publishModal(page).getByRole('region', { name: 'TikTok preview' })).toContainText('TikTok needs a video.');
    await expect(publishModal(page).getByRole('button', { name: 'Publish' })).toHaveAccessibleDescription(
      'Publish is off. TikTok needs a video. Attach one, or TikTok will refuse the post.',
    );
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, '[role="dialog"]');
    await shoot(page, 'social-publish-modal-390-dark', { fullPage: false });
  });
});

import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, newCreator, noteShown, signUpThroughPage } from './support';

const CANCELLATION_SUBMITTED =
  'Cancellation request submitted. You will continue to have access until your current billing period ends.';
const PAYMENT_SUCCESSFUL = 'Payment Successful!';
const REDIRECTING = 'Your subscription has been activated. Redirecting to dashboard...';


test('upgrade to Pro with demo billing, see the new limits, then cancel at the end of the period', async ({ page }) => {
  await signUpThroughPage(page, newCreator());

  await page.goto('/pricing');
  await expect(page.getByText('Demo billing — no card is charged')).toBeVisible();
  // /success moves on to the dashboard by itself after 3 seconds: what it shows is noted as it appears,
  // not raced for.
  const noted = await noteShown(page, [
    { selector: 'h1', text: PAYMENT_SUCCESSFUL },
    { selector: 'p', text: REDIRECTING },
  ]);
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const seen = await noted();
  expect(seen[PAYMENT_SUCCESSFUL]?.url).toMatch(/^\/success\?session_id=/);
  expect(seen[REDIRECTING]?.url).toMatch(/^\/success\?session_id=/);
  await expect(page.getByText('Pro Plan').first()).toBeVisible();
  const usage = page.getByRole('region', { name: "This month's usage" });
  await expect(usage.getByText('0 / 200')).toHaveCount(4);
  await expect(usage.getByText('0 / 100')).toHaveCount(2);

  await page.getByRole('link', { name: 'Subscription' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole('heading', { name: 'Pro', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Enterprise' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Upgrade to (Basic|Pro)$/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Subscription' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep Subscription' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Pro', exact: true })).toBeVisible();
  await expect(page.getByText('Pro Plan').first()).toBeVisible();
  await expect(page.getByText(/Your plan renews on /)).toBeVisible();

  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByText(CANCELLATION_SUBMITTED)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Your plan stays active until /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);

  // The cancellation is stored: after a reload the plan is still Pro, ending at the period end.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pro', exact: true })).toBeVisible();
  await expect(page.getByText(/Your plan stays active until /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await expect(page.getByText(/^Cancels on /)).toBeVisible();

  // Changed their mind before the period ends: the plan renews again.
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByText(/Your plan renews on /)).toBeVisible();
  await expect(page.getByText(/^Cancels on /)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
});

test.describe('at the narrowest phone width (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('pricing, subscription and the cancel dialog fit the screen', async ({ page }) => {
    await signUpThroughPage(page, newCreator());
    await page.goto('/pricing');
    await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
    await expectNoHorizontalOverflow(page);

    // Checked while /success shows, which it does for 3 seconds only.
    const noted = await noteShown(page, [{ selector: 'h1', text: PAYMENT_SUCCESSFUL }]);
    await page.getByRole('button', { name: 'Upgrade to Basic' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const success = (await noted())[PAYMENT_SUCCESSFUL];
    expect(success?.url).toMatch(/^\/success\?session_id=/);
    expect(success?.fits, 'the success page scrolls sideways').toBe(true);

    await page.goto('/subscription');
    await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Subscription' });
    await expect(dialog).toBeVisible();
    await expectNoHorizontalOverflow(page);
    // The safe choice is on top on a phone, and focused.
    const keep = dialog.getByRole('button', { name: 'Keep Subscription' });
    await expect(keep).toBeFocused();
    const [keepBox, cancelBox] = [await keep.boundingBox(), await dialog.getByRole('button', { name: 'Cancel', exact: true }).boundingBox()];
    expect(keepBox!.y).toBeLessThan(cancelBox!.y);
  });
});

import { expect, test } from '@playwright/test';
import { newCreator, noteShown, openAccountMenu, signUpThroughPage } from './support';


test('sign up, change password, log out, and sign in again with the new password', async ({ page }) => {
  const user = newCreator();
  await signUpThroughPage(page, user);

  await expect(page.getByText(user.name).first()).toBeVisible();
  await expect(page.getByText('Free Plan').first()).toBeVisible();

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current Password').fill(user.password);
  await dialog.getByLabel('New Password', { exact: true }).fill('second-password');
  await dialog.getByLabel('Confirm New Password').fill('second-password');
  // The message shows for 2 seconds, then the dialog closes: it is noted as it appears, not raced for.
  const noted = await noteShown(page, [{ selector: '[role="dialog"] [role="status"]', text: 'Password changed successfully!' }]);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect.poll(async () => Object.keys(await noted())).toContain('Password changed successfully!');
  await expect(dialog).toBeHidden();

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).not.toHaveURL(/\/dashboard/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // A protected page asked for while signed out: after signing in, that page opens, not the dashboard.
  await page.goto('/subscription');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password');

  await page.getByLabel('Password').fill('second-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible();
  await expect(page.getByText('Free Plan').first()).toBeVisible();
});

test('a signed-in visit to the landing page goes to the dashboard', async ({ page }) => {
  await signUpThroughPage(page, newCreator());
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the login page drops error parameters from the address', async ({ page }) => {
  await page.goto('/login?error=boom&google_error=bad');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});

import { expect, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';

export function newCreator() {
  const id = randomBytes(4).toString('hex');
  return { name: `Casey Creator ${id}`, email: `casey-${id}@example.com`, password: 'first-password' };
}

export async function signUpThroughPage(page: Page, user: ReturnType<typeof newCreator>) {
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Fails when the page is wider than the viewport (something overflows horizontally). */
export async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

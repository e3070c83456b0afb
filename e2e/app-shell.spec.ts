import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, newCreator, openAccountMenu, signUpThroughPage } from './support';

test.describe('the signed-in shell at desktop width (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('navigation, the header items of docs/product/screens.md#shared-header and the account menu on every signed-in page', async ({ page }) => {
    const user = newCreator();
    await signUpThroughPage(page, user);

    for (const path of ['/dashboard', '/subscription', '/social-accounts']) {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Social Accounts' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Subscription' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Analytics' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Account menu/ })).toContainText(user.name);
      await expect(page.getByRole('button', { name: /^Account menu/ })).toContainText('Free Plan');
    }

    await openAccountMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Password' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  });
});

test.describe('the signed-in shell at phone width (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('"Create content" starts above the fold; the compact and account menus open', async ({ page }) => {
    await signUpThroughPage(page, newCreator());

    const heading = page.getByRole('heading', { name: 'Create content' });
    await expect(heading).toBeVisible();
    const box = await heading.boundingBox();
    expect(box, 'the heading is laid out').not.toBeNull();
    expect(box!.y + box!.height, '"Create content" ends above the fold').toBeLessThanOrEqual(844);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expectNoHorizontalOverflow(page);

    await page.getByRole('button', { name: 'Navigation' }).click();
    const menu = page.getByRole('menu', { name: 'Navigation' });
    await expect(menu.getByRole('menuitem', { name: 'Subscription' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Analytics' })).toHaveAttribute('href', '/analytics');
    await menu.getByRole('menuitem', { name: 'Social Accounts' }).click();
    await expect(page).toHaveURL(/\/social-accounts$/);

    await openAccountMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Password' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  });
});

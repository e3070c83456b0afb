import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoHorizontalOverflow, newCreator, shoot, signUpThroughPage } from './support';

const supportForm = (page: Page) => page.getByRole('form', { name: 'Contact support' });
const requests = (page: Page) => page.getByRole('region', { name: 'Your requests' });

async function sendRequest(page: Page, subject: string, message: string) {
  await supportForm(page).getByLabel('Subject').fill(subject);
  await supportForm(page).getByLabel('Message').fill(message);
  await supportForm(page).getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Your request has been sent.')).toBeVisible();
}

test('a creator opens Help, sends a request and sees it listed as Open', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const creator = newCreator();
  await signUpThroughPage(page, creator);

  await page.getByRole('navigation').getByRole('link', { name: 'Help' }).first().click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  // A quick answer opens in place, written from the creator's plan.
  await page.getByText('How much can I make each month?').click();
  await expect(page.getByText(/Your Free Plan includes \d+ video scripts/)).toBeVisible();
  // A Free creator is in the standard queue and is shown the way to priority support.
  await expect(page.getByText('Standard queue', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade for priority support' })).toHaveAttribute('href', '/pricing');
  await expect(requests(page).getByText('No requests yet. Once you send one, it shows here with its status.')).toBeVisible();

  await sendRequest(page, 'Where do my drafts go?', 'I generated a blog post yesterday and cannot find it any more.');
  // This server has no support address: the page says where the request is instead of promising an e-mail.
  await expect(page.getByText('Support e-mail is not set up on this Inkwell server', { exact: false })).toBeVisible();
  await expect(page.getByText('“Where do my drafts go?” is saved under “Your requests”, where you can follow its status.')).toBeVisible();
  const card = requests(page).getByRole('article', { name: 'Where do my drafts go?' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Open', { exact: true })).toBeVisible();
  await expect(card.getByText('Priority', { exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'help-1280-light');

  // The server kept it: it is still there after a reload.
  await page.reload();
  await expect(requests(page).getByRole('article', { name: 'Where do my drafts go?' }).getByText('Open', { exact: true })).toBeVisible();
});

test.describe('at a phone width (390 px), dark', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('the Help page fits the screen and stays accessible', async ({ page }) => {
    test.setTimeout(120_000);
    await signUpThroughPage(page, newCreator());
    await page.goto('/help');
    await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
    await sendRequest(page, 'A question from my phone', 'Can I schedule posts for later in the week?');
    await expect(requests(page).getByRole('article', { name: 'A question from my phone' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await shoot(page, 'help-390-dark');
  });
});

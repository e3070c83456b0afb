import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoHorizontalOverflow, newCreator, openAccountMenu, signUpThroughPage } from './support';

// A creator saves a brand voice (docs/product/voices-page.md) and the offline engine writes in it
// (docs/product/voices.md#the-offline-engine): the sign-off ends the drafts, and no avoided word is used.
// The avoid-list holds words the offline phrase banks use for this topic; the same drafts written before the
// voice exists are checked to use some of them (together: a draft's wording varies from one creator to the
// next, and a short social post may use none), so the check after it can fail.

const TOPIC = 'Morning pages';
const AVOID = ['progress', 'tips', 'week', 'small', 'simple', 'practical', 'quick', 'routine'];
const SIGN_OFF = 'Talk soon,\nRiley';
const SIGNED_OFF = /Talk soon,\s*Riley/;
const VOICE = 'Warm and nerdy';

const KINDS = [
  { tab: 'Newsletter', button: 'Generate Newsletter' },
  { tab: 'Social Media', button: 'Generate Social Post' },
] as const;

const contentPanel = (page: Page) => page.getByRole('region', { name: 'Generated Content' });
const form = (page: Page) => page.getByRole('tabpanel');

/** The avoided words the draft in the panel uses (whole words, any case). */
async function avoidedIn(page: Page): Promise<string[]> {
  const text = (await contentPanel(page).getByTestId('generated-content').textContent()) ?? '';
  return AVOID.filter((word) => new RegExp(`\\b${word}\\b`, 'i').test(text));
}

async function generate(page: Page, kind: (typeof KINDS)[number]) {
  await page.getByRole('tab', { name: kind.tab }).click();
  await form(page).getByLabel('Topic').fill(TOPIC);
  await form(page).getByRole('button', { name: kind.button }).click();
  await expect(contentPanel(page).getByText('Ready', { exact: true })).toBeVisible({ timeout: 30_000 });
}

test('a creator saves a brand voice, drafts are written in it, and it is edited, made default and deleted', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughPage(page, newCreator());

  // Without a voice: the generator offers to add one, and the drafts use the words the voice will avoid.
  const usedBefore: string[] = [];
  for (const kind of KINDS) {
    await page.getByRole('tab', { name: kind.tab }).click();
    await expect(form(page).getByRole('link', { name: 'Add your brand voice' })).toBeVisible();
    await expect(form(page).getByLabel('Voice')).toHaveCount(0);
    await generate(page, kind);
    usedBefore.push(...(await avoidedIn(page)));
    await expect(contentPanel(page).getByTestId('generated-content')).not.toContainText(SIGNED_OFF);
  }
  expect(usedBefore, `the drafts without the voice use some of ${AVOID.join(', ')}`).not.toEqual([]);

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Brand voices' }).click();
  await expect(page).toHaveURL(/\/settings\/voices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Brand voices' })).toBeVisible();
  await expect(page.getByText('No voices yet')).toBeVisible();
  await expect(page.getByText('0 of 1 voices on the Free plan', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New voice' }).click();
  const dialog = page.getByRole('dialog', { name: 'New voice' });
  await dialog.getByLabel('Name').fill(VOICE);
  await dialog.getByLabel('Description').fill('warm, direct, a little nerdy');
  await dialog.getByLabel('Sample 1').fill('I write three pages every morning before I open my phone. Most of it is noise, and that is the point.');
  await dialog.getByLabel('Words to avoid').fill(AVOID.join('\n'));
  await dialog.getByLabel('Sign-off').fill(SIGN_OFF);
  // The first voice is the default, and the box says so without letting it be changed.
  await expect(dialog.getByRole('checkbox', { name: 'Use as my default' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Use as my default' })).toBeDisabled();
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Save voice' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name: VOICE });
  await expect(card.getByText('Default', { exact: true })).toBeVisible();
  await expect(card).toContainText(`1 sample · ${AVOID.length} phrases to avoid · One or two · The platform's usual number`);
  await expect(card).toContainText('Signs off: Talk soon,');
  await expect(card.getByRole('button', { name: `Make default (${VOICE})` })).toHaveCount(0);

  // Free keeps one voice: New voice is disabled, and the note under the heading says why and the way past it.
  const cap = '1 of 1 voices on the Free plan · the most your plan allows. Upgrade your plan';
  await expect(page.getByText(cap, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New voice' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'New voice' })).toHaveAccessibleDescription(cap);
  await expect(page.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/pricing');
  await expectAccessible(page);
  await expectNoHorizontalOverflow(page);

  // Drafts in the voice (the default, preselected): the sign-off is there and no avoided word.
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  for (const kind of KINDS) {
    await page.getByRole('tab', { name: kind.tab }).click();
    await expect(form(page).getByLabel('Voice').locator('option:checked')).toHaveText(`${VOICE} (default)`);
    await generate(page, kind);
    await expect(contentPanel(page).getByTestId('generated-content')).toContainText(SIGNED_OFF);
    expect(await avoidedIn(page), `the ${kind.tab} draft in the voice`).toEqual([]);
  }

  // Edit: the dialog holds the voice; a change is saved and shown.
  await form(page).getByRole('link', { name: 'Manage voices' }).click();
  await expect(page).toHaveURL(/\/settings\/voices$/);
  await card.getByRole('button', { name: `Edit ${VOICE}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${VOICE}` });
  await expect(edit.getByLabel('Words to avoid')).toHaveValue(AVOID.join('\n'));
  await expect(edit.getByLabel('Sign-off')).toHaveValue(SIGN_OFF);
  await edit.getByLabel('Description').fill('warm, direct, a little nerdy, never salesy');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText('warm, direct, a little nerdy, never salesy');

  // A second voice needs a paid plan: on Basic the cap is three, and the new voice can be made the default.
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Upgrade to Basic' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings/voices');
  await expect(page.getByText('1 of 3 voices on the Basic plan', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'New voice' }).click();
  const second = page.getByRole('dialog', { name: 'New voice' });
  await second.getByLabel('Name').fill('Plain and brief');
  await expect(second.getByRole('checkbox', { name: 'Use as my default' })).not.toBeChecked();
  await second.getByRole('button', { name: 'Save voice' }).click();
  await expect(second).toBeHidden();
  const plain = page.getByRole('article', { name: 'Plain and brief' });
  await expect(plain.getByText('Default', { exact: true })).toHaveCount(0);
  await expect(page.getByText('2 of 3 voices on the Basic plan', { exact: true })).toBeVisible();

  await plain.getByRole('button', { name: 'Make default (Plain and brief)' }).click();
  await expect(plain.getByText('Default', { exact: true })).toBeVisible();
  await expect(card.getByText('Default', { exact: true })).toHaveCount(0);
  // The server lists the default first.
  await expect(page.getByRole('list', { name: 'Your voices' }).getByRole('article').first()).toHaveAccessibleName('Plain and brief');

  // Delete asks first, starting on the safe choice; Keep voice keeps it, Delete voice deletes it.
  await card.getByRole('button', { name: `Delete ${VOICE}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this voice?' });
  await expect(confirm).toContainText(`“${VOICE}” will no longer be offered. Drafts already made stay as they are.`);
  await expect(confirm.getByRole('button', { name: 'Keep voice' })).toBeFocused();
  await expectAccessible(page, '[role="dialog"]');
  await confirm.getByRole('button', { name: 'Keep voice' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: `Delete ${VOICE}` }).click();
  await confirm.getByRole('button', { name: 'Delete voice' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('1 of 3 voices on the Basic plan', { exact: true })).toBeVisible();

  // The default one, deleted: the dialog says drafts go without a voice, and the list is empty.
  await plain.getByRole('button', { name: 'Delete Plain and brief' }).click();
  await expect(confirm).toContainText('“Plain and brief” is your default voice: drafts will be written without a voice until you choose another default.');
  await confirm.getByRole('button', { name: 'Delete voice' }).click();
  await expect(page.getByText('No voices yet')).toBeVisible();
});

import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoHorizontalOverflow, newCreator, shoot, signUpThroughPage } from './support';

// Each journey signs up, generates drafts and connects accounts: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

const contentPanel = (page: Page) => page.getByRole('region', { name: 'Generated Content' });
const editorBox = (page: Page) => page.getByRole('textbox', { name: 'Text of the piece' });

async function generateBlogPost(page: Page, topic: string) {
  await page.getByRole('tab', { name: 'Blog Posts' }).click();
  await page.getByRole('form', { name: 'Blog Post generator' }).getByLabel('Topic').fill(topic);
  await page.getByRole('button', { name: 'Generate Blog Post' }).click();
  await expect(contentPanel(page).getByText('Your blog post is ready.')).toBeAttached({ timeout: 30_000 });
}

/** Whether any script the page has loaded so far holds CodeMirror (its editor's class name). */
async function codeMirrorLoaded(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const scripts = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js'));
    const texts = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
    return texts.some((text) => text.includes('cm-editor'));
  });
}

test('a creator finds a piece by a word in its text, edits it, and restores an older version', async ({ page }) => {
  // codeMirrorLoaded reads the page's resource timings, whose buffer keeps 250 by default: a session that
  // signs up, generates and polls fills it before the editor's script arrives.
  await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
  await signUpThroughPage(page, newCreator());
  await generateBlogPost(page, 'Batch filming for busy weeks');
  await generateBlogPost(page, 'Lighting a small apartment studio');
  expect(await codeMirrorLoaded(page), 'the dashboard loads no editor').toBe(false);

  // Recent Content leads to the library, which lists both, newest first.
  await page.getByRole('link', { name: 'See all' }).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByRole('heading', { name: 'Library', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Lighting a small apartment studio/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Batch filming for busy weeks/ }).first()).toBeVisible();
  expect(await codeMirrorLoaded(page), 'the library loads no editor').toBe(false);
  await expectAccessible(page);

  // The editor: a sentence with a word no draft has, saved with Ctrl+S as version 2.
  await page.getByRole('link', { name: /Batch filming for busy weeks/ }).first().click();
  await expect(page).toHaveURL(/\/library\/[0-9a-f-]{36}$/);
  await expect(editorBox(page)).toBeVisible();
  expect(await codeMirrorLoaded(page), 'the editor page loads CodeMirror').toBe(true);
  await editorBox(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText('A note on quokkas: they film well in soft window light.');
  await page.keyboard.press('Control+S');
  await expect(page.getByText('Saved as version 2')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'library-editor-1280');

  // Back in the library, that word finds the piece: it is in the text, not the title.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library' }).click();
  await page.getByLabel('Search', { exact: true }).fill('quokkas');
  await expect(page).toHaveURL(/q=quokkas/);
  await expect(page.getByRole('link', { name: /Batch filming for busy weeks/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Lighting a small apartment studio/ })).toHaveCount(0);
  await shoot(page, 'library-search-1280');

  // Restoring version 1 brings the generated text back as version 3; nothing is lost.
  await page.getByRole('link', { name: /Batch filming for busy weeks/ }).first().click();
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(editorBox(page)).not.toContainText('quokkas');
  await expect(page.getByRole('button', { name: 'Restore version 2' })).toBeVisible();
});

test('the library and the editor work at phone width and in dark mode', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  const page = await context.newPage();
  await signUpThroughPage(page, newCreator());
  await generateBlogPost(page, 'Editing shortcuts that save an hour');

  await page.goto('/library');
  await expect(page.getByRole('link', { name: /Editing shortcuts that save an hour/ }).first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  await shoot(page, 'library-390-dark');

  await page.getByRole('link', { name: /Editing shortcuts that save an hour/ }).first().click();
  await expect(editorBox(page)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  await shoot(page, 'library-editor-390-dark');
  await context.close();
});

async function connectInDemoMode(page: Page, label: string) {
  await page.goto('/social-accounts');
  const card = page.getByRole('article', { name: label });
  await card.getByRole('button', { name: `Connect ${label}` }).click();
  await page.getByRole('region', { name: `Connect ${label} in demo mode` }).getByRole('button', { name: 'Authorize' }).click();
  await expect(page.getByText(`Successfully connected ${label} account!`)).toBeVisible();
}

test('a blog post prepared for X and LinkedIn: the X thread edited post by post, then published as shown', async ({ page }) => {
  await signUpThroughPage(page, newCreator());
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Upgrade to Basic' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await connectInDemoMode(page, 'Twitter/X');
  await connectInDemoMode(page, 'LinkedIn');
  await page.goto('/dashboard');
  await generateBlogPost(page, 'Habits of consistent creators');
  await contentPanel(page).getByRole('link', { name: 'Edit' }).click();
  await expect(editorBox(page)).toBeVisible();

  await page.getByRole('button', { name: 'Prepare for social' }).click();
  const sheet = page.getByRole('dialog', { name: 'Prepare for social' });
  await sheet.getByRole('checkbox', { name: 'Twitter/X' }).check();
  await sheet.getByRole('checkbox', { name: 'LinkedIn' }).check();
  await sheet.getByRole('button', { name: 'Prepare', exact: true }).click();
  const second = sheet.getByRole('textbox', { name: /^Post 2 of \d+/ });
  await expect(second).toBeVisible({ timeout: 30_000 });
  const linkedin = sheet.getByRole('textbox', { name: 'LinkedIn text' });
  // No Markdown left: no emphasis marks, no heading marks (hashtags stay).
  await expect(linkedin).not.toHaveValue(/\*\*|^#{1,6} /m);
  await second.fill('2/ The one habit that matters most: film on the same day every week.');
  await expectAccessible(page, '[role="dialog"]');
  await shoot(page, 'prepare-for-social-1280', { fullPage: false });

  const shown = {
    linkedin: await linkedin.inputValue(),
    parts: await sheet.getByRole('textbox', { name: /^Post \d+ of \d+/ }).evaluateAll((boxes) => boxes.map((box) => (box as HTMLTextAreaElement).value)),
  };
  await sheet.getByRole('button', { name: 'Publish now', exact: true }).click();
  await expect(page).toHaveURL(/\/posts\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const postId = page.url().split('/').pop()!;
  const post = await page.evaluate(async (id) => {
    const res = await fetch(`/api/posts/${id}`, { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
    return res.json();
  }, postId);
  const x = post.targets.find((target: { platform: string }) => target.platform === 'twitter');
  const li = post.targets.find((target: { platform: string }) => target.platform === 'linkedin');
  expect(x.parts).toEqual(shown.parts);
  expect(x.parts[1]).toBe('2/ The one habit that matters most: film on the same day every week.');
  expect(li.text).toBe(shown.linkedin);
});

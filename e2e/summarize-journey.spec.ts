import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, newCreator, signUpThroughPage } from './support';

const summarizer = (page: Page) => page.getByRole('form', { name: 'Summarizer' });
const contentPanel = (page: Page) => page.getByRole('region', { name: 'Generated Content' });
/** The local page server of playwright.config.ts (listed in the app's FETCH_ALLOW_HOSTS). */
const pageUrl = () => `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}/riverton-solar`;

const NOTES = [
  'The library board voted on Tuesday to extend opening hours at all three branches starting in March.',
  'Weekday hours will run from 8 in the morning to 9 at night, two hours longer than today.',
  'The change costs about $180,000 a year, covered by a county grant for the next two years.',
  'Board members said evening visits have doubled since 2023, mostly students and shift workers.',
  'The main branch will also open on Sunday afternoons, which it has not done since 2015.',
  'A survey of 2,400 residents found that most wanted later hours more than any other change.',
  'Staff will be hired in January, and the board will review visitor numbers after six months.',
];

/** Picks an input method the way a person does: on its visible label (the radio itself is visually hidden). */
async function chooseMethod(page: Page, name: 'Text' | 'URL' | 'File') {
  await summarizer(page).getByRole('group', { name: 'Input method' }).locator('label', { hasText: name }).click();
  await expect(summarizer(page).getByRole('radio', { name })).toBeChecked();
}

async function summarize(page: Page) {
  await summarizer(page).getByRole('button', { name: 'Summarize', exact: true }).click();
  await expect(contentPanel(page).getByText('Your summary is ready.')).toBeVisible({ timeout: 30_000 });
}

test('text, web page and file summaries, then a social post created from one', async ({ page }) => {
  await signUpThroughPage(page, newCreator());
  await page.getByRole('tab', { name: 'Summarizer' }).click();

  // Text: the message of docs/product/validation.md#summarizer for an empty field, then a real summary with its source line.
  await summarizer(page).getByRole('button', { name: 'Summarize', exact: true }).click();
  await expect(summarizer(page).getByText('Please enter text content to summarize')).toBeVisible();
  await summarizer(page).getByLabel('Text to summarize').fill(NOTES.join(' '));
  await summarize(page);
  await expect(contentPanel(page)).toContainText('Source: Pasted text');
  await expect(contentPanel(page)).toContainText(/\d+ words read/);
  await expect(contentPanel(page)).toContainText('Extractive summary (offline engine)');

  // URL: the article of a local page, named by its title, without the page's navigation.
  await chooseMethod(page, 'URL');
  await summarizer(page).getByRole('button', { name: 'Summarize', exact: true }).click();
  await expect(summarizer(page).getByText('Please enter a URL to summarize')).toBeVisible();
  await summarizer(page).getByLabel('Web page URL').fill(pageUrl());
  await summarizer(page).getByLabel('Summary style').selectOption('Bullet Points');
  await summarize(page);
  await expect(contentPanel(page).getByRole('link', { name: 'Riverton opens its first community solar garden' })).toBeVisible();
  await expect(contentPanel(page).getByRole('listitem').first()).toBeVisible();
  await expect(contentPanel(page)).not.toContainText('Subscribe to our newsletter');

  // File: a text file of about 600 KB over a throttled connection, so that the upload bar shows its progress.
  await chooseMethod(page, 'File');
  await summarizer(page).getByRole('button', { name: 'Summarize', exact: true }).click();
  await expect(summarizer(page).getByText('Please select a file to summarize')).toBeVisible();
  const paragraphs = Array.from({ length: 800 }, (_, i) => `${NOTES[i % NOTES.length]} (Note ${i + 1}.)`).join('\n\n');
  await summarizer(page).getByLabel('Upload a file').setInputFiles({ name: 'library-hours.txt', mimeType: 'text/plain', buffer: Buffer.from(paragraphs) });
  // Every value the upload bar shows is recorded as it renders (the bar lives only while the file goes up),
  // over a connection throttled to 200 KB/s so that there are several.
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { uploadSeen: number[] }).uploadSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Upload"]');
      const value = Number(bar?.getAttribute('aria-valuenow') ?? NaN);
      if (!Number.isNaN(value) && value !== seen.at(-1)) seen.push(value);
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 200 * 1024 });
  await summarizer(page).getByRole('button', { name: 'Summarize', exact: true }).click();
  await expect(contentPanel(page).getByText('Your summary is ready.')).toBeVisible({ timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const uploadSeen = await page.evaluate(() => (window as unknown as { uploadSeen: number[] }).uploadSeen);
  // The bar rose as the file went up (it gives way to the server's stages as soon as the upload is complete,
  // so its last rendered value may be below 100).
  expect(Math.max(0, ...uploadSeen), `upload bar values: ${uploadSeen.join(', ')}`).toBeGreaterThan(0);
  expect(uploadSeen).toEqual([...uploadSeen].sort((a, b) => a - b));
  await expect(contentPanel(page)).toContainText('Source: library-hours');
  await expect(page.getByRole('region', { name: "This month's usage" }).getByRole('listitem').filter({ hasText: 'Summaries' })).toContainText('3');

  // Create from this → a social post written from the summary.
  const summaryText = (await contentPanel(page).getByTestId('generated-content').textContent()) ?? '';
  await contentPanel(page).getByRole('button', { name: 'Create from this' }).click();
  await page.getByRole('menuitem', { name: 'Social Post' }).click();
  await expect(page.getByRole('tab', { name: 'Social Media', selected: true })).toBeVisible();
  const socialForm = page.getByRole('form', { name: 'Social Post generator' });
  await expect(socialForm.getByText('Source: library-hours')).toBeVisible();
  await expect(socialForm.getByRole('button', { name: 'Remove source' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate Social Post' }).click();
  await expect(contentPanel(page).getByText('Ready', { exact: true })).toBeVisible({ timeout: 30_000 });
  const post = (await contentPanel(page).getByTestId('generated-content').textContent()) ?? '';
  // The post is built from the summary's sentences, not from generic advice.
  const shared = NOTES.filter((note) => summaryText.includes(note.slice(0, 40)) && post.includes(note.slice(0, 25)));
  expect(shared.length, `post: ${post}`).toBeGreaterThan(0);
});

test.describe('at a phone width (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the summarizer and a summary fit the screen', async ({ page }) => {
    await signUpThroughPage(page, newCreator());
    await page.getByRole('tab', { name: 'Summarizer' }).click();
    await chooseMethod(page, 'URL');
    await summarizer(page).getByLabel('Web page URL').fill(pageUrl());
    await summarizer(page).getByLabel('Summary style').selectOption('Executive');
    await summarize(page);
    await expect(contentPanel(page)).toContainText('Bottom line:');
    await expectNoHorizontalOverflow(page);
  });
});

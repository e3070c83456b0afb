import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectAccessible, expectNoHorizontalOverflow, newCreator, shoot, signUpThroughPage } from './support';

const contentPanel = (page: Page) => page.getByRole('region', { name: 'Generated Content' });
const kpi = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Key figures' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: label, exact: true }) });
/** A key figure's number: the paragraph under its heading. */
const kpiValue = (page: Page, label: string) => kpi(page, label).locator('h3 + p');
const chart = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test('generate, publish in demo mode, then see it on Analytics: counts, charts, window and platform, CSV', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpThroughPage(page, newCreator());

  // Before anything: the page says how to get data.
  await page.getByRole('navigation').getByRole('link', { name: 'Analytics' }).first().click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(chart(page, 'Engagement over time').getByText('No accounts connected')).toBeVisible();

  // A social post, generated and published to X through a demo connection.
  await page.goto('/social-accounts');
  await page.getByRole('article', { name: 'Twitter/X' }).getByRole('button', { name: 'Connect Twitter/X' }).click();
  await page.getByRole('region', { name: 'Connect Twitter/X in demo mode' }).getByRole('button', { name: 'Authorize' }).click();
  await expect(page.getByText('Successfully connected Twitter/X account!')).toBeVisible();

  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Social Media' }).click();
  const form = page.getByRole('form', { name: 'Social Post generator' });
  await form.getByLabel('Topic').fill('Batching a week of content');
  await form.getByLabel('Platform').selectOption({ label: 'Twitter/X' });
  await page.getByRole('button', { name: 'Generate Social Post' }).click();
  await expect(contentPanel(page).getByText('Your social post is ready.')).toBeAttached({ timeout: 30_000 });
  await contentPanel(page).getByRole('button', { name: 'Publish to Social' }).click();
  const modal = page.getByRole('dialog', { name: 'Publish to Social' });
  await modal.getByRole('checkbox', { name: 'Twitter/X' }).check();
  await modal.getByRole('button', { name: 'Publish' }).click();
  await expect(modal.getByText('Published to 1/1 platforms successfully!')).toBeVisible();
  await modal.getByRole('button', { name: 'Done' }).click();

  // The dashboard links to Analytics.
  await page.getByRole('link', { name: 'View analytics' }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(kpiValue(page, 'Content created')).toHaveText('1');
  await expect(kpiValue(page, 'Posts published')).toHaveText('1');
  await expect(kpi(page, 'Posts published')).toContainText('0 failed');
  // A demo post counts as published, with no engagement numbers: said (never "connect an account"), not shown as 0.
  await expect(page.getByText('Posts published in demo mode are not measured.')).toBeVisible();
  await expect(chart(page, 'Engagement over time').getByText('Posts published in demo mode are not measured')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connect an account' })).toHaveCount(0);
  await expect(kpi(page, 'Interactions')).toContainText('Not available');

  // The charts are drawn (SVG), and each one's numbers are a table too.
  const created = chart(page, 'Content created');
  await expect(created.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
  await expect(chart(page, 'Publications by platform').locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
  await expect(chart(page, 'Usage against limits').locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
  await created.getByRole('button', { name: 'Show as table' }).click();
  const table = created.getByRole('table');
  await expect(table).toBeVisible();
  // A header and the one day with content: one social post.
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText(['0', '0', '1', '0', '0', '0', '1', /^\d+$/]);
  await created.getByRole('button', { name: 'Show as chart' }).click();
  await expectAccessible(page);
  await shoot(page, 'analytics-1280-light');

  // Window and platform: in the address, and the numbers follow.
  await page.getByText('7 days', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]days=7\b/);
  await expect(kpi(page, 'Content created')).toContainText('the previous 7 days');
  await page.getByRole('group', { name: 'Platforms' }).getByRole('button', { name: 'LinkedIn' }).click();
  await expect(page).toHaveURL(/[?&]platforms=linkedin\b/);
  await expect(kpiValue(page, 'Posts published')).toHaveText('0');
  // Content is counted whatever the platform.
  await expect(kpiValue(page, 'Content created')).toHaveText('1');
  await page.goBack();
  await expect(page).not.toHaveURL(/platforms=/);
  await expect(kpiValue(page, 'Posts published')).toHaveText('1');

  // The CSV: the same window, day by day.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^inkwell-analytics-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(csv[0]).toMatch(/^Date,Video Scripts,Blog Posts,Social Posts,/);
  expect(csv).toHaveLength(8);
  expect(csv.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2},0,0,1,0,0,0,\d+,1,0,,,,,$/);

  // A phone, in dark mode.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(kpiValue(page, 'Posts published')).toHaveText('1');
  await expect(chart(page, 'Content created').locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  await shoot(page, 'analytics-390-dark');
});

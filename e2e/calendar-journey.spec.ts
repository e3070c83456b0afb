import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoHorizontalOverflow, newCreator, shoot, signUpThroughPage } from './support';

// Issue 27's journey: queue times, three posts added to the queue, the calendar, one post dragged to
// another day, one watched going out (demo) at its minute; the calendar at 1280 and 390 px, light and dark.
// The browser is in Paris, so the creator's zone (taken from it on the first visit) is not the server's UTC.
test.describe.configure({ timeout: 420_000 });

const ZONE = 'Europe/Paris';
const contentPanel = (page: Page) => page.getByRole('region', { name: 'Generated Content' });
const publishModal = (page: Page) => page.getByRole('dialog', { name: 'Publish to Social' });

/** The date (YYYY-MM-DD) and time (HH:MM) in Paris of an instant. */
function inParis(at: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function connectLinkedInInDemoMode(page: Page) {
  await page.goto('/social-accounts');
  await page.getByRole('article', { name: 'LinkedIn' }).getByRole('button', { name: 'Connect LinkedIn' }).click();
  await page.getByRole('region', { name: 'Connect LinkedIn in demo mode' }).getByRole('button', { name: 'Authorize' }).click();
  await expect(page.getByText('Successfully connected LinkedIn account!')).toBeVisible();
}

async function generateSocialPost(page: Page, topic: string) {
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Social Media' }).click();
  const form = page.getByRole('form', { name: 'Social Post generator' });
  await form.getByLabel('Topic').fill(topic);
  await form.getByLabel('Platform').selectOption({ label: 'LinkedIn' });
  await page.getByRole('button', { name: 'Generate Social Post' }).click();
  await expect(contentPanel(page).getByText('Your social post is ready.')).toBeAttached({ timeout: 30_000 });
}

/** Queue times: every day of the week at `time` (Paris), for every platform, saved. */
async function setQueueTime(page: Page, time: string) {
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Queue times' }).click();
  const dialog = page.getByRole('dialog', { name: 'Queue times' });
  // The browser's zone, set on the first visit.
  await expect(dialog.getByRole('combobox', { name: 'Time zone', exact: true })).toHaveValue(ZONE);
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) await dialog.getByRole('checkbox', { name: day, exact: true }).check();
  await dialog.getByLabel('Time', { exact: true }).fill(time);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save queue times' }).click();
  await expect(dialog.getByText('Queue times saved.')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'calendar-queue-times-1280');
  await dialog.getByRole('button', { name: 'Close' }).click();
}

/** The generated post, added to the queue through the publish dialog. */
async function addToQueue(page: Page) {
  await contentPanel(page).getByRole('button', { name: 'Publish to Social' }).click();
  const modal = publishModal(page);
  await modal.getByRole('checkbox', { name: /LinkedIn/ }).check();
  await modal.getByRole('radio', { name: /Add to queue/ }).check();
  await expect(modal.getByRole('list', { name: 'Where each would go' })).toBeVisible();
  await modal.getByRole('button', { name: 'Add to queue' }).click();
}

/** A day cell of the month grid. */
const dayCell = (page: Page, date: string) => page.locator(`td.fc-daygrid-day[data-date="${date}"]`);

test('a queue, three posts added to it, seen on the calendar, one dragged to another day, one published at its time', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: ZONE });
  const page = await context.newPage();
  await signUpThroughPage(page, newCreator());
  await connectLinkedInInDemoMode(page);

  // The queue's time: a few minutes from now in Paris, every day, so the posts go today (or tonight's
  // slot), tomorrow and the day after.
  // Paris is a whole number of hours from UTC: the slot's instant is this one's minute.
  const slotAt = new Date(Math.floor((Date.now() + 4 * 60_000) / 60_000) * 60_000);
  const slot = inParis(slotAt);
  await setQueueTime(page, slot.time);

  await generateSocialPost(page, 'Batch recording podcast intros');
  // The first free slot is the next time the clock shows `slot.time` in Paris at least a minute ahead.
  const first = slotAt.getTime() - Date.now() > 75_000 ? slot.date : dayAfter(slot.date, 1);
  const dates = [first, dayAfter(first, 1), dayAfter(first, 2)];
  for (const _ of dates) {
    await addToQueue(page);
    const modal = publishModal(page);
    await expect(modal.getByText(/^Scheduled for /)).toBeVisible();
    await modal.getByRole('button', { name: 'Done' }).click();
    await expect(modal).toBeHidden();
  }

  // The calendar shows each on its day.
  for (const date of dates) {
    await page.goto(`/calendar?view=month&date=${date}`);
    await expect(page.getByText(`Times in ${ZONE}`)).toBeVisible();
    await expect(dayCell(page, date).locator('.fc-event')).toHaveCount(1);
    await expect(dayCell(page, date).locator('.fc-event')).toContainText('Scheduled');
  }
  await expectAccessible(page);
  await shoot(page, 'calendar-month-1280-light');

  // Drag the last one two days later: it keeps its time of day.
  const from = dates[2]!;
  const to = dayAfter(from, 2);
  await page.goto(`/calendar?view=month&date=${from}`);
  const event = dayCell(page, from).locator('.fc-event');
  const target = dayCell(page, to);
  const a = (await event.boundingBox())!;
  const b = (await target.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 5, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 20 });
  await page.mouse.up();
  await expect(page.getByText(/LinkedIn moved to /)).toBeVisible();
  await expect(dayCell(page, to).locator('.fc-event')).toHaveCount(1);
  await expect(dayCell(page, from).locator('.fc-event')).toHaveCount(0);
  await page.reload();
  await expect(dayCell(page, to).locator('.fc-event')).toHaveCount(1);

  // The first goes out at its minute (the demo platform), and its post page says so.
  await page.goto(`/calendar?view=month&date=${dates[0]}`);
  await dayCell(page, dates[0]!).locator('.fc-event').click();
  await expect(page).toHaveURL(/\/posts\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible({ timeout: 300_000 });

  // The calendar at phone width in dark mode, with the same session.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark', timezoneId: ZONE, storageState: await context.storageState() });
  const small = await phone.newPage();
  await small.goto('/calendar');
  await expect(small.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await expect(small.getByRole('button', { name: /^Move LinkedIn/ }).first()).toBeVisible();
  await expectNoHorizontalOverflow(small);
  await expectAccessible(small);
  await shoot(small, 'calendar-list-390-dark');
  await phone.close();
  await context.close();
});

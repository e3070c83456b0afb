import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, newCreator, noteShown, signUpThroughPage } from './support';

const KINDS = [
  { tab: 'Video Scripts', button: 'Generate Video Script', label: 'Video Script', topic: 'Brewing pour-over coffee at home' },
  { tab: 'Blog Posts', button: 'Generate Blog Post', label: 'Blog Post', topic: 'Planning a content calendar' },
  { tab: 'Social Media', button: 'Generate Social Post', label: 'Social Post', topic: 'Launching my first podcast episode' },
  { tab: 'Newsletter', button: 'Generate Newsletter', label: 'Newsletter', topic: 'Indie game development news' },
] as const;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The selected tab's form (the other forms stay mounted but hidden). */
const form = (page: Page) => page.getByRole('tabpanel');
const contentPanel = (page: Page) => page.getByRole('region', { name: 'Generated Content' });
const usageCounter = (page: Page, label: string) =>
  page.getByRole('region', { name: "This month's usage" }).getByRole('listitem').filter({ hasText: label });

/**
 * Watches the content panel while a piece is written: whether it showed the writing state (busy,
 * "Writing…") and the length of its text at each change. The offline composer streams too fast to
 * promise more than one step, so the journey asserts the busy state and the final text. The busy
 * state cannot be missed: the click renders it before any answer can arrive, and the observer is
 * called after every render, so it does not depend on catching the draft mid-write.
 */
async function watchContentPanel(page: Page) {
  await page.evaluate(() => {
    const seen = { busy: false, lengths: [] as number[] };
    (window as unknown as { panelSeen: typeof seen }).panelSeen = seen;
    const observer = new MutationObserver(() => {
      const panel = document.querySelector('section[aria-labelledby="content-heading"]');
      if (panel?.getAttribute('aria-busy') === 'true' && panel.textContent?.includes('Writing…')) seen.busy = true;
      const length = panel?.querySelector('[data-testid="generated-content"]')?.textContent?.length ?? 0;
      if (length !== seen.lengths[seen.lengths.length - 1]) seen.lengths.push(length);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { panelSeen: { busy: boolean; lengths: number[] } }).panelSeen);
}


async function generate(page: Page, kind: (typeof KINDS)[number]) {
  await page.getByRole('tab', { name: kind.tab }).click();
  await form(page).getByLabel('Topic').fill(kind.topic);
  await form(page).getByRole('button', { name: kind.button }).click();
}

test.describe('generating content', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('each kind streams into the panel, copies, lands in Recent Content; Free stops at its video script limit', async ({ page }) => {
    await signUpThroughPage(page, newCreator());
    await expect(page.getByText('No content generated yet')).toBeVisible();

    for (const [index, kind] of KINDS.entries()) {
      const watched = await watchContentPanel(page);
      await generate(page, kind);
      const panel = contentPanel(page);
      await expect(panel.getByText(`${kind.label} · ${kind.topic}`)).toBeVisible();
      await expect(panel.getByText('Ready', { exact: true })).toBeVisible();
      await expect(panel.getByTestId('generated-content')).toContainText(new RegExp(escapeRegExp(kind.topic), 'i'));
      await expect(panel).toContainText("Drafted by Inkwell's offline composer");
      await expect(page.getByRole('region', { name: 'Recent Content' }).getByRole('button')).toHaveCount(index + 1);
      const seen = await watched();
      expect(seen.busy, 'the panel showed the piece being written').toBe(true);
      expect(seen.lengths.at(-1)).toBeGreaterThan(0);
      // A social post is counted against its platform's limit (X by default).
      if (kind.tab === 'Social Media') await expect(panel.getByText(/^\d+ \/ 280$/)).toBeVisible();
    }

    // Copy puts the text on the clipboard. The notice goes after 4 seconds: it is noted as it appears, not raced for.
    const noted = await noteShown(page, [{ selector: '[role="status"]', text: 'Content copied to clipboard!' }]);
    await contentPanel(page).getByRole('button', { name: 'Copy' }).click();
    await expect.poll(async () => Object.keys(await noted())).toContain('Content copied to clipboard!');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.toLowerCase()).toContain(KINDS[3].topic.toLowerCase());

    // Recent Content lists the four pieces, newest first; a click opens one in the panel.
    const recent = page.getByRole('region', { name: 'Recent Content' });
    await expect(recent.getByRole('button')).toHaveCount(4);
    await expect(recent.getByRole('button').first()).toContainText(KINDS[3].topic);
    for (const kind of KINDS) await expect(recent.getByRole('button').filter({ hasText: kind.topic })).toContainText(kind.label);
    await recent.getByRole('button').filter({ hasText: KINDS[1].topic }).click();
    await expect(contentPanel(page).getByText('From your history')).toBeVisible();
    await expect(contentPanel(page).getByRole('heading', { level: 3 }).first()).toBeVisible();

    // Free allows 5 video scripts a month: four more succeed, then Generate is disabled with the reason.
    await expect(usageCounter(page, 'Video Scripts')).toContainText('1 / 5');
    for (let used = 2; used <= 5; used += 1) {
      await generate(page, KINDS[0]);
      await expect(usageCounter(page, 'Video Scripts')).toContainText(`${used} / 5`);
      if (used < 5) await expect(form(page).getByRole('button', { name: KINDS[0].button })).toBeEnabled();
    }
    await expect(form(page).getByRole('button', { name: KINDS[0].button })).toBeDisabled();
    const reason = form(page).getByText('You have used all 5 video scripts of your plan this month.');
    await expect(reason).toBeVisible();
    await expect(form(page).getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/pricing');

    await form(page).getByRole('link', { name: 'Upgrade your plan' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});

test.describe('at the narrowest phone width (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the tabs, a form and a generated blog post fit the screen', async ({ page }) => {
    await signUpThroughPage(page, newCreator());
    await expect(page.getByRole('tablist', { name: 'Content types' })).toBeVisible();
    await expectNoHorizontalOverflow(page);

    await generate(page, KINDS[1]);
    await expect(contentPanel(page).getByText('Ready', { exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(page);

    await page.getByRole('tab', { name: 'Summarizer' }).click();
    await expect(page.getByRole('form', { name: 'Summarizer' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});

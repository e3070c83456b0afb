import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newCreator, openAccountMenu, signUpThroughPage } from './support';

/**
 * axe-core on every page, public and signed-in, in light and dark mode (the app's `dark:` styles follow
 * prefers-color-scheme), with the dialogs and menus open. Serious and critical violations fail the test;
 * the others are printed, so they are seen without blocking.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

const PUBLIC_PAGES = [
  { path: '/', heading: /./ },
  { path: '/pricing', heading: /./ },
  { path: '/login', heading: /./ },
  { path: '/signup', heading: /./ },
  { path: '/forgot-password', heading: /./ },
  { path: '/reset-password?token=not-a-real-token', heading: 'Choose a new password' },
  { path: '/privacy', heading: /./ },
  { path: '/terms', heading: /./ },
  { path: '/no-such-page', heading: /./ },
] as const;

const TABS = ['Video Scripts', 'Blog Posts', 'Social Media', 'Newsletter', 'Summarizer'] as const;

/** Runs axe on what the page shows now: soft-fails on each serious or critical violation, prints the rest. */
async function checkPage(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.passes.length, `axe checked something on ${what}`).toBeGreaterThan(0);
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const minor = results.violations.filter((v) => !BLOCKING.has(v.impact ?? ''));
  const scheme = await page.evaluate(() => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
  const others = minor.length > 0 ? minor.map((v) => `${v.id} (${v.impact})`).join(', ') : 'none';
  // What axe could not decide (a colour over an image or a gradient, say) is listed for a person to look at.
  const undecided = results.incomplete.map((v) => `${v.id} (${v.nodes.length})`).join(', ') || 'none';
  console.log(
    `axe [${scheme}] ${what}: ${results.passes.length} rules passed; violations not serious or critical: ${others}; undecided: ${undecided}`,
  );
  const described = blocking.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`),
  }));
  expect.soft(described, `axe [${scheme}] ${what}: serious or critical violations`).toEqual([]);
}

/** The page has drawn its main heading (routes are lazy-loaded). */
async function ready(page: Page, heading: string | RegExp = /./) {
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in ${colorScheme} mode`, () => {
    test.use({ colorScheme });

    test('every public page', async ({ page }) => {
      // One axe run per public page; on a loaded machine each can take several seconds.
      test.setTimeout(180_000);
      for (const { path, heading } of PUBLIC_PAGES) {
        await page.goto(path);
        await ready(page, heading);
        await checkPage(page, path);
      }
    });

    test('the signed-in pages, a draft, the history, the menus and the dialogs', async ({ page }) => {
      // About 25 axe runs on one signed-in session.
      test.setTimeout(240_000);
      await signUpThroughPage(page, newCreator());
      await ready(page);
      await expect(page.getByText('No content generated yet')).toBeVisible();
      await checkPage(page, '/dashboard');

      for (const tab of TABS) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        await checkPage(page, `/dashboard, tab ${tab}`);
      }

      // A draft from the offline engine: labelled as a sample, and no server setting named to a creator.
      await page.getByRole('tab', { name: 'Blog Posts' }).click();
      await page.getByRole('tabpanel').getByLabel('Topic').fill('Planning a content calendar');
      await page.getByRole('tabpanel').getByRole('button', { name: 'Generate Blog Post' }).click();
      const panel = page.getByRole('region', { name: 'Generated Content' });
      await expect(panel.getByText('Ready', { exact: true })).toBeVisible();
      await expect(panel.getByText('Sample draft (offline engine)')).toBeVisible();
      await expect(panel).not.toContainText(/OPENAI_API_KEY|AI_BASE_URL|AI_MODEL|ANTHROPIC_API_KEY/);
      await checkPage(page, '/dashboard with a generated draft');
      await panel.getByRole('button', { name: 'Markdown' }).click();
      await checkPage(page, '/dashboard with a draft as Markdown');

      const recent = page.getByRole('region', { name: 'Recent Content' });
      await recent.getByRole('button').first().click();
      await expect(panel.getByText('From your history')).toBeVisible();
      await expect(panel.getByText('Sample draft (offline engine)')).toBeVisible();
      await checkPage(page, '/dashboard with a draft opened from history');

      await openAccountMenu(page);
      await checkPage(page, 'the account menu');
      await page.getByRole('menuitem', { name: 'Password' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await checkPage(page, 'the change password dialog');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      for (const path of ['/subscription', '/social-accounts', '/pricing', '/no-such-page']) {
        await page.goto(path);
        await ready(page);
        await checkPage(page, `${path} (signed in)`);
      }

      await page.goto('/success?session_id=no-such-checkout');
      await expect(page.getByRole('heading', { level: 1, name: 'Payment Error' })).toBeVisible();
      await checkPage(page, '/success, a checkout that does not exist');

      // /success moves on to the dashboard by itself 3 seconds after the payment shows as successful, and
      // axe cannot run on a moving page: the page is copied (without its scripts) the moment it shows, and
      // the copy, served with the app's styles, is checked.
      await page.goto('/pricing');
      await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
      const shown = await page.waitForFunction(
        () =>
          [...document.querySelectorAll('h1')].some((h) => h.textContent?.trim() === 'Payment Successful!')
            ? { html: document.documentElement.outerHTML, background: getComputedStyle(document.body).backgroundColor }
            : null,
        undefined,
        { polling: 'raf' },
      );
      const seen = (await shown.jsonValue())!;
      await expect(page).toHaveURL(/\/dashboard$/);
      const copy = await page.context().newPage();
      // Same origin as the app (a JSON answer, which runs no script), so the app's styles and fonts load.
      await copy.goto('/api/health');
      await copy.setContent(seen.html.replace(/<script\b[\s\S]*?<\/script>/gi, ''), { waitUntil: 'load' });
      await expect(copy.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
      expect(await copy.evaluate(() => getComputedStyle(document.body).backgroundColor), 'the copy has the app styles').toBe(seen.background);
      await checkPage(copy, '/success, a successful payment (copy)');
      await copy.close();

      await page.goto('/subscription');
      await page.getByRole('button', { name: 'Cancel Subscription' }).click();
      await expect(page.getByRole('dialog', { name: 'Cancel Subscription' })).toBeVisible();
      await checkPage(page, 'the cancel subscription dialog');
    });

    test.describe('at phone width', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test('the compact navigation menu', async ({ page }) => {
        await signUpThroughPage(page, newCreator());
        await page.getByRole('button', { name: 'Navigation' }).click();
        await expect(page.getByRole('menu', { name: 'Navigation' })).toBeVisible();
        await checkPage(page, 'the navigation menu (390 px)');
      });
    });
  });
}

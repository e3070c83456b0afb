import { expect, test, type Page } from '@playwright/test';
import { signInAsOwner } from './fixtures/owner';
import { AXE_VERSION, axeWithDefaults, newCreator, openAccountMenu, signUpThroughPage } from './support';

/**
 * axe-core on every page, public and signed-in, in light and dark mode (the app's `dark:` styles follow
 * prefers-color-scheme), with the dialogs and menus open. Serious and critical violations fail the test;
 * the others are printed, so they are seen without blocking.
 *
 * In light mode axe runs with its own defaults, the rules `axe.run(document)` runs (Lighthouse's engine):
 * no tag filter; in dark mode, which changes colours only, its colour rules. A filter on the WCAG tags left out every best-practice rule (landmarks, heading order, region,
 * aria-dialog-name…), and together with the axe-core 4.13 that @axe-core/playwright 4.13 carries, also
 * label-content-name-mismatch (experimental in 4.13, so off unless asked for by its own tag; on by default
 * since 4.14). The axe-core package.json pins is the one that runs (e2e/support.ts), checked on every run.
 */
const BLOCKING = new Set(['serious', 'critical']);
/** The one address besides the app's that the e2e server may call (playwright.config.ts); nothing is sent to it here. */
const WEBHOOK_PORT = Number(process.env.E2E_PORT ?? 3100) + 2;

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

const contentPanel = (page: Page) => page.getByRole('region', { name: 'Generated Content' });
const card = (page: Page, label: string) => page.getByRole('article', { name: label });

/**
 * Waits until the page has settled: nothing marked busy, and no transition or animation that ends (a
 * dialog fading in, a menu sliding open) still running, so axe sees colours and positions as they stay.
 * A spinner's endless turn does not count.
 */
async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelector('[aria-busy="true"]') === null &&
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { polling: 'raf' },
  );
}

/**
 * Dark mode changes colours only (the app's `dark:` classes: text, backgrounds, borders), so in dark mode
 * axe runs the rules whose outcome depends on colour; every rule runs in light mode.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe on what the page shows now, in light and then in dark mode (the same page, its colour scheme
 * switched, so each flow is walked once): soft-fails on each serious or critical violation, prints the rest.
 */
async function checkPage(page: Page, what: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await checkScheme(page, what);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function checkScheme(page: Page, what: string) {
  await settled(page);
  const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  const results = await (dark ? axeWithDefaults(page).withRules(COLOUR_RULES) : axeWithDefaults(page)).analyze();
  // The pinned axe-core ran, with its defaults in light mode (no rule list, no tags, and the 4.14 rule
  // among those run), and its colour rules in dark mode.
  expect(results.testEngine.version, 'the axe-core that ran').toBe(AXE_VERSION);
  const ran = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((r) => r.id);
  if (dark) {
    // A rule may appear twice (passed on some elements, undecided on others).
    expect([...new Set(ran)].sort(), 'the colour rules axe ran').toEqual([...COLOUR_RULES].sort());
  } else {
    expect(results.toolOptions.runOnly, 'axe runs its default rules').toBeUndefined();
    expect(ran, 'the rules axe ran').toEqual(expect.arrayContaining(['label-content-name-mismatch', 'region', 'color-contrast']));
  }
  expect(results.passes.length, `axe checked something on ${what}`).toBeGreaterThan(0);
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const minor = results.violations.filter((v) => !BLOCKING.has(v.impact ?? ''));
  const scheme = dark ? 'dark' : 'light';
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

/** A draft from the offline engine in the given tab, shown in the panel. */
async function generate(page: Page, tab: 'Blog Posts' | 'Social Media', topic: string, button: string) {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('tabpanel').getByLabel('Topic').fill(topic);
  await page.getByRole('tabpanel').getByRole('button', { name: button }).click();
  await expect(contentPanel(page).getByText('Ready', { exact: true })).toBeVisible({ timeout: 30_000 });
}

test.describe('in light and dark mode', () => {
  test.use({ colorScheme: 'light' });

  test('every public page and the API reference', async ({ page }) => {
    // One axe run per public page; on a loaded machine each can take ten seconds and more.
    test.setTimeout(360_000);
    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      await ready(page, heading);
      await checkPage(page, path);
    }
    await page.goto('/api/docs');
    // The reference draws itself from the OpenAPI document after the page loads.
    await expect(page.getByRole('heading', { name: /Inkwell API/ }).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('/api/content/blog-post').first()).toBeVisible({ timeout: 30_000 });
    await checkPage(page, '/api/docs');
  });

  test('the signed-in pages, a draft, the history, the menus and the dialogs', async ({ page }) => {
    // About 32 axe runs on one signed-in session.
    test.setTimeout(600_000);
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
    await generate(page, 'Blog Posts', 'Planning a content calendar', 'Generate Blog Post');
    const panel = contentPanel(page);
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

    for (const path of ['/analytics', '/help', '/developers', '/subscription', '/pricing', '/settings/voices', '/no-such-page']) {
      await page.goto(path);
      await ready(page);
      await checkPage(page, `${path} (signed in)`);
    }

    // A social account connected in demo mode, through Inkwell's consent page.
    await page.goto('/social-accounts');
    await ready(page);
    await checkPage(page, '/social-accounts');
    await card(page, 'Twitter/X').getByRole('button', { name: 'Connect Twitter/X' }).click();
    const consent = page.getByRole('region', { name: 'Connect Twitter/X in demo mode' });
    await expect(consent.getByRole('button', { name: 'Authorize' })).toBeVisible();
    await checkPage(page, 'the demo consent page');
    await consent.getByRole('button', { name: 'Authorize' }).click();
    await expect(card(page, 'Twitter/X').getByText('Connected', { exact: true })).toBeVisible();
    await checkPage(page, '/social-accounts with an account connected');

    // A social post published to it: the publish dialog before and after, and the post's page.
    await page.goto('/dashboard');
    await generate(page, 'Social Media', 'Morning pages', 'Generate Social Post');
    await panel.getByRole('button', { name: 'Publish to Social' }).click();
    const publish = page.getByRole('dialog', { name: 'Publish to Social' });
    await publish.getByRole('checkbox', { name: 'Twitter/X' }).check();
    await checkPage(page, 'the publish dialog');
    await publish.getByRole('button', { name: 'Publish' }).click();
    const results = publish.getByRole('list', { name: 'Results by platform' });
    const view = results.getByRole('link', { name: /^View post/ });
    await expect(view).toBeVisible();
    await checkPage(page, 'the publish dialog with its results');
    const href = await view.getAttribute('href');
    await publish.getByRole('button', { name: 'Done' }).click();
    await expect(publish).toBeHidden();
    await page.goto(href!);
    await expect(page.getByRole('article', { name: 'Twitter/X post' })).toBeVisible();
    await checkPage(page, 'a demo post as recorded');
    await page.getByRole('link', { name: 'Open the post' }).click();
    await expect(page.getByRole('list', { name: 'Platforms' }).getByRole('article', { name: 'Twitter/X' })).toBeVisible();
    await checkPage(page, 'a post page');
    await page.getByRole('button', { name: 'Delete post' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete this post?' })).toBeVisible();
    await checkPage(page, 'the delete post dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.goto('/social-accounts');
    await card(page, 'Twitter/X').getByRole('button', { name: 'Disconnect Twitter/X' }).click();
    await expect(page.getByRole('dialog', { name: 'Disconnect Twitter/X?' })).toBeVisible();
    await checkPage(page, 'the disconnect dialog');
  });

  test('a paid plan: payment pages, the humanizer, API keys, webhooks, analytics and cancelling', async ({ page }) => {
    // About 15 axe runs on one signed-in session, and a draft humanized.
    test.setTimeout(480_000);
    await signUpThroughPage(page, newCreator());
    await ready(page);

    await page.goto('/success?session_id=no-such-checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Error' })).toBeVisible();
    await checkPage(page, '/success, a checkout that does not exist');

    // /success moves on to the dashboard by itself 3 seconds after the payment shows as successful, and
    // axe cannot run on a moving page: the page is copied (without its scripts) the moment it shows, and
    // the copy, served with the app's styles, is checked.
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Upgrade to Enterprise' }).click();
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
    await expect(page.getByText('Enterprise Plan').first()).toBeVisible();
    const copy = await page.context().newPage();
    // Same origin as the app (a JSON answer, which runs no script), so the app's styles and fonts load.
    await copy.goto('/api/health');
    await copy.setContent(seen.html.replace(/<script\b[\s\S]*?<\/script>/gi, ''), { waitUntil: 'load' });
    await expect(copy.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    expect(await copy.evaluate(() => getComputedStyle(document.body).backgroundColor), 'the copy has the app styles').toBe(seen.background);
    await checkPage(copy, '/success, a successful payment (copy)');
    await copy.close();

    // The humanizer on a blog post.
    await generate(page, 'Blog Posts', 'Building a weekly writing habit', 'Generate Blog Post');
    await checkPage(page, '/dashboard with a draft (Enterprise)');
    await contentPanel(page).getByRole('button', { name: 'Humanize' }).click();
    const humanizer = page.getByRole('dialog', { name: 'Humanize your blog post' });
    await expect(humanizer.getByRole('button', { name: 'Use Humanized Version' })).toBeEnabled({ timeout: 30_000 });
    await checkPage(page, 'the humanizer');
    await page.keyboard.press('Escape');
    await expect(humanizer).toBeHidden();

    await page.goto('/analytics');
    await ready(page, 'Analytics');
    await checkPage(page, '/analytics (Enterprise)');

    // API keys: create, the new key shown once, revoke.
    await page.goto('/developers');
    await ready(page, 'Developers');
    await checkPage(page, '/developers (Enterprise)');
    const keys = page.getByRole('region', { name: 'API keys' });
    await keys.getByRole('button', { name: 'Create key' }).click();
    const create = page.getByRole('dialog', { name: 'Create an API key' });
    await expect(create.getByLabel('Name')).toBeVisible();
    await checkPage(page, 'the create key dialog');
    await create.getByLabel('Name').fill('Accessibility check');
    await create.getByRole('button', { name: 'Create key' }).click();
    const newKey = page.getByRole('dialog', { name: 'Copy your new API key' });
    await expect(newKey.getByLabel('Your new API key')).toBeVisible();
    await checkPage(page, 'the new key dialog');
    await newKey.getByRole('button', { name: 'Done' }).click();
    await expect(newKey).toBeHidden();
    await keys.getByRole('button', { name: 'Revoke Accessibility check' }).click();
    await expect(page.getByRole('dialog', { name: /^Revoke/ })).toBeVisible();
    await checkPage(page, 'the revoke key dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // Webhooks: add an endpoint (no event is sent to it: nothing is created afterwards), its signing secret shown once.
    const webhooks = page.getByRole('region', { name: 'Webhooks' });
    await webhooks.getByRole('button', { name: 'Add endpoint' }).click();
    const add = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await expect(add.getByLabel('Endpoint URL')).toBeVisible();
    await checkPage(page, 'the add webhook dialog');
    await add.getByLabel('Endpoint URL').fill(`http://127.0.0.1:${WEBHOOK_PORT}/hooks/accessibility`);
    await add.getByRole('button', { name: 'Add endpoint' }).click();
    const added = page.getByRole('dialog', { name: 'Endpoint added' });
    await expect(added.getByRole('textbox', { name: 'Signing secret' })).toBeVisible();
    await checkPage(page, 'the endpoint added dialog');
    await added.getByRole('button', { name: 'Done' }).click();
    await expect(added).toBeHidden();
    await checkPage(page, '/developers with a key and an endpoint');

    // The subscription page of a paid plan and its cancel dialog.
    await page.goto('/subscription');
    await ready(page);
    await checkPage(page, '/subscription (Enterprise)');
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(page.getByRole('dialog', { name: 'Cancel Subscription' })).toBeVisible();
    await checkPage(page, 'the cancel subscription dialog');
  });

  test('the owner account: Settings → AI and a brand voice dialog', async ({ page }) => {
    test.setTimeout(240_000);
    await signInAsOwner(page);
    // Through the menu, not a reload: the dashboard's first visit reads the session again just after sign-in.
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'AI settings' }).click();
    await ready(page, 'AI settings');
    await expect(page.getByRole('region', { name: 'Model' }).getByRole('button', { name: 'Test connection' })).toBeVisible();
    await checkPage(page, '/settings/ai');

    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Brand voices' }).click();
    await ready(page, 'Brand voices');
    await page.getByRole('button', { name: 'New voice' }).click();
    await expect(page.getByRole('dialog', { name: 'New voice' })).toBeVisible();
    await checkPage(page, 'the new voice dialog');
  });

  test.describe('at phone width', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the dashboard and the compact navigation menu', async ({ page }) => {
      test.setTimeout(180_000);
      await signUpThroughPage(page, newCreator());
      await ready(page);
      await checkPage(page, '/dashboard (390 px)');
      await page.getByRole('button', { name: 'Navigation' }).click();
      await expect(page.getByRole('menu', { name: 'Navigation' })).toBeVisible();
      await checkPage(page, 'the navigation menu (390 px)');
    });
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Where the journeys' screenshots go, to be looked at by a person. */
export const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

/** A page whole; a dialog as the viewport shows it (the page behind it does not scroll). */
export async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/** No serious or critical axe violation (axe's default rules) on the page, or inside `include`. */
export async function expectAccessible(page: Page, include?: string) {
  const builder = axeWithDefaults(page);
  const results = await (include ? builder.include(include) : builder).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export function newCreator() {
  const id = randomBytes(4).toString('hex');
  return { name: `Casey Creator ${id}`, email: `casey-${id}@example.com`, password: 'first-password' };
}

export async function signUpThroughPage(page: Page, user: ReturnType<typeof newCreator>) {
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Opens the signed-in shell's account menu (Password, Logout). */
export async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('menu', { name: /^Account menu/ })).toBeVisible();
}

/** Fails when the page is wider than the viewport (something overflows horizontally). */
export async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

type ShownNote = { url: string; fits: boolean };

/**
 * Notes, from now on, when the page shows each of `targets` (an element matching `selector` whose text
 * is exactly `text`, laid out and not hidden): the address at that moment, and whether the page fitted
 * the viewport's width at every change while it was shown. For what the app shows only for a moment (a
 * message that goes after a few seconds, a page that moves on by itself), which a check made afterwards
 * could miss on a busy machine. The notes live in this document: client-side navigation keeps them.
 */
export async function noteShown(page: Page, targets: { selector: string; text: string }[]) {
  await page.evaluate((wanted) => {
    const notes: Record<string, ShownNote> = {};
    (window as unknown as { shownNotes: typeof notes }).shownNotes = notes;
    const look = () => {
      const fits = document.documentElement.scrollWidth <= document.documentElement.clientWidth;
      for (const { selector, text } of wanted) {
        const shown = [...document.querySelectorAll(selector)].some((element) => {
          const box = element.getBoundingClientRect();
          return element.textContent?.trim() === text && box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
        });
        const note = notes[text];
        if (shown && note) note.fits &&= fits;
        else if (shown) notes[text] = { url: location.pathname + location.search, fits };
      }
    };
    new MutationObserver(look).observe(document.documentElement, { childList: true, subtree: true, characterData: true, attributes: true });
    look();
  }, targets);
  return () => page.evaluate(() => (window as unknown as { shownNotes: Record<string, ShownNote> }).shownNotes);
}

/**
 * axe-core as package.json pins it (4.14), run by @axe-core/playwright. Its own bundled copy is older
 * (4.13, where label-content-name-mismatch is still experimental and off), and its 4.14 needs Node 22.
 */
export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** The version of that axe-core, to check that it is the one that ran. */
export const AXE_VERSION = (createRequire(import.meta.url)('axe-core/package.json') as { version: string }).version;

/** An axe run with axe's own defaults (the rules `axe.run(document)` runs: no tag filter), on the pinned axe-core. */
export function axeWithDefaults(page: Page) {
  return new AxeBuilder({ page, axeSource: AXE_SOURCE });
}

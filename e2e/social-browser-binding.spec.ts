import { expect, test, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { newCreator, signUpThroughPage } from './support';

const card = (page: Page, label: string) => page.getByRole('article', { name: label });
const isCallback = (url: URL) => url.pathname === '/api/social/oauth/twitter/callback';

/**
 * A connection link authorized by one creator and opened in another creator's browser connects nothing:
 * the start call's fetch leaves a cookie in the browser that started it, and the callback wants it.
 */
test('a connection completes only in the browser that started it', async ({ browser }) => {
  test.setTimeout(120_000);
  const attackerBrowser = await browser.newContext();
  const victimBrowser = await browser.newContext();
  const attacker = await attackerBrowser.newPage();
  const victim = await victimBrowser.newPage();
  await signUpThroughPage(attacker, newCreator());
  await signUpThroughPage(victim, newCreator());

  await attacker.goto('/social-accounts');
  await card(attacker, 'Twitter/X').getByRole('button', { name: 'Connect Twitter/X' }).click();
  await expect(attacker).toHaveURL(/\/social-accounts\/demo-consent\?platform=twitter&state=/);
  const state = new URL(attacker.url()).searchParams.get('state')!;

  // Chromium kept the cookie the start call's fetch set: the state's hash, HttpOnly, Lax, for the OAuth paths.
  const cookies = (await attackerBrowser.cookies()).filter((cookie) => cookie.name.startsWith('inkwell_connect_'));
  expect(cookies).toEqual([
    expect.objectContaining({
      name: 'inkwell_connect_twitter',
      value: createHash('sha256').update(state).digest('hex'),
      path: '/api/social/oauth',
      httpOnly: true,
      sameSite: 'Lax',
      secure: false,
    }),
  ]);
  const lifetime = cookies[0]!.expires - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(0);
  expect(lifetime).toBeLessThanOrEqual(600);

  // The attacker authorizes but, instead of following the link back, sends it to the victim.
  let link = '';
  await attacker.route(isCallback, async (route) => {
    link = route.request().url();
    await route.abort();
  });
  await attacker.getByRole('button', { name: 'Authorize' }).click();
  await expect.poll(() => link).toMatch(/\/api\/social\/oauth\/twitter\/callback\?code=.+&state=/);

  await victim.goto(link);
  await expect(victim).toHaveURL(/\/social-accounts$/);
  await expect(
    victim.getByText('OAuth Error: This connection was started in another browser or session, so nothing was connected. Start it again from this page.'),
  ).toBeVisible();
  await expect(card(victim, 'Twitter/X').getByText('Not Connected')).toBeVisible();

  // The link is used up, and the attacker's account has nothing connected.
  await attacker.unroute(isCallback);
  await attacker.goto(link);
  await expect(attacker.getByText('OAuth Error: This connection request was already used. Please try connecting again.')).toBeVisible();
  await expect(card(attacker, 'Twitter/X').getByText('Not Connected')).toBeVisible();

  await attackerBrowser.close();
  await victimBrowser.close();
});

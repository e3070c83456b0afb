import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, newCreator, signUpThroughPage } from './support';

// An Enterprise creator registers a webhook to a receiver this test runs on 127.0.0.1 (the e2e server
// allows that one address in FETCH_ALLOW_HOSTS, playwright.config.ts), sends a test event, and sees it
// delivered in the log. The receiver answers 200 only to a request whose Standard Webhooks signature checks out.

const WEBHOOK_PORT = Number(process.env.E2E_PORT ?? 3100) + 2;

/** Standard Webhooks: HMAC-SHA256 of "{id}.{timestamp}.{body}" keyed with the base64 after whsec_. */
function verify(secret: string, headers: IncomingHttpHeaders, body: string): boolean {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signature = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signature !== 'string') return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const expected = createHmac('sha256', Buffer.from(secret.replace(/^whsec_/, ''), 'base64')).update(`${id}.${timestamp}.${body}`).digest();
  return signature.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    const given = Buffer.from(value ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

let server: Server;
let secret = '';
const received: { verified: boolean; type: string }[] = [];

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const verified = secret !== '' && verify(secret, req.headers, body);
      received.push({ verified, type: verified ? (JSON.parse(body) as { type: string }).type : '' });
      res.writeHead(verified ? 200 : 401).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(WEBHOOK_PORT, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test('an Enterprise creator adds a webhook, sends a test event and sees it delivered, signed', async ({ page }) => {
  await signUpThroughPage(page, newCreator());
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Upgrade to Enterprise' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Enterprise Plan').first()).toBeVisible();

  await page.goto('/developers');
  const webhooks = page.getByRole('region', { name: 'Webhooks' });
  await expect(webhooks.getByText('No endpoints yet')).toBeVisible();
  await webhooks.getByRole('button', { name: 'Add endpoint' }).click();

  const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
  const url = `http://127.0.0.1:${WEBHOOK_PORT}/hooks/inkwell`;
  await dialog.getByLabel('Endpoint URL').fill(url);
  await dialog.getByRole('checkbox', { name: 'Summary created' }).uncheck();
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();

  const added = page.getByRole('dialog', { name: 'Endpoint added' });
  secret = await added.getByRole('textbox', { name: 'Signing secret' }).inputValue();
  expect(secret).toMatch(/^whsec_/);
  await added.getByRole('button', { name: 'Done' }).click();
  await expect(added).toBeHidden();

  const card = webhooks.getByRole('article', { name: url });
  await expect(card.getByText('content.created')).toBeVisible();
  await expect(card.getByText('summary.created')).toHaveCount(0);
  await card.getByRole('button', { name: 'Send test event' }).click();
  await expect(card.getByText('Test event queued. It shows in the log below once it is sent.')).toBeVisible();

  const log = card.getByRole('table', { name: 'Delivery log' });
  const row = log.getByRole('row').filter({ hasText: 'webhook.test' });
  await expect(row.getByText('Succeeded')).toBeVisible({ timeout: 20_000 });
  await expect(row.getByRole('cell', { name: '200' })).toBeVisible();
  expect(received).toEqual([{ verified: true, type: 'webhook.test' }]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page);

  await card.getByRole('button', { name: `Delete ${url}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this endpoint?' });
  await confirm.getByRole('button', { name: 'Delete endpoint' }).click();
  await expect(webhooks.getByText('No endpoints yet')).toBeVisible();
});

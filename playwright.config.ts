import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';
/** A local web page for the summarizer's URL journey (e2e/fixtures/page-server.mjs). */
const PAGE_PORT = port + 1;
/** A webhook receiver the webhooks journey starts itself (e2e/webhooks-journey.spec.ts). */
const WEBHOOK_PORT = port + 2;
/** The journeys' mailbox, an SMTP sink the page server runs (e2e/fixtures/mail-sink.mjs): the app's SMTP_URL. */
const MAIL_PORT = port + 3;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node e2e/fixtures/page-server.mjs',
      url: `http://127.0.0.1:${PAGE_PORT}/health`,
      reuseExistingServer: false,
      env: { PAGE_PORT: String(PAGE_PORT), MAIL_PORT: String(MAIL_PORT) },
    },
    {
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_URL: `http://127.0.0.1:${port}`,
        OWNER_EMAIL: 'owner@inkwell.test',
        LOG_LEVEL: 'warn',
        // Every journey signs up its own creators, all from 127.0.0.1: more than the default 20 an hour.
        SIGNUP_PER_IP_PER_HOUR: '500',
        DATABASE_URL: '',
        // E-mails (the owner's set-password link, reset links) go to the page server's mailbox.
        SMTP_URL: `smtp://127.0.0.1:${MAIL_PORT}`,
        // Test-only: the app may read the local page server (every other non-public address stays refused).
        FETCH_ALLOW_HOSTS: `127.0.0.1:${PAGE_PORT},127.0.0.1:${WEBHOOK_PORT}`,
      },
    },
  ],
});

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has safe defaults for embedded mode and generates a secret key once', () => {
    const dir = mkdtempSync(join(tmpdir(), 'inkwell-config-'));
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, appUrl: 'http://localhost:3000', maxUploadBytes: 50 * 1024 * 1024 });
    expect(config.secretKey).toHaveLength(43);
    expect(readFileSync(join(dir, 'secret.key'), 'utf8').trim()).toBe(config.secretKey);
    expect(loadConfig({ DATA_DIR: dir }).secretKey).toBe(config.secretKey);
  });

  it('treats empty values as unset', () => {
    const dir = mkdtempSync(join(tmpdir(), 'inkwell-config-'));
    const config = loadConfig({ DATA_DIR: dir, PORT: '', DATABASE_URL: '', GOOGLE_CLIENT_ID: ' ' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.google.clientId).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['APP_URL', 'not a url'],
    ['SECRET_KEY', 'short'],
    ['OWNER_EMAIL', 'nope'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
    ['SMTP_URL', 'http://mail'],
    ['MAX_UPLOAD_MB', '-1'],
  ])('stops with a message naming %s=%s', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: '/tmp', SECRET_KEY: 'k'.repeat(40), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: '/tmp', SECRET_KEY: 'k'.repeat(40), [name]: value })).toThrow(new RegExp(name));
  });

  it('needs the webhook secret and all three prices once STRIPE_SECRET_KEY is set', () => {
    const base = { DATA_DIR: '/tmp', SECRET_KEY: 'k'.repeat(40), STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PRICE_BASIC: 'price_b' };
    expect(() => loadConfig(base)).toThrow(/STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set/);
    expect(() => loadConfig(base)).toThrow(/STRIPE_PRICE_PRO/);
    const full = loadConfig({ ...base, STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PRICE_PRO: 'price_p', STRIPE_PRICE_ENTERPRISE: 'price_e' });
    expect(full.stripe).toMatchObject({ secretKey: 'sk_test_x', prices: { basic: 'price_b', pro: 'price_p', enterprise: 'price_e' } });
    expect(loadConfig({ DATA_DIR: '/tmp', SECRET_KEY: 'k'.repeat(40) }).stripe).toBeUndefined();
  });
});

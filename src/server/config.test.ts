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

  it('takes the sign-ups allowed per address and hour from SIGNUP_PER_IP_PER_HOUR, 20 by default', () => {
    const dir = mkdtempSync(join(tmpdir(), 'inkwell-config-'));
    expect(loadConfig({ DATA_DIR: dir }).rateLimits.signupPerIp).toEqual({ max: 20, windowMs: 60 * 60_000 });
    expect(loadConfig({ DATA_DIR: dir, SIGNUP_PER_IP_PER_HOUR: '200' }).rateLimits.signupPerIp.max).toBe(200);
    expect(() => loadConfig({ DATA_DIR: dir, SIGNUP_PER_IP_PER_HOUR: '0' })).toThrow(/SIGNUP_PER_IP_PER_HOUR/);
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

  it('connects every platform in demo mode until its client id and secret are set', () => {
    const base = { DATA_DIR: '/tmp', SECRET_KEY: 'k'.repeat(40) };
    expect(loadConfig(base).social).toEqual({ timeoutMs: 15_000, platforms: {} });
    const config = loadConfig({
      ...base,
      SOCIAL_TIMEOUT_MS: '5000',
      TWITTER_CLIENT_ID: 'x-id',
      TWITTER_CLIENT_SECRET: 'x-secret',
      TWITTER_TOKEN_URL: 'http://127.0.0.1:4010/2/oauth2/token',
      TIKTOK_CLIENT_ID: 'client-key',
      TIKTOK_CLIENT_SECRET: 'tt-secret',
      TIKTOK_API_BASE: 'http://127.0.0.1:4011/',
      LINKEDIN_API_BASE: 'http://127.0.0.1:4012',
    });
    expect(config.social.timeoutMs).toBe(5000);
    expect(config.social.platforms).toEqual({
      twitter: { clientId: 'x-id', clientSecret: 'x-secret', authUrl: undefined, tokenUrl: 'http://127.0.0.1:4010/2/oauth2/token', apiBase: undefined },
      tiktok: { clientId: 'client-key', clientSecret: 'tt-secret', authUrl: undefined, tokenUrl: undefined, apiBase: 'http://127.0.0.1:4011' },
    });
  });

  it.each([
    ['YOUTUBE_CLIENT_ID', 'YOUTUBE_CLIENT_SECRET'],
    ['FACEBOOK_CLIENT_SECRET', 'FACEBOOK_CLIENT_ID'],
  ])('stops when %s is set without %s', (given, missing) => {
    const env = { DATA_DIR: '/tmp', SECRET_KEY: 'k'.repeat(40), [given]: 'value' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${missing}: required when ${given} is set`));
  });

  it.each([
    ['INSTAGRAM_AUTH_URL', 'not a url'],
    ['LINKEDIN_API_BASE', 'nope'],
    ['SOCIAL_TIMEOUT_MS', '10'],
  ])('stops with a message naming %s=%s', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: '/tmp', SECRET_KEY: 'k'.repeat(40), [name]: value })).toThrow(new RegExp(name));
  });

  it('keeps media on disk until S3_BUCKET is set, then uses S3 with path-style addressing for a custom endpoint', () => {
    const base = { DATA_DIR: '/tmp', SECRET_KEY: 'k'.repeat(40) };
    expect(loadConfig(base).s3).toBeUndefined();
    const keys = { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ ...base, ...keys }).s3).toEqual({
      endpoint: undefined,
      bucket: 'media',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      forcePathStyle: false,
    });
    const minio = loadConfig({ ...base, ...keys, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'eu-west-3' }).s3;
    expect(minio).toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'eu-west-3', forcePathStyle: true });
    expect(loadConfig({ ...base, ...keys, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
    expect(loadConfig({ ...base, ...keys, S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true);
  });

  it.each([
    [{ S3_BUCKET: 'media', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID: required when S3_BUCKET is set'],
    [{ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id' }, 'S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set'],
    [{ S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_BUCKET: required when S3_ACCESS_KEY_ID is set'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET: required when S3_ENDPOINT is set'],
  ])('stops when the S3 settings are incomplete: %o', (given, message) => {
    const env = { DATA_DIR: '/tmp', SECRET_KEY: 'k'.repeat(40), ...given };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    ['S3_ENDPOINT', 'not a url'],
    ['S3_FORCE_PATH_STYLE', 'maybe'],
  ])('stops with a message naming %s=%s', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: '/tmp', SECRET_KEY: 'k'.repeat(40), [name]: value })).toThrow(new RegExp(name));
  });
});

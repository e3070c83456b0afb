import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES } from '../../contract/api-keys';
import { MESSAGES } from '../../contract/messages';
import type { UserRow } from '../db/rows';
import { generateToken } from '../lib/tokens';
import { registerErrorHandling } from './errors';
import { registerSessionAuth, requireSession } from './session-auth';

const user = { id: 'u1', subscriptionTier: 'enterprise' } as UserRow;
const SESSION = generateToken();
const KEY = `ink_${'k'.repeat(43)}`;

/** A bare app with the hook: one live session token, and the key authenticator when `withKeys`. */
async function appWith(withKeys: boolean) {
  const app = Fastify();
  registerErrorHandling(app);
  const seen: string[] = [];
  registerSessionAuth(app, { resolve: async (token) => (token === SESSION ? { tokenHash: 'h', user } : null) });
  if (withKeys) {
    app.decorate('apiKeyAuth', {
      authenticate: async (key: string) => {
        seen.push(key);
        return { session: { tokenHash: 'k', user }, keyId: 'key-1' };
      },
    });
  }
  app.get('/private', async (req) => ({ user: requireSession(req).user.id, key: req.apiKey?.id ?? null }));
  app.get('/public', { config: { public: true } }, async (req) => ({ key: req.apiKey }));
  await app.ready();
  return { app, seen };
}

let withKeys: Awaited<ReturnType<typeof appWith>>;
let withoutKeys: Awaited<ReturnType<typeof appWith>>;
beforeAll(async () => {
  withKeys = await appWith(true);
  withoutKeys = await appWith(false);
});
afterAll(async () => {
  await withKeys.app.close();
  await withoutKeys.app.close();
});

const get = (app: typeof withKeys.app, url: string, bearer?: string) =>
  app.inject({ url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

describe('session auth with API keys', () => {
  it('hands a key-shaped bearer to the key authenticator, and a session token never', async () => {
    expect((await get(withKeys.app, '/private', KEY)).json()).toEqual({ user: 'u1', key: 'key-1' });
    expect((await get(withKeys.app, '/private', SESSION)).json()).toEqual({ user: 'u1', key: null });
    expect(withKeys.seen).toEqual([KEY]);
  });

  it('refuses a key-shaped bearer as an invalid key when no authenticator is registered', async () => {
    for (const bearer of [KEY, 'ink_not-a-key']) {
      const res = await get(withoutKeys.app, '/private', bearer);
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe(API_KEY_MESSAGES.invalid);
    }
  });

  it('keeps the session answers as they were, and public routes open', async () => {
    expect((await get(withKeys.app, '/private')).json().detail).toBe(MESSAGES.notAuthenticated);
    expect((await get(withKeys.app, '/private', generateToken())).json().detail).toBe(MESSAGES.sessionExpired);
    expect((await get(withKeys.app, '/public', KEY)).json()).toEqual({ key: null });
    expect(withKeys.seen).toEqual([KEY]);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('sessions', () => {
  it('stores only the SHA-256 of the token', async () => {
    const user = await signUp(t.app);
    const rows = await t.database.db.execute(sql`select token_hash from sessions where user_id = ${user.id}`);
    const hashes = (rows as { rows: Array<{ token_hash: string }> }).rows.map((r) => r.token_hash);
    expect(hashes).toHaveLength(1);
    expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(hashes[0]).not.toContain(user.token);
  });

  it('expires a session left idle past its expiry', async () => {
    const user = await signUp(t.app);
    await t.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${user.id}`);
    const res = await t.app.inject({ url: '/api/auth/me', headers: user.auth });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Your session has expired. Please log in again.');
  });
});

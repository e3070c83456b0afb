import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { socialAccounts, users } from '../db/schema';
import { openTestDatabase } from '../test/build-test-app';
import { AccountTokens, type SocialAccountRow } from './account-tokens';
import { classifyHttpFailure, SocialError } from './errors';
import type { PlatformTokens, SocialPlatformClient } from './port';
import { createTokenBox } from './token-box';

const box = createTokenBox('test-secret-key-test-secret-key-0123456789');
let database: Database & { url?: string };
let tokens: AccountTokens;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  tokens = new AccountTokens({ db: database.db, kind: database.kind, box });
});
afterAll(() => database.close());

const MINUTE = 60_000;

/** A platform whose token endpoint answers as the test says, counting the calls. */
function platform(refresh: (refreshToken: string) => Promise<PlatformTokens>) {
  const calls: string[] = [];
  const client = {
    platform: 'twitter',
    demo: false,
    refresh: async ({ refreshToken }: { refreshToken: string }) => {
      calls.push(refreshToken);
      return refresh(refreshToken);
    },
  } as unknown as SocialPlatformClient;
  return { client, calls };
}

/** A connected account whose access token expires in `expiresInMs`. */
async function account(opts: { expiresInMs: number | null; refreshToken?: string | null }): Promise<SocialAccountRow> {
  const userId = randomUUID();
  await database.db.insert(users).values({ id: userId, email: `${userId}@example.com`, name: 'Maya Lee' });
  const sealed = tokens.seal(
    { userId, platform: 'twitter' },
    {
      accessToken: 'access-1',
      ...(opts.refreshToken !== null && { refreshToken: opts.refreshToken ?? 'refresh-1' }),
      ...(opts.expiresInMs !== null && { expiresAt: new Date(Date.now() + opts.expiresInMs) }),
      scope: 'tweet.write',
    },
  );
  const [row] = await database.db
    .insert(socialAccounts)
    .values({ id: randomUUID(), userId, platform: 'twitter', externalId: 'x-1', username: 'maya_lee', demoMode: false, ...sealed })
    .returning();
  return row!;
}

const stored = async (id: string) => tokens.open((await database.db.select().from(socialAccounts).where(eq(socialAccounts.id, id)))[0]!);

async function failure(promise: Promise<unknown>): Promise<SocialError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SocialError);
  return err as SocialError;
}

/** A refresh that answers only when the test lets it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('AccountTokens.fresh', () => {
  it('uses tokens with time left as they are', async () => {
    const row = await account({ expiresInMs: 60 * MINUTE });
    const { client, calls } = platform(async () => ({ accessToken: 'never' }));
    expect((await tokens.fresh(row, client)).accessToken).toBe('access-1');
    expect((await tokens.fresh(await account({ expiresInMs: null }), client)).accessToken).toBe('access-1');
    expect(calls).toEqual([]);
  });

  it('refreshes once for two publishes that need it at the same time', async () => {
    const row = await account({ expiresInMs: MINUTE });
    const answer = gate();
    const { client, calls } = platform(async () => {
      await answer.opened;
      return { accessToken: 'access-2', refreshToken: 'refresh-2', expiresAt: new Date(Date.now() + 60 * MINUTE) };
    });
    const both = Promise.all([tokens.fresh(row, client), tokens.fresh(row, client)]);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    answer.open();
    const [a, b] = await both;
    expect(calls).toEqual(['refresh-1']);
    expect(a.accessToken).toBe('access-2');
    expect(b.accessToken).toBe('access-2');
    expect(await stored(row.id)).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2', scope: 'tweet.write' });
  });

  it('keeps the stored refresh token when the platform answers without one', async () => {
    const row = await account({ expiresInMs: MINUTE });
    const { client } = platform(async () => ({ accessToken: 'access-2', expiresAt: new Date(Date.now() + 60 * MINUTE) }));
    expect(await tokens.fresh(row, client)).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-1' });
    expect(await stored(row.id)).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-1' });
  });

  it('takes a network error during the refresh as retry, and changes nothing', async () => {
    const row = await account({ expiresInMs: MINUTE });
    const { client } = platform(async () => {
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3349'), { code: 'ECONNREFUSED' }) });
    });
    expect((await failure(tokens.fresh(row, client))).kind).toBe('retry');
    const limited = platform(async () => {
      throw classifyHttpFailure({ status: 429, retryAfterSeconds: 30 });
    });
    expect((await failure(tokens.fresh(row, limited.client))).kind).toBe('retry');
    expect(await stored(row.id)).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  });

  it('asks to reconnect when the platform refuses the refresh token, or there is none and the access has expired', async () => {
    const revoked = platform(async () => {
      throw classifyHttpFailure({ status: 400, oauthError: 'invalid_grant' });
    });
    expect((await failure(tokens.fresh(await account({ expiresInMs: MINUTE }), revoked.client))).kind).toBe('reconnect');

    const none = platform(async () => ({ accessToken: 'never' }));
    // LinkedIn-style: no refresh token; usable until it expires, then only a new connection helps.
    expect((await tokens.fresh(await account({ expiresInMs: MINUTE, refreshToken: null }), none.client)).accessToken).toBe('access-1');
    const expired = await failure(tokens.fresh(await account({ expiresInMs: -MINUTE, refreshToken: null }), none.client));
    expect(expired.kind).toBe('reconnect');
    expect(expired.message).toBe('The platform’s access to this account has expired. Reconnect it and try again.');
    expect(none.calls).toEqual([]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('refreshes once across two instances sharing PostgreSQL', async () => {
    const row = await account({ expiresInMs: MINUTE });
    const other = openDatabase({ kind: 'postgres', url: database.url!, maxConnections: 4 });
    try {
      const secondInstance = new AccountTokens({ db: other.db, kind: 'postgres', box });
      const answer = gate();
      const { client, calls } = platform(async () => {
        await answer.opened;
        return { accessToken: 'access-2', expiresAt: new Date(Date.now() + 60 * MINUTE) };
      });
      const first = tokens.fresh(row, client);
      await vi.waitFor(() => expect(calls).toHaveLength(1));
      const second = secondInstance.fresh(row, client);
      // The second instance waits on the account row's lock while the first one refreshes.
      await vi.waitFor(async () => {
        const result = await database.db.execute(
          sql`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        expect((result as { rows: Array<{ waiting: number }> }).rows[0]!.waiting).toBe(1);
      });
      answer.open();
      expect((await first).accessToken).toBe('access-2');
      expect((await second).accessToken).toBe('access-2');
      expect(calls).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

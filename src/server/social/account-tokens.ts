import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { socialAccounts } from '../db/schema';
import { classifyHttpFailure, SocialError } from './errors';
import { KeyedLock } from './keyed-lock';
import type { PlatformTokens, SocialPlatformClient } from './port';
import type { TokenBox } from './token-box';

export type SocialAccountRow = typeof socialAccounts.$inferSelect;
type SealedTokens = Pick<SocialAccountRow, 'accessTokenEnc' | 'refreshTokenEnc' | 'expiresAt' | 'scope'>;

/** Tokens are refreshed when they have less than this left, so that a publish never starts with a dying one. */
export const REFRESH_BEFORE_MS = 5 * 60_000;

const EXPIRED = 'The platform’s access to this account has expired. Reconnect it and try again.';

/** Any failure as the shared classification: a SocialError as it is, anything else (a network error) `retry`. */
export function asSocialError(err: unknown): SocialError {
  return err instanceof SocialError ? err : classifyHttpFailure({ cause: err });
}

export interface AccountTokensDeps {
  db: Db;
  /** On PostgreSQL, several instances may share the accounts: the row is locked while it is refreshed. */
  kind: 'pglite' | 'postgres';
  box: TokenBox;
  now?: () => number;
}

/**
 * A connected account's tokens: sealed for the database (token-box.ts, bound to the user and platform)
 * and kept fresh. A refresh happens once per account at a time, across instances: one at a time per
 * account in this process, and on PostgreSQL under the account row's lock (SELECT … FOR UPDATE), so a
 * second instance waits and then finds the tokens already fresh. PGlite has one process, the only writer.
 */
export class AccountTokens {
  private readonly lock = new KeyedLock();
  private readonly now: () => number;

  constructor(private readonly deps: AccountTokensDeps) {
    this.now = deps.now ?? Date.now;
  }

  seal(account: { userId: string; platform: string }, tokens: PlatformTokens): SealedTokens {
    const context = `${account.userId}:${account.platform}`;
    return {
      accessTokenEnc: this.deps.box.seal(tokens.accessToken, `${context}:access`),
      refreshTokenEnc: tokens.refreshToken ? this.deps.box.seal(tokens.refreshToken, `${context}:refresh`) : null,
      expiresAt: tokens.expiresAt ?? null,
      scope: tokens.scope ?? null,
    };
  }

  open(row: SocialAccountRow): PlatformTokens {
    const context = `${row.userId}:${row.platform}`;
    return {
      accessToken: this.deps.box.open(row.accessTokenEnc, `${context}:access`),
      ...(row.refreshTokenEnc && { refreshToken: this.deps.box.open(row.refreshTokenEnc, `${context}:refresh`) }),
      ...(row.expiresAt && { expiresAt: row.expiresAt }),
      ...(row.scope && { scope: row.scope }),
    };
  }

  private needsRefresh(row: SocialAccountRow): boolean {
    return row.expiresAt !== null && row.expiresAt.getTime() - this.now() < REFRESH_BEFORE_MS;
  }

  /**
   * Tokens good for a publish: the stored ones, or refreshed ones when they are about to expire.
   * Throws SocialError: `reconnect` when the platform refuses the refresh token (or there is none and
   * the access has expired), `retry` when it could not be reached.
   */
  async fresh(row: SocialAccountRow, client: SocialPlatformClient, signal?: AbortSignal): Promise<PlatformTokens> {
    if (!this.needsRefresh(row)) return this.open(row);
    return this.lock.run(row.id, async () => {
      const { db } = this.deps;
      if (this.deps.kind === 'pglite') return this.refresh(db, row.id, client, signal, (where) => db.select().from(socialAccounts).where(where));
      return db.transaction((tx) => this.refresh(tx, row.id, client, signal, (where) => tx.select().from(socialAccounts).where(where).for('update')));
    });
  }

  private async refresh(
    db: Db,
    id: string,
    client: SocialPlatformClient,
    signal: AbortSignal | undefined,
    read: (where: ReturnType<typeof eq>) => Promise<SocialAccountRow[]>,
  ): Promise<PlatformTokens> {
    const [row] = await read(eq(socialAccounts.id, id));
    if (!row) throw new SocialError('reconnect', 'This account was disconnected. Connect it again to publish there.');
    const stored = this.open(row);
    // Another publish (here or on another instance) refreshed them while this one waited.
    if (!this.needsRefresh(row)) return stored;
    if (!stored.refreshToken) {
      if (row.expiresAt!.getTime() <= this.now()) throw new SocialError('reconnect', EXPIRED);
      return stored;
    }
    let answer: PlatformTokens;
    try {
      answer = await client.refresh({ refreshToken: stored.refreshToken, signal });
    } catch (err) {
      throw asSocialError(err);
    }
    // A platform that does not rotate refresh tokens answers without one: the stored one still holds.
    const tokens: PlatformTokens = {
      ...answer,
      refreshToken: answer.refreshToken ?? stored.refreshToken,
      scope: answer.scope ?? stored.scope,
    };
    await db
      .update(socialAccounts)
      .set({ ...this.seal(row, tokens), updatedAt: new Date(this.now()) })
      .where(eq(socialAccounts.id, id));
    return tokens;
  }
}

import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ResolvedSession, UserRow } from '../../db/rows';
import { sessions, users } from '../../db/schema';
import { generateToken, hashToken } from '../../lib/tokens';
import type { SessionCache } from './session-cache';

/** A session's idle expiry is pushed forward at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 5 * 60_000;

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly idleMs: number,
    /** Present only when this process is the database's one writer. */
    private readonly cache: SessionCache | null = null,
  ) {}

  async create(userId: string): Promise<string> {
    const token = generateToken();
    await this.db.insert(sessions).values({
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(Date.now() + this.idleMs),
    });
    return token;
  }

  /** The live session of a bearer token, or null. Revocation deletes the row, so it takes effect at once. */
  async resolve(token: string): Promise<ResolvedSession | null> {
    const tokenHash = hashToken(token);
    const cached = this.cache?.get(tokenHash);
    if (cached) {
      if (Date.now() - cached.lastSeenAt > TOUCH_EVERY_MS) {
        const lastSeenAt = Date.now();
        const expiresAt = lastSeenAt + this.idleMs;
        await this.touch(tokenHash, lastSeenAt, expiresAt);
        cached.lastSeenAt = lastSeenAt;
        cached.expiresAt = expiresAt;
      }
      return { tokenHash, user: cached.user };
    }

    const [row] = await this.db
      .select({ user: users, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
      .limit(1);
    if (!row) return null;
    let lastSeenAt = row.lastSeenAt.getTime();
    let expiresAt = row.expiresAt.getTime();
    if (Date.now() - lastSeenAt > TOUCH_EVERY_MS) {
      lastSeenAt = Date.now();
      expiresAt = lastSeenAt + this.idleMs;
      await this.touch(tokenHash, lastSeenAt, expiresAt);
    }
    this.cache?.set(tokenHash, { user: row.user, lastSeenAt, expiresAt });
    return { tokenHash, user: row.user };
  }

  private async touch(tokenHash: string, lastSeenAt: number, expiresAt: number) {
    await this.db
      .update(sessions)
      .set({ lastSeenAt: new Date(lastSeenAt), expiresAt: new Date(expiresAt) })
      .where(eq(sessions.tokenHash, tokenHash));
  }

  async revoke(tokenHash: string) {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    this.cache?.delete(tokenHash);
  }

  async revokeOthers(userId: string, keepTokenHash: string) {
    await this.db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
    this.cache?.deleteUser(userId, keepTokenHash);
  }

  async revokeAll(userId: string) {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
    this.cache?.deleteUser(userId);
  }

  /** Call after any write to a user's row so that live sessions see it. */
  userChanged(user: UserRow) {
    this.cache?.updateUser(user);
  }
}

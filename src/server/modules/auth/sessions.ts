import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { generateToken, hashToken } from '../../lib/tokens';

export type UserRow = typeof users.$inferSelect;

export interface ResolvedSession {
  tokenHash: string;
  user: UserRow;
}

/** A session's idle expiry is pushed forward at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 5 * 60_000;

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly idleMs: number,
  ) {}

  async create(userId: string): Promise<string> {
    const token = generateToken();
    const now = Date.now();
    await this.db.insert(sessions).values({
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(now + this.idleMs),
    });
    return token;
  }

  /** The live session of a bearer token, or null. Revocation deletes the row, so it takes effect at once. */
  async resolve(token: string): Promise<ResolvedSession | null> {
    const tokenHash = hashToken(token);
    const [row] = await this.db
      .select({ user: users, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
      .limit(1);
    if (!row) return null;
    if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() + this.idleMs) })
        .where(eq(sessions.tokenHash, tokenHash));
    }
    return { tokenHash, user: row.user };
  }

  async revoke(tokenHash: string) {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }

  async revokeOthers(userId: string, keepTokenHash: string) {
    await this.db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
  }

  async revokeAll(userId: string) {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }
}

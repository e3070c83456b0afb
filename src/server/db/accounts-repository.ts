import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { TIERS, type Tier } from '../../contract/plans';
import type { Db } from './client';
import type { UsageByKind, UsageSnapshot, UserRow } from './rows';
import { SessionCache, type CachedSession } from './session-cache';
import { sessions, usage, usageReservations, users } from './schema';

type NewUser = Pick<typeof users.$inferInsert, 'id' | 'email' | 'name' | 'passwordHash' | 'googleSub'>;

export type { UsageByKind };

/**
 * A live session as stored: its user's row and its idle-expiry clock (ms since the epoch); when it was
 * read from the database, also its user's usage of the period asked for, read in the same statement.
 */
export type StoredSession = CachedSession & { usage?: UsageSnapshot };

/**
 * The user writes a caller may make inside one of its own transactions (billing's tier decisions).
 * `db` is the transaction itself, for the caller's writes to its own tables.
 */
export interface AccountsTransaction {
  db: Db;
  /** Serializes every tier decision of one user (all instances) until the transaction ends. */
  lockUser(userId: string): Promise<UserRow | undefined>;
  setTier(userId: string, tier: Tier): Promise<UserRow | null>;
  raiseTier(userId: string, tier: Tier): Promise<UserRow | null>;
  /** The creator's IANA time zone (the schedule module's PUT /api/schedule, with their queue slots). */
  setTimezone(userId: string, timezone: string): Promise<UserRow | null>;
}

/**
 * The only code that writes `users`, `sessions` and `usage`. When this process is the database's one
 * writer (embedded PGlite) it keeps live sessions and this month's usage in memory, and every write
 * here updates that memory itself — after the commit when the write is part of a transaction — so no
 * caller has to remember to. See docs/decisions/002-session-cache.md.
 */
export class AccountsRepository {
  private readonly sessionCache: SessionCache | null;
  private readonly usageCache: Map<string, UsageSnapshot> | null;
  private readonly sessionQuery;

  constructor(
    private readonly db: Db,
    opts: { exclusiveWriter: boolean },
  ) {
    this.sessionCache = opts.exclusiveWriter ? new SessionCache() : null;
    this.usageCache = opts.exclusiveWriter ? new Map() : null;
    this.sessionQuery = sessionWithUsage(db);
  }

  // --- users ---

  /** Inserts a user; a taken e-mail or Google id fails with the database's unique violation (23505). */
  async createUser(values: NewUser & { subscriptionTier: Tier; lifetime: boolean }): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(values).returning();
    return row!;
  }

  /** Inserts a user unless its e-mail is taken; null when it was. */
  async createUserIfAbsent(values: NewUser & { subscriptionTier: Tier; lifetime: boolean }): Promise<UserRow | null> {
    const [row] = await this.db.insert(users).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<UserRow | null> {
    const [row] = await this.db.update(users).set({ passwordHash }).where(eq(users.id, userId)).returning();
    return this.userChanged(row ?? null);
  }

  /** The owner account: Enterprise for life (docs/decisions/005-owner-account.md). */
  async grantLifetimeEnterprise(userId: string): Promise<UserRow | null> {
    const [row] = await this.db
      .update(users)
      .set({ subscriptionTier: 'enterprise', lifetime: true })
      .where(eq(users.id, userId))
      .returning();
    return this.userChanged(row ?? null);
  }

  /** Sets the tier outside any transaction; the owner stays Enterprise whatever a provider says. */
  async setTier(userId: string, tier: Tier): Promise<UserRow | null> {
    return this.userChanged(await setTierOn(this.db, userId, tier));
  }

  /**
   * Runs `work` in one transaction with the user writes it needs. Live sessions see the changed rows
   * only once the transaction has committed, so a rolled-back change is never served.
   */
  async transaction<T>(work: (tx: AccountsTransaction) => Promise<T>): Promise<T> {
    const changed: UserRow[] = [];
    const note = (row: UserRow | null) => {
      if (row) changed.push(row);
      return row;
    };
    const result = await this.db.transaction((db) =>
      work({
        db,
        lockUser: async (userId) => (await db.select().from(users).where(eq(users.id, userId)).for('no key update'))[0],
        setTier: async (userId, tier) => note(await setTierOn(db, userId, tier)),
        raiseTier: async (userId, tier) => note(await raiseTierOn(db, userId, tier)),
        setTimezone: async (userId, timezone) => note((await db.update(users).set({ timezone }).where(eq(users.id, userId)).returning())[0] ?? null),
      }),
    );
    for (const row of changed) this.userChanged(row);
    return result;
  }

  private userChanged(row: UserRow | null): UserRow | null {
    if (row) this.sessionCache?.updateUser(row);
    return row;
  }

  // --- sessions ---

  async createSession(opts: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
    await this.db.insert(sessions).values(opts);
  }

  /**
   * The unexpired session of a token hash with its user, from memory when held there. Read from the
   * database, it comes with the user's usage of `period` from the same statement (one round trip for
   * an authenticated request that shows usage, like GET /api/auth/me).
   */
  async findSession(tokenHash: string, period: string): Promise<StoredSession | null> {
    const cached = this.sessionCache?.get(tokenHash);
    if (cached) return cached;
    const [row] = await this.sessionQuery.execute({ tokenHash, period });
    if (!row) return null;
    const found = { user: row.user, lastSeenAt: row.lastSeenAt.getTime(), expiresAt: row.expiresAt.getTime() };
    const usage = { period, counts: row.usage ?? {} };
    if (this.sessionCache) {
      this.sessionCache.set(tokenHash, found);
      this.rememberUsage(row.user.id, usage);
    }
    return { ...found, usage };
  }

  /** Pushes a session's idle expiry forward. */
  async touchSession(tokenHash: string, lastSeenAt: number, expiresAt: number): Promise<void> {
    await this.db
      .update(sessions)
      .set({ lastSeenAt: new Date(lastSeenAt), expiresAt: new Date(expiresAt) })
      .where(eq(sessions.tokenHash, tokenHash));
    const cached = this.sessionCache?.get(tokenHash);
    if (cached) {
      cached.lastSeenAt = lastSeenAt;
      cached.expiresAt = expiresAt;
    }
  }

  async revokeSession(tokenHash: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    this.sessionCache?.delete(tokenHash);
  }

  async revokeOtherSessions(userId: string, keepTokenHash: string): Promise<void> {
    await this.db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
    this.sessionCache?.deleteUser(userId, keepTokenHash);
  }

  async revokeAllSessions(userId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
    this.sessionCache?.deleteUser(userId);
  }

  // --- usage ---

  /** A user's counts of one period, from memory when held there. */
  async usageCounts(userId: string, period: string): Promise<UsageByKind> {
    const cached = this.usageCache?.get(userId);
    if (cached && cached.period === period) return { ...cached.counts };
    const rows = await this.db
      .select({ kind: usage.kind, count: usage.count })
      .from(usage)
      .where(and(eq(usage.userId, userId), eq(usage.period, period)));
    const counts: UsageByKind = Object.fromEntries(rows.map((r) => [r.kind, r.count]));
    this.rememberUsage(userId, { period, counts });
    return counts;
  }

  private rememberUsage(userId: string, snapshot: UsageSnapshot) {
    if (!this.usageCache) return;
    if (this.usageCache.size > 50_000) this.usageCache.clear();
    this.usageCache.set(userId, { period: snapshot.period, counts: { ...snapshot.counts } });
  }

  /**
   * Takes one unit of a count and records it as a pending reservation, in one transaction. The count
   * is raised in one statement that also checks the limit (null: none), so concurrent callers on any
   * number of instances never exceed it. The reservation and the new count, or null at the limit.
   */
  async reserveUsage(opts: UsageKey & { limit: number | null }): Promise<{ id: string; count: number } | null> {
    try {
      return await this.db.transaction(async (tx) => {
        const count = await incrementOn(tx, opts);
        if (count === null) return null;
        const id = randomUUID();
        await tx.insert(usageReservations).values({ id, userId: opts.userId, period: opts.period, kind: opts.kind });
        return { id, count };
      });
    } finally {
      this.usageCache?.delete(opts.userId);
    }
  }

  /**
   * Settles a reservation together with `work` (the writes the unit paid for), in one transaction:
   * both happen or neither. A reservation already refunded as stale is counted again.
   */
  async settleReservation(reservation: UsageKey & { id: string }, work: (db: Db) => Promise<void>): Promise<void> {
    try {
      await this.db.transaction(async (tx) => {
        await work(tx);
        const settled = await tx.delete(usageReservations).where(eq(usageReservations.id, reservation.id)).returning({ id: usageReservations.id });
        if (settled.length === 0) await incrementOn(tx, { ...reservation, limit: null });
      });
    } finally {
      this.usageCache?.delete(reservation.userId);
    }
  }

  /** Gives a pending reservation's unit back (once, however often it is called). */
  async refundReservation(reservation: UsageKey & { id: string }): Promise<void> {
    try {
      await this.db.transaction(async (tx) => {
        const pending = await tx.delete(usageReservations).where(eq(usageReservations.id, reservation.id)).returning({ id: usageReservations.id });
        if (pending.length > 0) await decrementOn(tx, reservation);
      });
    } finally {
      this.usageCache?.delete(reservation.userId);
    }
  }

  /**
   * Refunds, in one transaction, the reservations older than `olderThanMs`: taken by an instance that
   * stopped before settling them. The number refunded.
   */
  async refundStaleReservations(olderThanMs: number): Promise<number> {
    const stale = await this.db.transaction(async (tx) => {
      const rows = await tx
        .delete(usageReservations)
        .where(lt(usageReservations.createdAt, new Date(Date.now() - olderThanMs)))
        .returning({ userId: usageReservations.userId, period: usageReservations.period, kind: usageReservations.kind });
      const byCount = new Map<string, UsageKey & { n: number }>();
      for (const row of rows) {
        const key = `${row.userId} ${row.period} ${row.kind}`;
        const entry = byCount.get(key) ?? { ...row, n: 0 };
        entry.n += 1;
        byCount.set(key, entry);
      }
      for (const { userId, period, kind, n } of byCount.values()) {
        await tx
          .update(usage)
          .set({ count: sql`greatest(${usage.count} - ${n}, 0)` })
          .where(and(eq(usage.userId, userId), eq(usage.period, period), eq(usage.kind, kind)));
      }
      return rows;
    });
    for (const row of stale) this.usageCache?.delete(row.userId);
    return stale.length;
  }

  /**
   * Adds `amount` to a count in one statement, only if the count stays within `limit`, so that
   * concurrent callers on any number of instances never exceed it: all of it or nothing. The new
   * count, or null when it would not fit.
   */
  async addUsage(opts: UsageKey & { amount: number; limit: number }): Promise<number | null> {
    const { userId, period, kind, amount, limit } = opts;
    if (amount > limit) return null;
    try {
      const rows = await this.db
        .insert(usage)
        .values({ userId, period, kind, count: amount })
        .onConflictDoUpdate({
          target: [usage.userId, usage.period, usage.kind],
          set: { count: sql`${usage.count} + ${amount}` },
          setWhere: sql`${usage.count} + ${amount} <= ${limit}`,
        })
        .returning({ count: usage.count });
      return rows[0]?.count ?? null;
    } finally {
      this.usageCache?.delete(userId);
    }
  }

  /** Takes `amount` back from a count, never below zero. */
  async subtractUsage(opts: UsageKey & { amount: number }): Promise<void> {
    try {
      await this.db
        .update(usage)
        .set({ count: sql`greatest(${usage.count} - ${opts.amount}, 0)` })
        .where(and(eq(usage.userId, opts.userId), eq(usage.period, opts.period), eq(usage.kind, opts.kind)));
    } finally {
      this.usageCache?.delete(opts.userId);
    }
  }
}

/** One user's count of one kind in one period. */
interface UsageKey {
  userId: string;
  period: string;
  kind: string;
}

/** Adds one to a count unless it has reached `limit` (null: none); the new count, or null at the limit. */
async function incrementOn(db: Db, opts: UsageKey & { limit: number | null }): Promise<number | null> {
  const { userId, period, kind, limit } = opts;
  const rows = await db
    .insert(usage)
    .values({ userId, period, kind, count: 1 })
    .onConflictDoUpdate({
      target: [usage.userId, usage.period, usage.kind],
      set: { count: sql`${usage.count} + 1` },
      ...(limit === null ? {} : { setWhere: sql`${usage.count} < ${limit}` }),
    })
    .returning({ count: usage.count });
  return rows[0]?.count ?? null;
}

/** Takes one back from a count, never below zero. */
async function decrementOn(db: Db, opts: UsageKey): Promise<void> {
  await db
    .update(usage)
    .set({ count: sql`${usage.count} - 1` })
    .where(and(eq(usage.userId, opts.userId), eq(usage.period, opts.period), eq(usage.kind, opts.kind), gt(usage.count, 0)));
}

async function setTierOn(db: Db, userId: string, tier: Tier): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ subscriptionTier: tier })
    .where(and(eq(users.id, userId), eq(users.lifetime, false)))
    .returning();
  return row ?? null;
}

/** Compare-and-set that only ever raises the tier, and never touches the owner. */
async function raiseTierOn(db: Db, userId: string, tier: Tier): Promise<UserRow | null> {
  const lower = TIERS.slice(0, TIERS.indexOf(tier));
  if (lower.length === 0) return null;
  const [row] = await db
    .update(users)
    .set({ subscriptionTier: tier })
    .where(and(eq(users.id, userId), eq(users.lifetime, false), inArray(users.subscriptionTier, lower)))
    .returning();
  return row ?? null;
}

/**
 * A session with its user and the user's usage of one period, in one prepared statement. The usage
 * is a JSON object by kind (NULL when the user has none in that period).
 */
function sessionWithUsage(db: Db) {
  const counts = sql<UsageByKind | null>`(select json_object_agg(${usage.kind}, ${usage.count}) from ${usage} where ${usage.userId} = ${sessions.userId} and ${usage.period} = ${sql.placeholder('period')})`;
  return db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, usage: counts })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_with_usage');
}

import type { UserRow } from './rows';

export interface CachedSession {
  user: UserRow;
  expiresAt: number;
  lastSeenAt: number;
}

/**
 * Live sessions held in memory, used only when this process is the database's one writer (the
 * embedded PGlite database cannot be opened by a second process). Only the accounts repository holds
 * it, and every write to sessions or users goes through that repository, which updates the cache in the
 * same call, so a revoked token fails on the very next request. See docs/decisions/002-session-cache.md.
 */
export class SessionCache {
  private readonly byToken = new Map<string, CachedSession>();
  private readonly byUser = new Map<string, Set<string>>();

  constructor(private readonly maxEntries = 50_000) {}

  get(tokenHash: string): CachedSession | undefined {
    const entry = this.byToken.get(tokenHash);
    if (entry && entry.expiresAt <= Date.now()) {
      this.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  set(tokenHash: string, entry: CachedSession) {
    if (this.byToken.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry. A miss only costs a database read.
      const oldest = this.byToken.keys().next().value;
      if (oldest !== undefined) this.delete(oldest);
    }
    this.byToken.set(tokenHash, entry);
    let tokens = this.byUser.get(entry.user.id);
    if (!tokens) this.byUser.set(entry.user.id, (tokens = new Set()));
    tokens.add(tokenHash);
  }

  delete(tokenHash: string) {
    const entry = this.byToken.get(tokenHash);
    if (!entry) return;
    this.byToken.delete(tokenHash);
    const tokens = this.byUser.get(entry.user.id);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.byUser.delete(entry.user.id);
  }

  /** Forgets every session of a user except `keep`. */
  deleteUser(userId: string, keep?: string) {
    for (const tokenHash of [...(this.byUser.get(userId) ?? [])]) {
      if (tokenHash !== keep) this.delete(tokenHash);
    }
  }

  /** A user's row changed (tier, password, name): every cached session sees the new row. */
  updateUser(user: UserRow) {
    for (const tokenHash of this.byUser.get(user.id) ?? []) {
      const entry = this.byToken.get(tokenHash);
      if (entry) entry.user = user;
    }
  }
}

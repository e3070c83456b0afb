import type { users } from './schema';

/**
 * Row types shared by plugins and modules. They live beside the schema so that plugins/ never
 * imports modules/ and the session cache and the session store do not import each other.
 */
export type UserRow = typeof users.$inferSelect;

/** One month's count of each usage kind a user has, by kind. */
export type UsageByKind = Record<string, number>;

/** A user's usage counts of one period as read at one moment (with their session, in one statement). */
export interface UsageSnapshot {
  period: string;
  counts: UsageByKind;
}

/**
 * A live session: the hash of its bearer token and its user's row, and, when the session was read
 * from the database, that user's usage of the current period read in the same statement.
 */
export interface ResolvedSession {
  tokenHash: string;
  user: UserRow;
  usage?: UsageSnapshot;
}

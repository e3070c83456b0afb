import type { users } from './schema';

/**
 * Row types shared by plugins and modules. They live beside the schema so that plugins/ never
 * imports modules/ and the session cache and the session store do not import each other.
 */
export type UserRow = typeof users.$inferSelect;

/** A live session: the hash of its bearer token and its user's row. */
export interface ResolvedSession {
  tokenHash: string;
  user: UserRow;
}

import type { AccountsRepository } from '../../db/accounts-repository';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/rows';
import type { checkoutSessions } from '../../db/schema';
import type { PaymentProvider } from '../../payments/provider';

/** What every billing part works with: one database, one payment provider, one accounts repository. */
export interface BillingDeps {
  db: Db;
  provider: PaymentProvider;
  accounts: AccountsRepository;
  appUrl: string;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** The database or a transaction on it: both read and write the same way. */
export type Conn = Db;
export type CheckoutRow = typeof checkoutSessions.$inferSelect;
/** The tier columns of a user, read fresh from the database (never the session's snapshot). */
export type Account = Pick<UserRow, 'id' | 'subscriptionTier' | 'lifetime'>;

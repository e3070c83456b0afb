import fp from 'fastify-plugin';
import { AccountsRepository } from './accounts-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The only writer of users, sessions and usage (docs/decisions/002-session-cache.md). */
    accounts: AccountsRepository;
  }
}

/** Registers the accounts repository, which the usage, auth and billing modules write through. */
export const accountsPlugin = fp(
  async (app) => {
    // The embedded database has exactly one writer, this process, so in-memory state stays exact.
    app.decorate('accounts', new AccountsRepository(app.database.db, { exclusiveWriter: app.database.kind === 'pglite' }));
  },
  { name: 'accounts', dependencies: ['infrastructure'] },
);

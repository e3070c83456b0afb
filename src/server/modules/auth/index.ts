import fp from 'fastify-plugin';
import { GoogleVerifier } from './google-verifier';
import { authRoutes } from './routes';
import { AuthService } from './service';
import { SessionStore } from './sessions';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    sessions: SessionStore;
  }
}

/** Accounts and sessions: sign-up, login, Google, password reset, the owner account; /api/auth. */
export const authModule = fp(
  async (app) => {
    const { config, database } = app;
    const sessions = new SessionStore(app.accounts, config.sessionIdleMs);
    const auth = new AuthService({
      db: database.db,
      accounts: app.accounts,
      sessions,
      usage: app.usage,
      google: new GoogleVerifier(config.google),
      mailer: app.mailer,
      appUrl: config.appUrl,
      ownerEmail: config.ownerEmail,
      log: app.log,
    });
    app.decorate('sessions', sessions);
    app.decorate('auth', auth);
    await app.register(authRoutes, { prefix: '/api/auth', auth, rateLimits: config.rateLimits });
    app.addHook('onReady', () => auth.applyOwner());
  },
  { name: 'auth', dependencies: ['infrastructure', 'accounts', 'usage'] },
);

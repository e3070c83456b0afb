import fp from 'fastify-plugin';
import { supportRoutes } from './routes';
import { SupportService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    support: SupportService;
  }
}

/** Priority Support (issue 14): the Help page's requests, stored and mailed to SUPPORT_EMAIL; /api/support. */
export const supportModule = fp(
  async (app) => {
    const { config } = app;
    const support = new SupportService({
      db: app.database.db,
      mailer: app.mailer,
      supportEmail: config.supportEmail,
      appUrl: config.appUrl,
      log: app.log,
    });
    app.decorate('support', support);
    await app.register(supportRoutes, { prefix: '/api/support', support, rule: config.rateLimits.supportPerUser });
    app.addHook('onReady', async () => {
      if (!support.mailing) {
        app.log.warn('SUPPORT_EMAIL is not set: support requests from the Help page are stored and listed, but not mailed to anyone');
      }
    });
    // Mails still being sent finish before the database and the mailer close.
    app.addHook('onClose', () => support.settled());
  },
  { name: 'support', dependencies: ['infrastructure'] },
);

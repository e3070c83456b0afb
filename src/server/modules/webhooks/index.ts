import fp from 'fastify-plugin';
import { WebhookDeliveryJob } from '../../jobs/webhook-delivery';
import { createTokenBox } from '../../social/token-box';
import { webhooksRoutes } from './routes';
import { WebhooksService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhooksService;
    webhookJob: WebhookDeliveryJob;
  }
}

/** A delivery attempt's whole exchange must end within this. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * Outbound webhooks (issue 14, Enterprise): /api/webhooks, the `webhooks` service the content,
 * summarize and social modules queue events through, and the delivery job, started once the server is up.
 */
export const webhooksModule = fp(
  async (app) => {
    const { config, database } = app;
    const box = createTokenBox(config.secretKey);
    const job = new WebhookDeliveryJob({
      db: database.db,
      box,
      log: app.log,
      ...config.webhooks,
      // undici is loaded when there is first something to send, not at start.
      sender: async () =>
        (await import('../../jobs/webhook-delivery-sender')).createWebhookSender({
          allowHosts: config.fetchAllowHosts,
          timeoutMs: WEBHOOK_TIMEOUT_MS,
          userAgent: `InkwellWebhooks/1.0 (+${config.appUrl})`,
        }),
    });
    const webhooks = new WebhooksService({ db: database.db, box, allowHosts: config.fetchAllowHosts, log: app.log, onQueued: () => job.nudge() });
    app.decorate('webhooks', webhooks);
    app.decorate('webhookJob', job);
    app.addHook('onReady', async () => job.start());
    app.addHook('onClose', async () => {
      await webhooks.settled();
      await job.stop();
    });
    await app.register(webhooksRoutes, { prefix: '/api/webhooks', webhooks });
  },
  { name: 'webhooks', dependencies: ['infrastructure', 'usage'] },
);

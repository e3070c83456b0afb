import fp from 'fastify-plugin';
import { WebhookDeliveries } from '../../jobs/webhook-delivery';
import { createTokenBox } from '../../social/token-box';
import { webhooksRoutes } from './routes';
import { WebhooksService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhooksService;
  }
}

/** A delivery attempt's whole exchange must end within this. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * Outbound webhooks (issue 14, Enterprise): /api/webhooks, the `webhooks` service the content,
 * summarize and social modules queue events through, and the handlers of the `webhookDelivery` job
 * (one attempt) and the `webhookSweep` job (deliveries that lost their job) on the job layer.
 */
export const webhooksModule = fp(
  async (app) => {
    const { config, database } = app;
    const box = createTokenBox(config.secretKey);
    const deliveries = new WebhookDeliveries({
      db: database.db,
      box,
      log: app.log,
      // undici is loaded when there is first something to send, not at start.
      sender: async () =>
        (await import('../../jobs/webhook-delivery-sender')).createWebhookSender({
          allowHosts: config.fetchAllowHosts,
          timeoutMs: WEBHOOK_TIMEOUT_MS,
          userAgent: `InkwellWebhooks/1.0 (+${config.appUrl})`,
        }),
      send: (deliveryId, startAfter) => app.jobs.send('webhookDelivery', { deliveryId }, startAfter ? { startAfter } : {}),
    });
    app.jobs.handle('webhookDelivery', async ({ deliveryId }, { signal }) => void (await deliveries.attempt(deliveryId, signal)));
    app.jobs.handle('webhookSweep', async () => void (await deliveries.sweep()));
    const webhooks = new WebhooksService({ db: database.db, box, allowHosts: config.fetchAllowHosts, log: app.log, onQueued: (ids) => deliveries.queued(ids) });
    app.decorate('webhooks', webhooks);
    app.addHook('onClose', async () => {
      // Events still being queued send their jobs first; then no attempt may be left using the HTTP
      // client when it closes (this module's hooks run before the infrastructure's, which stops the
      // job layer: stopping it here first is the same stop, earlier; a second stop does nothing).
      await webhooks.settled();
      await app.jobs.stop();
      await deliveries.close();
    });
    await app.register(webhooksRoutes, { prefix: '/api/webhooks', webhooks });
  },
  { name: 'webhooks', dependencies: ['infrastructure', 'usage'] },
);

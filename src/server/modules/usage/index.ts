import fp from 'fastify-plugin';
import { STALE_SWEEP_MS, UsageService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    usage: UsageService;
  }
}

/**
 * The monthly usage counters; no routes of its own (the dashboard reads usage through auth). Units
 * reserved by an instance that stopped before settling them are refunded at start and every
 * STALE_SWEEP_MS (any instance may do it, once per unit).
 */
export const usageModule = fp(
  async (app) => {
    const usage = new UsageService(app.accounts);
    app.decorate('usage', usage);
    let running: Promise<unknown> = Promise.resolve();
    const sweep = () => {
      running = usage.refundStale().then(
        (refunded) => refunded > 0 && app.log.warn({ refunded }, 'refunded usage reserved by a stopped instance'),
        (err: unknown) => app.log.error({ err }, 'could not refund stale usage reservations'),
      );
      return running;
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await sweep();
      timer = setInterval(() => void sweep(), STALE_SWEEP_MS).unref();
    });
    // A sweep under way finishes before the database is closed.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'usage', dependencies: ['infrastructure', 'accounts'] },
);

import fp from 'fastify-plugin';
import { createTokenBox } from '../../social/token-box';
import { aiSettingsRoutes } from './routes';
import { AiSettingsService } from './service';
import { AiSettingsStore } from './settings-store';

declare module 'fastify' {
  interface FastifyInstance {
    aiSettings: AiSettingsService;
  }
}

/** How often an instance checks whether another one saved new AI settings. */
export const AI_SETTINGS_POLL_MS = 10_000;

/**
 * The owner's AI settings (issue 28, docs/product/ai-settings.md): /api/settings/ai, and `app.models`
 * kept on what they say — loaded when the app is ready, after each save here, and when the poll sees
 * another instance's save.
 */
export const aiSettingsModule = fp(
  async (app) => {
    const { config } = app;
    const settings = new AiSettingsService({
      store: new AiSettingsStore({ db: app.database.db, box: createTokenBox(config.secretKey) }),
      models: app.models,
      environment: config.ai,
      active: () => app.content.engine,
      log: app.log,
    });
    app.decorate('aiSettings', settings);
    let timer: NodeJS.Timeout | undefined;
    const poll = () => settings.poll().catch((err: unknown) => app.log.warn({ err }, 'could not read the AI settings'));
    app.addHook('onReady', async () => {
      // A failed first read does not stop the server: the poll tries again in a few seconds.
      await settings.sync().catch((err: unknown) => app.log.error({ err }, 'could not read the AI settings at start'));
      timer = setInterval(() => void poll(), AI_SETTINGS_POLL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
    await app.register(aiSettingsRoutes, {
      prefix: '/api/settings/ai',
      settings,
      ownerEmail: config.ownerEmail,
      testRule: config.rateLimits.aiSettingsTestPerUser,
    });
  },
  { name: 'ai-settings', dependencies: ['infrastructure', 'content'] },
);

import fp from 'fastify-plugin';
import { ModelHolder } from '../../ai/model-holder';
import type { ContentLimits } from './limits';
import { contentRoutes } from './routes';
import { ContentService } from './service';
import { SharedSlots } from './shared-slots';

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentService;
    /** The model drafts are written with (null: offline); the AI settings module replaces it. */
    models: ModelHolder;
  }
}

export interface ContentModuleOptions {
  /** Per-user caps on concurrent generations and streams; DEFAULT_CONTENT_LIMITS otherwise. */
  limits?: Partial<ContentLimits>;
}

/** The generators of every content kind (src/server/kinds/); /api/content (the history is the library module's). */
export const contentModule = fp<ContentModuleOptions>(
  async (app, opts) => {
    // The AI SDK is loaded only when a model is configured (a faster start with the offline engine).
    const models = new ModelHolder(
      app.config.ai.provider === 'offline' ? null : (await import('../../ai/providers/create-text-model')).createTextModel(app.config.ai),
    );
    app.decorate('models', models);
    // The per-creator caps, counted in the database for every instance; this instance's rows are renewed
    // while it runs and given back when it closes.
    const slots = new SharedSlots({ db: app.database.db, log: app.log });
    slots.start();
    app.addHook('onClose', () => slots.close());
    const content = new ContentService({
      db: app.database.db,
      usage: app.usage,
      get model() {
        return models.current;
      },
      log: app.log,
      workers: app.workers,
      limits: opts.limits,
      slots,
      webhooks: app.webhooks,
      templates: app.templates,
      voices: app.voices,
    });
    app.decorate('content', content);
    await app.register(contentRoutes, { prefix: '/api/content', content });
  },
  { name: 'content', dependencies: ['infrastructure', 'usage', 'webhooks', 'templates', 'voices'] },
);

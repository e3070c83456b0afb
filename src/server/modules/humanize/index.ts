import fp from 'fastify-plugin';
import { humanizeRoutes } from './routes';
import { HumanizeService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    humanize: HumanizeService;
  }
}

/** The humanizer: POST /api/content/humanize (docs/product/api.md), with the generators' model and slots. */
export const humanizeModule = fp(
  async (app) => {
    const humanize = new HumanizeService({
      db: app.database.db,
      usage: app.usage,
      content: app.content,
      // Read at each use: the owner may connect a model from the app (modules/ai-settings).
      get model() {
        return app.content.model;
      },
      workers: app.workers,
      voices: app.voices,
      workDeadlineMs: app.config.http.workDeadlineMs,
      log: app.log,
    });
    app.decorate('humanize', humanize);
    await app.register(humanizeRoutes, { prefix: '/api/content', humanize, content: app.content });
  },
  { name: 'humanize', dependencies: ['infrastructure', 'usage', 'content', 'voices'] },
);

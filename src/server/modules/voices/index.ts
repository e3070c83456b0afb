import fp from 'fastify-plugin';
import { voicesRoutes } from './routes';
import { VoicesService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    voices: VoicesService;
  }
}

/** Brand voices (issue 28, docs/product/voices.md): /api/voices, and the voice a generation is written in (`app.voices.briefFor`). */
export const voicesModule = fp(
  async (app) => {
    const voices = new VoicesService(app.database.db);
    app.decorate('voices', voices);
    await app.register(voicesRoutes, { prefix: '/api/voices', voices });
  },
  { name: 'voices', dependencies: ['infrastructure'] },
);

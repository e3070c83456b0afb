import fp from 'fastify-plugin';
import { templatesRoutes } from './routes';
import { TemplatesService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    templates: TemplatesService;
  }
}

/** Advanced Templates: each kind's template library (/api/templates) and the plan rule of the generators' `template` field. */
export const templatesModule = fp(
  async (app) => {
    const templates = new TemplatesService();
    app.decorate('templates', templates);
    await app.register(templatesRoutes, { prefix: '/api/templates', templates });
  },
  { name: 'templates', dependencies: ['infrastructure', 'usage'] },
);

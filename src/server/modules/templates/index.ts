import fp from 'fastify-plugin';

/** Advanced Templates (issue 14). Being built: registers nothing yet. */
export const templatesModule = fp(async () => undefined, { name: 'templates', dependencies: ['infrastructure', 'usage'] });

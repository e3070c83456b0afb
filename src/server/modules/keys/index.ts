import fp from 'fastify-plugin';

/** Enterprise API keys (issue 14). Being built: registers nothing yet. */
export const keysModule = fp(async () => undefined, { name: 'keys', dependencies: ['infrastructure', 'usage'] });

import fp from 'fastify-plugin';

/** Priority Support (issue 14). Being built: registers nothing yet. */
export const supportModule = fp(async () => undefined, { name: 'support', dependencies: ['infrastructure', 'usage'] });

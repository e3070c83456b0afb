import fp from 'fastify-plugin';

/** Outbound webhooks (issue 14). Being built: registers nothing yet. */
export const webhooksModule = fp(async () => undefined, { name: 'webhooks', dependencies: ['infrastructure', 'usage'] });

import fp from 'fastify-plugin';

/** Brand voices (issue 28, docs/product/voices.md): /api/voices, and the voice a generation is written in. Being built. */
export const voicesModule = fp(async () => {}, { name: 'voices', dependencies: ['infrastructure'] });

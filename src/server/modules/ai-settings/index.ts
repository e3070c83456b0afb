import fp from 'fastify-plugin';

/** The owner's AI settings (issue 28, docs/product/ai-settings.md): /api/settings/ai. Being built. */
export const aiSettingsModule = fp(async () => {}, { name: 'ai-settings', dependencies: ['infrastructure', 'content'] });

import fp from 'fastify-plugin';
import { createSafeFetch } from '../../fetch/safe-fetch';
import { createTranscriber } from '../../files/transcribe';
import { summarizeRoutes } from './routes';
import { PAGE_TYPES } from './read-url';
import { SummarizeService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    summarize: SummarizeService;
  }
}

/** The summarizer: text, web pages and files; /api/content/summarize/… (SPEC §7). */
export const summarizeModule = fp(
  async (app) => {
    const { config } = app;
    const fetcher = createSafeFetch({
      allowHosts: config.fetchAllowHosts,
      accept: PAGE_TYPES,
      userAgent: `InkwellBot/1.0 (+${config.appUrl})`,
    });
    app.addHook('onClose', async () => fetcher.close());
    const summarize = new SummarizeService({
      db: app.database.db,
      usage: app.usage,
      content: app.content,
      model: app.content.model,
      workers: app.workers,
      fetcher,
      transcriber: config.transcribe ? createTranscriber(config.transcribe) : null,
      log: app.log,
    });
    app.decorate('summarize', summarize);
    await app.register(summarizeRoutes, { prefix: '/api/content', summarize, content: app.content, maxUploadBytes: config.maxUploadBytes });
  },
  { name: 'summarize', dependencies: ['infrastructure', 'usage', 'content'] },
);

import fp from 'fastify-plugin';
import type { SafeFetch, SafeFetchOptions } from '../../fetch/safe-fetch';
import { summarizeRoutes } from './routes';
import { PAGE_TYPES } from './read-url';
import { SummarizeService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    summarize: SummarizeService;
  }
}

/** The safe fetch, with undici loaded on the first page read rather than at start. */
function lazySafeFetch(options: SafeFetchOptions): SafeFetch {
  let loaded: Promise<SafeFetch> | null = null;
  const client = () => (loaded ??= import('../../fetch/safe-fetch').then(({ createSafeFetch }) => createSafeFetch(options)));
  return {
    fetch: async (url, init) => (await client()).fetch(url, init),
    close: async () => {
      if (loaded) await (await loaded).close();
    },
  };
}

/** The summarizer: text, web pages and files; /api/content/summarize/… (docs/product/api.md). */
export const summarizeModule = fp(
  async (app) => {
    const { config } = app;
    const fetcher = lazySafeFetch({
      allowHosts: config.fetchAllowHosts,
      accept: PAGE_TYPES,
      userAgent: `InkwellBot/1.0 (+${config.appUrl})`,
    });
    app.addHook('onClose', async () => fetcher.close());
    const transcriber = config.transcribe ? (await import('../../files/transcribe')).createTranscriber(config.transcribe) : null;
    const summarize = new SummarizeService({
      db: app.database.db,
      usage: app.usage,
      content: app.content,
      // Read at each use: the owner may connect a model from the app (modules/ai-settings).
      get model() {
        return app.content.model;
      },
      workers: app.workers,
      workDeadlineMs: app.config.http.workDeadlineMs,
      fetcher,
      transcriber,
      log: app.log,
      webhooks: app.webhooks,
    });
    app.decorate('summarize', summarize);
    await app.register(summarizeRoutes, { prefix: '/api/content', summarize, content: app.content, maxUploadBytes: config.maxUploadBytes });
  },
  { name: 'summarize', dependencies: ['infrastructure', 'usage', 'content', 'webhooks'] },
);

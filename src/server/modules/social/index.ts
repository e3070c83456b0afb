import fp from 'fastify-plugin';
import { mediaCleanupHandler } from '../../jobs/media-cleanup';
import { createMetricsJob, type MetricsJob } from '../../jobs/metrics-refresh';
import { AccountTokens } from '../../social/account-tokens';
import { createPlatformClients, type PlatformClients } from '../../social/registry';
import { createTokenBox } from '../../social/token-box';
import { createMediaStorage } from '../../storage/create-media-storage';
import { UrlSigner } from '../../storage/signed-url';
import { MediaService } from './media';
import { PublishService } from './publish';
import { socialRoutes } from './routes';
import { SocialService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    social: SocialService;
    publishing: PublishService;
    /** What publishing needs of the connections (the posts module's jobs): each platform's client, fresh tokens, the media. */
    socialPlatforms: { clients: PlatformClients; tokens: AccountTokens; media: MediaService };
    /** The engagement job's round, which the job layer runs on its cron (tests run it by hand). */
    metricsJob: MetricsJob;
  }
}

/** Social accounts and publishing (issue 12): /api/social, demo mode for every platform not configured. */
export const socialModule = fp(
  async (app) => {
    const { config, database } = app;
    const box = createTokenBox(config.secretKey);
    // The real platforms' clients are loaded only when one is configured (a faster start in demo mode).
    const factories = Object.keys(config.social.platforms).length > 0 ? (await import('../../social/platforms')).PLATFORM_FACTORIES : {};
    const clients = createPlatformClients({ social: config.social, appUrl: config.appUrl, secretKey: config.secretKey, factories });
    const tokens = new AccountTokens({ db: database.db, kind: database.kind, box });
    const storage = createMediaStorage(config, app);
    const media = new MediaService({
      db: database.db,
      storage,
      signer: new UrlSigner(config.secretKey),
      appUrl: config.appUrl,
      maxUploadBytes: config.maxUploadBytes,
    });
    const social = new SocialService({ db: database.db, clients, tokens, box, appUrl: config.appUrl, log: app.log });
    const publishing = new PublishService({ db: database.db });
    app.decorate('social', social);
    app.decorate('publishing', publishing);
    app.decorate('socialPlatforms', { clients, tokens, media });
    // Engagement numbers for analytics, and media no post needs any more: jobs on the job layer.
    const metricsJob = createMetricsJob({ db: database.db, clients, tokens, log: app.log, perPlatform: config.metrics.perPlatform });
    app.decorate('metricsJob', metricsJob);
    app.jobs.handle('metricsRefresh', metricsJob.handler);
    app.jobs.handle('mediaCleanup', mediaCleanupHandler({ db: database.db, storage, log: app.log }));
    await app.register(socialRoutes, { prefix: '/api/social', social, publishing, media });
  },
  { name: 'social', dependencies: ['infrastructure', 'webhooks'] },
);

import fp from 'fastify-plugin';
import { PostEvents } from './post-events';
import { resumeAfterConnect } from './resume-after-connect';
import { PostsService } from './posts-service';
import type { PublishDeps } from './publish-deps';
import { publishRecoveryHandler } from './publish-recovery';
import { publishRoute } from './publish-route';
import { publishTargetHandler } from './publish-target';
import { postQuota } from './post-quota';
import { postsRoutes } from './routes';
import { scheduleRemindersHandler } from './schedule-reminders';

declare module 'fastify' {
  interface FastifyInstance {
    posts: PostsService;
  }
}

/**
 * Posts (issue 25): /api/posts, POST /api/social/publish on top of them, and the jobs that publish each
 * target (JOBS.publishTarget), recover calls whose instance stopped (JOBS.publishRecovery) and warn of
 * scheduled posts whose account must be reconnected (JOBS.scheduleReminders).
 */
export const postsModule = fp(
  async (app) => {
    const { config, database } = app;
    const { clients, tokens, media } = app.socialPlatforms;
    const events = new PostEvents();
    const quota = postQuota({ db: database.db, usage: app.usage, accounts: app.accounts });
    const deps = { db: database.db, clients, jobs: app.jobs, webhooks: app.webhooks, log: app.log, events, schedule: app.schedule, quota };
    const posts = new PostsService(deps);
    const publishing: PublishDeps = {
      ...deps,
      tokens,
      media,
      appUrl: config.appUrl,
      callTimeoutMs: config.social.timeoutMs,
      staleMs: config.jobs.publishStaleMs,
      mailer: app.mailer,
      lateLimitMs: config.schedule.lateLimitMs,
      metrics: app.metrics,
    };
    app.jobs.handle('publishTarget', publishTargetHandler(publishing));
    app.jobs.handle('publishRecovery', publishRecoveryHandler(publishing));
    app.jobs.handle('scheduleReminders', scheduleRemindersHandler(publishing));
    if (config.jobs.run) {
      // After a restart, the calls this instance was making when it stopped are recovered as soon as their
      // heartbeat counts as stale, rather than at the next minute's round (the job layer starts first).
      app.addHook('onReady', async () => {
        await app.jobs.send('publishRecovery', {}, { startAfter: new Date(Date.now() + config.jobs.publishStaleMs + 1_000) });
      });
    }
    // Scheduled posts that waited for an account go out at their time once it is connected again.
    app.social.onConnected(async (userId, platform) => {
      const resumed = await resumeAfterConnect(deps, userId, platform);
      if (resumed > 0) app.log.info({ resumed, platform }, 'scheduled posts resumed after a connection');
    });
    app.decorate('posts', posts);
    await app.register(postsRoutes, { prefix: '/api/posts', posts });
    await app.register(publishRoute, { prefix: '/api/social', posts });
  },
  { name: 'posts', dependencies: ['infrastructure', 'accounts', 'usage', 'social', 'webhooks', 'schedule'] },
);

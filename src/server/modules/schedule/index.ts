import fp from 'fastify-plugin';
import { scheduleRoutes } from './routes';
import { ScheduleService } from './schedule-service';

declare module 'fastify' {
  interface FastifyInstance {
    schedule: ScheduleService;
  }
}

/**
 * The creator's posting schedule (issue 27, docs/product/scheduling.md): their time zone and weekly
 * queue slots, GET/PUT /api/schedule, and where "Add to queue" puts a post (ScheduleService.queueTimes).
 * Its suggestions are analytics' best time, so it registers after the analytics module.
 */
export const scheduleModule = fp(
  async (app) => {
    const schedule = new ScheduleService({ db: app.database.db, log: app.log, accounts: app.accounts, analytics: app.analytics });
    app.decorate('schedule', schedule);
    await app.register(scheduleRoutes, { prefix: '/api/schedule', schedule });
  },
  { name: 'schedule', dependencies: ['infrastructure', 'accounts', 'analytics'] },
);

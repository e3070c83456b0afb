import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { JobLayer } from '../../queue/job-layer';
import type { PlatformClients } from '../../social/registry';
import type { ScheduleService } from '../schedule/schedule-service';
import type { PostQuota } from './post-quota';
import type { WebhooksService } from '../webhooks/service';

/** Sends jobs: the app's job layer, or in tests something that records what was sent. */
export type JobSender = Pick<JobLayer, 'send'>;

/** What the posts service works with (index.ts builds it from the app). */
export interface PostsDeps {
  db: Db;
  /** Each platform's client: whether it is a demo connection decides whether an account still fits. */
  clients: PlatformClients;
  jobs: JobSender;
  /**
   * Outbound webhooks: told of each target's final outcome (publication.*) and of a post scheduled or
   * settled (post.*), after it is committed (never waited for).
   */
  webhooks: Pick<WebhooksService, 'publicationsRecorded' | 'postEvent'>;
  log: FastifyBaseLogger;
  /** The creator's queue: where "Add to queue" puts each target. */
  schedule: Pick<ScheduleService, 'queueTimes'>;
  /** The monthly social-post unit a scheduled post takes (post-quota.ts). */
  quota: PostQuota;
}

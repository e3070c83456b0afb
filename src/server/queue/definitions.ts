import { z } from 'zod';

/**
 * What the job layer needs to know of a kind of job (docs/decisions/018-job-layer.md): its queue's name,
 * the payload it carries (checked when sent and when run), how often a run that threw is tried again,
 * how many run at once in one instance, and how long one run may take.
 */
export interface JobDefinition<P extends z.ZodType = z.ZodType> {
  name: string;
  payload: P;
  /**
   * The layer's own retries of a run that threw or did not finish (an instance killed mid-run): not the
   * back-off of a platform or webhook endpoint that answered, which the handler schedules itself.
   */
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  /** Runs at once in one instance (the layer's slots for this queue). */
  concurrency: number;
  /** A run still going after this long is aborted (its signal fires) and counts as failed. */
  expireInSeconds: number;
  /** Runs by itself on this UTC cron schedule (once per tick across every instance) as well as when sent. */
  cron?: string;
}

const define = <P extends z.ZodType>(definition: JobDefinition<P>) => definition;

const Empty = z.object({}).strict();

/** Every job Inkwell runs, in one place. Handlers live with their feature (jobs/, modules/). */
export const JOBS = {
  /** One publication target of a post to its platform (modules/posts). */
  publishTarget: define({
    name: 'publish-target',
    payload: z.object({ targetId: z.uuid(), version: z.number().int().min(0) }),
    retry: { limit: 3, delaySeconds: 30, backoff: true },
    // Slow platforms wait on the network, not the CPU: many side by side, a few per creator (decision 018).
    concurrency: 16,
    expireInSeconds: 15 * 60,
  }),
  /** Targets whose run stopped without an outcome (a killed instance) and due targets without a job. */
  publishRecovery: define({
    name: 'publish-recovery',
    payload: Empty,
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    concurrency: 1,
    expireInSeconds: 5 * 60,
    cron: '* * * * *',
  }),
  /**
   * Scheduled posts due within a day whose account must be reconnected: the creator is e-mailed once
   * (modules/posts/schedule-reminders.ts).
   */
  scheduleReminders: define({
    name: 'schedule-reminders',
    payload: Empty,
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    concurrency: 1,
    expireInSeconds: 10 * 60,
    cron: '*/15 * * * *',
  }),
  /**
   * One attempt to deliver a webhook event (jobs/webhook-delivery.ts). The endpoint's back-off is the
   * handler's (a job sent for the next attempt's time); the layer's retries are for a run that threw.
   */
  webhookDelivery: define({
    name: 'webhook-delivery',
    payload: z.object({ deliveryId: z.uuid() }),
    retry: { limit: 3, delaySeconds: 60, backoff: true },
    // Slow endpoints wait on the network (10 s at most each): a few side by side.
    concurrency: 4,
    expireInSeconds: 2 * 60,
  }),
  /** Pending webhook deliveries long overdue, whose job was lost, given one again (jobs/webhook-delivery.ts). */
  webhookSweep: define({
    name: 'webhook-sweep',
    payload: Empty,
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    concurrency: 1,
    expireInSeconds: 5 * 60,
    cron: '*/5 * * * *',
  }),
  /** A round of engagement numbers (jobs/metrics-refresh.ts). */
  metricsRefresh: define({
    name: 'metrics-refresh',
    payload: Empty,
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    concurrency: 1,
    expireInSeconds: 15 * 60,
    cron: '*/5 * * * *',
  }),
  /** Media no post needs any more, and a deleted creator's files (jobs/media-cleanup.ts). */
  mediaCleanup: define({
    name: 'media-cleanup',
    payload: z.object({ storageKeys: z.array(z.string().max(500)).max(10_000).optional() }).strict(),
    retry: { limit: 5, delaySeconds: 60, backoff: true },
    concurrency: 1,
    expireInSeconds: 30 * 60,
    cron: '17 * * * *',
  }),
} as const;

export type JobName = keyof typeof JOBS;
export type JobPayload<N extends JobName> = z.input<(typeof JOBS)[N]['payload']>;

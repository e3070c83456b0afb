import { setMaxListeners } from 'node:events';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { currentRequestId, runForJob } from '../lib/request-context';
import { JOBS, type JobDefinition, type JobName, type JobPayload } from './definitions';

/** What a handler is given besides its payload. */
export interface JobContext {
  jobId: string;
  /** Runs of this job before this one that threw or did not finish (0 on the first run). */
  retryCount: number;
  /** Fires when the run passes its time limit or the instance is stopping: stop, or give the work back. */
  signal: AbortSignal;
}

export type JobHandler<N extends JobName> = (payload: JobPayload<N>, ctx: JobContext) => Promise<void>;

export interface SendOptions {
  /** Not before this time (a scheduled post's minute). */
  startAfter?: Date;
  /** With `singletonSeconds`: at most one such job per window across every instance. */
  singletonKey?: string;
  singletonSeconds?: number;
  /** The request this job is sent for; by default the request being handled (lib/request-context.ts). */
  requestId?: string;
}

export interface JobLayerOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** Seconds between looks for new work sent by another instance, or due later (at least 0.5). */
  pollSeconds?: number;
  /** Seconds between pg-boss's maintenance rounds (expiring runs that stopped, archiving). */
  maintenanceSeconds?: number;
  /** A job's cron instead of its definition's; null: it runs only when sent. */
  schedules?: Partial<Record<JobName, string | null>>;
  /** How long stop() waits for runs under way before aborting them (they are then tried again later). */
  stopGraceMs?: number;
}

interface Queue {
  definition: JobDefinition;
  handler: (payload: unknown, ctx: JobContext) => Promise<void>;
  running: Set<Promise<void>>;
  wake: (() => void) | undefined;
  loop: Promise<void> | undefined;
}

type FetchedJob = PgBoss.JobWithMetadata<unknown>;

/** Any fixed number (not the migrations' own): the instances that start together set the queues up in turn. */
const QUEUE_SETUP_LOCK_ID = 727_401_114;

/**
 * Where a job keeps the id of the request that sent it, beside its payload in pg-boss's `data`: taken off
 * before the payload is checked, so that the definitions (some strict) never see it.
 */
const REQUEST_ID_KEY = '__requestId';

/** A job due later than this is left to polling (no timer is kept for it). */
const MAX_LOCAL_WAKE_MS = 60 * 60_000;

/**
 * The one job layer (docs/decisions/018-job-layer.md): pg-boss on the app's own database (PGlite or
 * PostgreSQL, through `Database.executeSql`), its schema applied by the migrations. Each queue is worked
 * by one loop per instance that fills the queue's free slots with one fetch (FOR UPDATE SKIP LOCKED:
 * two instances never take the same job) and completes or fails each job as it ends; a job sent from
 * this instance wakes the loop at once (or at its start time, when that is within the hour); work sent
 * elsewhere, and pg-boss's own retries, are found by polling. Retries of
 * a run that threw, delayed starts, cron schedules (once per tick across instances) and expiry of runs
 * whose instance died are pg-boss's.
 */
export class JobLayer {
  private readonly boss: PgBoss;
  private readonly queues = new Map<string, Queue>();
  /** Fired when stop() begins: no more fetching. */
  private readonly stopping = new AbortController();
  /** Fired once the grace is over: runs still going are aborted. */
  private readonly cutoff = new AbortController();
  private started = false;
  /** Started and not stopping: its loops are taking work (GET /api/ready). */
  private working = false;
  private readonly pollMs: number;
  /** Wake-ups for jobs this instance sent to start later. */
  private readonly wakeTimers = new Set<NodeJS.Timeout>();

  constructor(private readonly opts: JobLayerOptions) {
    const { database } = opts;
    // Every run under way listens for the cutoff (up to the sum of the queues' concurrency).
    setMaxListeners(0, this.cutoff.signal, this.stopping.signal);
    this.pollMs = Math.max(500, (opts.pollSeconds ?? 2) * 1000);
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      // The schema is the migrations' (0011_job_layer.sql): checked, never created at start.
      migrate: false,
      supervise: true,
      maintenanceIntervalSeconds: opts.maintenanceSeconds ?? 60,
      schedule: true,
    });
    this.boss.on('error', (err: unknown) => opts.log.error({ err }, 'job layer error'));
  }

  /** Registers the handler of a job; before start(). */
  handle<N extends JobName>(name: N, handler: JobHandler<N>): void {
    const definition = JOBS[name] as JobDefinition;
    this.queues.set(definition.name, { definition, handler: handler as Queue['handler'], running: new Set(), wake: undefined, loop: undefined });
  }

  async start(): Promise<void> {
    if (this.started || this.stopping.signal.aborted) return;
    this.started = true;
    await this.boss.start();
    // Queues and schedules belong to the database, not to an instance: whoever starts makes them match the
    // definitions, touching only what differs (most starts change nothing). One instance at a time:
    // instances started together deadlocked in pg-boss's createQueue (seen in npm run test:cluster).
    await this.opts.database.exclusive(QUEUE_SETUP_LOCK_ID, () => this.matchQueues());
    for (const queue of this.queues.values()) queue.loop = this.work(queue);
    this.working = !this.stopping.signal.aborted;
  }

  /** Whether the layer has started and is not stopping. */
  get running(): boolean {
    return this.working;
  }

  /** Creates or updates the queues and schedules that differ from the definitions. */
  private async matchQueues(): Promise<void> {
    const queues = new Map((await this.boss.getQueues()).map((queue) => [queue.name, queue]));
    for (const definition of Object.values(JOBS) as JobDefinition[]) {
      const wanted = {
        name: definition.name,
        policy: 'standard' as const,
        retryLimit: definition.retry.limit,
        retryDelay: definition.retry.delaySeconds,
        retryBackoff: definition.retry.backoff,
        expireInSeconds: definition.expireInSeconds,
      };
      const queue = queues.get(definition.name);
      if (!queue) await this.boss.createQueue(definition.name, wanted);
      else if (
        queue.policy !== wanted.policy ||
        queue.retryLimit !== wanted.retryLimit ||
        queue.retryDelay !== wanted.retryDelay ||
        queue.retryBackoff !== wanted.retryBackoff ||
        queue.expireInSeconds !== wanted.expireInSeconds
      ) {
        await this.boss.updateQueue(definition.name, wanted);
      }
    }
    const schedules = new Map((await this.boss.getSchedules()).map((schedule) => [schedule.name, schedule.cron]));
    for (const [name, definition] of Object.entries(JOBS) as [JobName, JobDefinition][]) {
      const cron = name in (this.opts.schedules ?? {}) ? this.opts.schedules![name] : definition.cron;
      const wanted = cron && this.queues.has(definition.name) ? cron : null;
      const current = schedules.get(definition.name) ?? null;
      if (wanted === current) continue;
      if (wanted) await this.boss.schedule(definition.name, wanted, {}, { tz: 'UTC' });
      else await this.boss.unschedule(definition.name);
    }
  }

  /** Queues a job; its payload is checked against its definition first. The job's id. */
  async send<N extends JobName>(name: N, payload: JobPayload<N>, options: SendOptions = {}): Promise<string | null> {
    const definition = JOBS[name] as JobDefinition;
    const checked = definition.payload.parse(payload) as object;
    const requestId = options.requestId ?? currentRequestId();
    const data = requestId ? { ...checked, [REQUEST_ID_KEY]: requestId } : checked;
    const id = await this.boss.send(definition.name, data, {
      ...(options.startAfter && { startAfter: options.startAfter }),
      ...(options.singletonKey && { singletonKey: options.singletonKey }),
      ...(options.singletonSeconds && { singletonSeconds: options.singletonSeconds }),
    });
    const queue = this.queues.get(definition.name);
    const wait = (options.startAfter?.getTime() ?? 0) - Date.now();
    if (wait <= 0) queue?.wake?.();
    else if (queue && wait <= MAX_LOCAL_WAKE_MS && !this.stopping.signal.aborted) {
      // Due later: this instance looks for it then, rather than up to a poll later.
      const timer = setTimeout(() => {
        this.wakeTimers.delete(timer);
        queue.wake?.();
      }, wait + 50);
      timer.unref();
      this.wakeTimers.add(timer);
    }
    return id;
  }

  /** Jobs of a queue not yet finished (created, waiting to retry, or running), for tests and health. */
  async pending(name: JobName): Promise<number> {
    return this.boss.getQueueSize(JOBS[name].name, { before: 'completed' });
  }

  /**
   * Stops taking work, waits up to stopGraceMs for the runs under way, then aborts the rest: an aborted
   * run fails, and pg-boss gives it to an instance (this one after a restart, or another) after its delay.
   */
  async stop(): Promise<void> {
    if (this.stopping.signal.aborted) return;
    this.working = false;
    this.stopping.abort();
    for (const timer of this.wakeTimers) clearTimeout(timer);
    this.wakeTimers.clear();
    if (!this.started) return;
    for (const queue of this.queues.values()) queue.wake?.();
    const runs = [...this.queues.values()].flatMap((q) => [...q.running]);
    const grace = this.opts.stopGraceMs ?? 10_000;
    let timer: NodeJS.Timeout | undefined;
    const overdue = new Promise<void>((resolve) => (timer = setTimeout(resolve, grace)));
    await Promise.race([Promise.allSettled(runs), overdue]);
    clearTimeout(timer);
    this.cutoff.abort();
    // An aborted run records its failure (pg-boss retries it later) before the layer stops.
    await Promise.allSettled(runs);
    for (const queue of this.queues.values()) {
      queue.wake?.();
      await queue.loop;
    }
    await this.boss.stop({ graceful: false, close: false, wait: true });
  }

  private async work(queue: Queue): Promise<void> {
    const { definition } = queue;
    while (!this.stopping.signal.aborted) {
      const free = definition.concurrency - queue.running.size;
      let jobs: FetchedJob[] = [];
      if (free > 0) {
        try {
          jobs = await this.boss.fetch<unknown>(definition.name, { batchSize: free, includeMetadata: true });
        } catch (err) {
          this.opts.log.error({ err, queue: definition.name }, 'job layer could not fetch work');
        }
      }
      for (const job of jobs) this.run(queue, job);
      // A full batch may have left more: look again at once while there are free slots.
      if (jobs.length > 0 && jobs.length === free) continue;
      if (this.stopping.signal.aborted) break;
      const stopping = this.stopping.signal;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, this.pollMs);
        function done() {
          clearTimeout(timer);
          stopping.removeEventListener('abort', done);
          queue.wake = undefined;
          resolve();
        }
        queue.wake = done;
        stopping.addEventListener('abort', done, { once: true });
      });
    }
  }

  private run(queue: Queue, job: FetchedJob): void {
    const { definition } = queue;
    const abort = new AbortController();
    const onStop = () => abort.abort(new Error('the instance is stopping'));
    this.cutoff.signal.addEventListener('abort', onStop, { once: true });
    const overtime = setTimeout(() => abort.abort(new Error('the run took too long')), definition.expireInSeconds * 1000);
    const { requestId, data } = splitRequestId(job.data);
    const { log } = this.opts;
    const ctx: JobContext = { jobId: job.id, retryCount: job.retryCount, signal: abort.signal };
    // Every line logged during the run, the handler's too, carries { requestId, jobId, queue } (the app
    // logger's mixin), and the jobs the run sends carry the same request id (a publish's retry, a
    // webhook's next attempt).
    const attempt = async () => {
      const payload = definition.payload.safeParse(data);
      if (!payload.success) {
        log.error('a job with a payload its definition refuses was dropped');
        await this.boss.fail(definition.name, job.id, { error: 'invalid payload' });
        return;
      }
      try {
        await queue.handler(payload.data, ctx);
        await this.boss.complete(definition.name, job.id);
      } catch (err) {
        log.warn({ err, retryCount: job.retryCount }, 'a job run failed');
        await this.boss.fail(definition.name, job.id, { error: err instanceof Error ? err.message : String(err) });
      }
    };
    const work = runForJob({ requestId, jobId: job.id, queue: definition.name }, () =>
      attempt().catch((err: unknown) => log.error({ err }, 'job layer could not record a run')),
    )
      .finally(() => {
        clearTimeout(overtime);
        this.cutoff.signal.removeEventListener('abort', onStop);
        queue.running.delete(work);
        queue.wake?.();
      });
    queue.running.add(work);
  }
}

/** A job's data without the request id the layer keeps in it, and that id. */
function splitRequestId(data: unknown): { requestId: string | undefined; data: unknown } {
  if (typeof data !== 'object' || data === null || !(REQUEST_ID_KEY in data)) return { requestId: undefined, data };
  const { [REQUEST_ID_KEY]: requestId, ...rest } = data as Record<string, unknown>;
  return { requestId: typeof requestId === 'string' ? requestId : undefined, data: rest };
}

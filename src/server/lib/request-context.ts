import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a piece of work is done for, carried across awaits (docs/operations/health-and-shutdown.md#request-ids):
 * a job sent while a request is handled (deep in a service, which never sees the request) is stamped with
 * that request's id; a job's run is done in the context of its job, so that every line logged meanwhile
 * (by the job layer or by whatever the handler calls) carries `{ requestId, jobId, queue }`, and the jobs
 * the run sends carry the same request id on.
 */
interface WorkContext {
  requestId?: string;
  jobId?: string;
  queue?: string;
}

const storage = new AsyncLocalStorage<WorkContext>();

/** Runs `work` (and everything it awaits or starts) on behalf of the request `requestId`. */
export function runForRequest<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

/** Runs `work` as one run of a job (sent by the request `requestId`, when one sent it). */
export function runForJob<T>(job: { requestId: string | undefined; jobId: string; queue: string }, work: () => T): T {
  const context: WorkContext = { jobId: job.jobId, queue: job.queue };
  if (job.requestId) context.requestId = job.requestId;
  return storage.run(context, work);
}

/** The id of the request the current work is done for; undefined outside any (a cron job, the start). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/**
 * pino's `mixin`: the fields of the job being run, on every line logged during the run. A request's own
 * lines carry its id already (Fastify's `reqId`), so nothing is added to them.
 */
export function jobLogFields(): object {
  const context = storage.getStore();
  return context?.jobId ? context : {};
}

/** An id a load balancer or client may hand us: printable, no spaces, not absurdly long or short. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/** Whether an incoming X-Request-Id is kept as the request's id (otherwise a new one is made). */
export function isWellFormedRequestId(value: unknown): value is string {
  return typeof value === 'string' && WELL_FORMED.test(value);
}

import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../contract/messages';
import { OpenStreams } from '../lib/open-streams';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance is draining (GET /api/ready answers 503), and its requests in flight. */
    drain: Drain;
  }
}

/** What a draining instance knows of itself (docs/operations/health-and-shutdown.md#draining). */
export class Drain {
  /** From SIGTERM on: readiness fails, so that the load balancer sends new requests elsewhere. */
  draining = false;
  /** From the listener's close on: a request still arriving on an open connection closes it after its answer. */
  closing = false;
  private inFlight = 0;
  private idle: (() => void)[] = [];

  constructor(private readonly server: { closeIdleConnections(): void }) {}

  get requestsInFlight(): number {
    return this.inFlight;
  }

  /** Counts a request until its response is over (answered, or its connection gone). */
  track(res: ServerResponse): void {
    this.inFlight += 1;
    res.once('close', () => {
      this.inFlight -= 1;
      // A stream's connection (its headers said keep-alive) is closed as soon as it is idle.
      if (this.closing) setImmediate(() => this.server.closeIdleConnections());
      if (this.inFlight === 0) for (const resolve of this.idle.splice(0)) resolve();
    });
  }

  /** Resolves once no request is in flight. */
  whenIdle(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }
}

/** The drain's state and the list of open event streams, decorating the app; before every route. */
export function registerDrain(app: FastifyInstance) {
  const drain = new Drain(app.server);
  app.decorate('drain', drain);
  app.decorate('openStreams', new OpenStreams());
  app.addHook('onRequest', (_request, reply, done) => {
    drain.track(reply.raw);
    done();
  });
  // Once the listener is closed, every answer still to be sent closes its connection after it: a load
  // balancer's keep-alive connection is not used again for a request this instance would then miss.
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (drain.closing) reply.header('connection', 'close');
    done();
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A SIGTERM's way out, each phase one log line (docs/operations/health-and-shutdown.md#draining):
 * 1. draining: GET /api/ready answers 503 while everything else is served as before, for `drainMs`
 *    (DRAIN_SECONDS), the time a load balancer takes to see it and send new requests elsewhere;
 * 2. closing: the listener closes (new connections are refused; idle keep-alive ones are closed), the job
 *    layer stops taking work, and the requests in flight (generation streams included) get `graceMs`
 *    (JOB_STOP_GRACE_SECONDS, the jobs' grace too) to finish; a request arriving meanwhile on a
 *    connection already open is still served, with `Connection: close` (never Fastify's bare 503);
 * 3. deadline (only when something is still going): the streams still open get an `error` event
 *    (503, restarting) and their work is aborted as on a client's disconnect (quota refunded);
 * 4. the app closes (the job layer's runs have finished or been handed back; the modules' clients close).
 * The caller closes the database afterwards.
 */
export async function drainAndClose(app: FastifyInstance, opts: { drainMs: number; graceMs: number }): Promise<void> {
  const { drain } = app;
  const streams = app.openStreams;
  drain.draining = true;
  app.log.info({ phase: 'draining', drainMs: opts.drainMs }, 'draining: readiness answers 503, requests are still served');
  if (opts.drainMs > 0) await sleep(opts.drainMs);

  drain.closing = true;
  // Not app.close() yet: its preClose hooks (the job layer's grace) run before Fastify closes the listener.
  app.server.close();
  const jobsStopped = app.jobs.stop();
  app.log.info(
    { phase: 'closing', requestsInFlight: drain.requestsInFlight, streamsOpen: streams?.size ?? 0, graceMs: opts.graceMs },
    'closing: no new connections; requests in flight and job runs get their grace',
  );
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'deadline'>((resolve) => (timer = setTimeout(() => resolve('deadline'), opts.graceMs)));
  const outcome = await Promise.race([drain.whenIdle().then(() => 'idle' as const), deadline]);
  clearTimeout(timer);
  if (outcome === 'deadline') {
    const interrupted = streams?.interruptAll({ detail: MESSAGES.restarting, status: 503 }) ?? 0;
    app.log.warn(
      { phase: 'deadline', streamsInterrupted: interrupted, requestsInFlight: drain.requestsInFlight },
      'deadline: streams still open were ended with an error event',
    );
  }
  await jobsStopped;
  app.log.info({ phase: 'stopping', requestsInFlight: drain.requestsInFlight }, 'stopping: closing the app');
  await app.close();
}

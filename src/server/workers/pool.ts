import { availableParallelism } from 'node:os';
import Tinypool from 'tinypool';
import { runTask, type TaskMessage, type TaskName, type TaskInput, type TaskOutput } from './tasks';

export type { TaskName, TaskInput, TaskOutput } from './tasks';

/** Runs CPU-heavy tasks (the table in tasks.ts) somewhere other than the request path. */
export interface TaskRunner {
  /**
   * Runs a task and answers its output. A task still waiting for a thread when `signal` aborts is
   * dropped (the promise rejects with the signal's reason); one already running finishes, unread.
   * Rejects with PoolBusyError when the queue is full and PoolClosedError once the pool is closed.
   */
  run<N extends TaskName>(name: N, input: TaskInput<N>, opts?: { signal?: AbortSignal }): Promise<TaskOutput<N>>;
  close(): Promise<void>;
}

/** The queue of tasks waiting for a thread is full. */
export class PoolBusyError extends Error {
  constructor(readonly queued: number) {
    super(`worker pool busy: ${queued} tasks already waiting`);
    this.name = 'PoolBusyError';
  }
}

export class PoolClosedError extends Error {
  constructor() {
    super('worker pool closed');
    this.name = 'PoolClosedError';
  }
}

export interface WorkerPoolOptions {
  /** Worker threads at most; default one per core but one, at least one. */
  threads?: number;
  /** Tasks that may wait for a thread; beyond it run() rejects with PoolBusyError. Default 256 per thread. */
  maxQueue?: number;
  /** A thread idle this long ends (the next task starts one again). Default 5 minutes. */
  idleTimeoutMs?: number;
}

/** One thread per core, leaving one core to the event loop; at least one. */
export function defaultThreadCount(): number {
  return Math.max(1, availableParallelism() - 1);
}

interface Waiter {
  resolve(): void;
  reject(err: unknown): void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

/**
 * The worker threads' entry, beside this module: src/server/workers/worker.mjs from sources (it loads
 * thread.ts through tsx), dist/server/worker.mjs in the compiled server (thread.ts bundled; this module
 * is bundled into dist/server/main.js).
 */
const WORKER_ENTRY = new URL('./worker.mjs', import.meta.url);

/**
 * A pool of worker threads (tinypool) for the CPU-heavy work of requests: the offline composer and
 * its fidelity check now, file extraction and summaries later. Nothing starts until the first task:
 * an app that never composes offline never starts a thread. At most `threads` tasks run at once;
 * the others wait here, in a bounded queue, where an aborted request's task is dropped before it
 * costs anything (a running task is never interrupted: ending a thread mid-task costs more than
 * finishing it).
 */
export class WorkerPool implements TaskRunner {
  readonly threads: number;
  readonly maxQueue: number;
  private readonly idleTimeoutMs: number;
  private pool: Tinypool | null = null;
  private running = 0;
  private readonly waiting: Waiter[] = [];
  private closed = false;

  constructor(opts: WorkerPoolOptions = {}) {
    this.threads = Math.max(1, Math.floor(opts.threads ?? defaultThreadCount()));
    this.maxQueue = Math.max(0, Math.floor(opts.maxQueue ?? this.threads * 256));
    this.idleTimeoutMs = opts.idleTimeoutMs ?? 5 * 60_000;
  }

  /** Threads alive now, tasks running and tasks waiting. */
  get stats() {
    return { started: this.pool !== null, threads: this.pool?.threads.length ?? 0, running: this.running, queued: this.waiting.length };
  }

  async run<N extends TaskName>(name: N, input: TaskInput<N>, opts: { signal?: AbortSignal } = {}): Promise<TaskOutput<N>> {
    if (this.closed) throw new PoolClosedError();
    opts.signal?.throwIfAborted();
    // A free thread is taken at once; otherwise the task waits until a finishing one hands its own over.
    if (this.running < this.threads) this.running++;
    else await this.waitForThread(opts.signal);
    try {
      if (this.closed) throw new PoolClosedError();
      const message: TaskMessage<N> = { name, input };
      return (await this.start().run(message)) as TaskOutput<N>;
    } finally {
      this.handOver();
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) {
      if (waiter.onAbort) waiter.signal?.removeEventListener('abort', waiter.onAbort);
      waiter.reject(new PoolClosedError());
    }
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }

  private start(): Tinypool {
    this.pool ??= new Tinypool({
      filename: WORKER_ENTRY.href,
      minThreads: 0,
      maxThreads: this.threads,
      idleTimeout: this.idleTimeoutMs,
      // Tasks only reach tinypool when a thread is free; the queue that matters is this class's.
      maxQueue: this.threads,
    });
    return this.pool;
  }

  private waitForThread(signal: AbortSignal | undefined): Promise<void> {
    if (this.waiting.length >= this.maxQueue) return Promise.reject(new PoolBusyError(this.waiting.length));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { resolve, reject, signal };
      if (signal) {
        waiter.onAbort = () => {
          const at = this.waiting.indexOf(waiter);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
        };
        signal.addEventListener('abort', waiter.onAbort, { once: true });
      }
      this.waiting.push(waiter);
    });
  }

  /** A finished task's thread goes to the next waiting task, if any. */
  private handOver() {
    const waiter = this.waiting.shift();
    if (!waiter) {
      this.running--;
      return;
    }
    if (waiter.onAbort) waiter.signal?.removeEventListener('abort', waiter.onAbort);
    waiter.resolve();
  }
}

/** The same tasks in this thread: for tests and measurements that compare against the pool. */
export class InlineRunner implements TaskRunner {
  async run<N extends TaskName>(name: N, input: TaskInput<N>, opts: { signal?: AbortSignal } = {}): Promise<TaskOutput<N>> {
    opts.signal?.throwIfAborted();
    return runTask({ name, input });
  }

  async close(): Promise<void> {}
}

import { availableParallelism } from 'node:os';
import { FairQueue } from './fair-queue';
import { StrikeLog, type StrikeRule } from './strikes';
import { LANES, runTask, TASK_POLICIES, type Lane, type TaskInput, type TaskName, type TaskOutput, type TaskPolicy } from './tasks';
import { TaskLimitError, WorkerThread } from './worker-thread';

export type { TaskName, TaskInput, TaskOutput } from './tasks';
export { TaskLimitError } from './worker-thread';

export interface RunOptions {
  signal?: AbortSignal;
  /** Whose task this is (a user id): the queue takes creators in turn, and strikes are counted per owner. */
  owner?: string;
}

/** Runs CPU-heavy tasks (the table in tasks.ts) somewhere other than the request path. */
export interface TaskRunner {
  /**
   * Runs a task and answers its output. A task whose `signal` aborts is dropped if it is waiting, and its
   * thread terminated if it is running; the promise rejects with the signal's reason. Rejects with
   * PoolBusyError when the queue is full, PoolClosedError once the pool is closed, TaskLimitError when
   * the task went over its time or memory limit, and OwnerBlockedError when the owner has used up the
   * abuse budget.
   */
  run<N extends TaskName>(name: N, input: TaskInput<N>, opts?: RunOptions): Promise<TaskOutput<N>>;
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

/** The owner's recent tasks went over their limits too often: no heavy task for them for a while. */
export class OwnerBlockedError extends Error {
  constructor(readonly retryAfterMs: number) {
    super(`owner blocked for ${retryAfterMs} ms after repeated over-limit tasks`);
    this.name = 'OwnerBlockedError';
  }
}

export interface WorkerPoolOptions {
  /** Worker threads of each lane at most; default one per core but one, at least one. */
  threads?: number;
  /** Tasks that may wait for a thread, all lanes together; beyond it run() rejects with PoolBusyError. Default 256 per thread. */
  maxQueue?: number;
  /** A thread idle this long ends (the next task starts one again). Default 5 minutes. */
  idleTimeoutMs?: number;
  /** Each thread's V8 heap cap in MB; a task that needs more is stopped. Default 192. */
  memoryMb?: number;
  /** Budgets by task instead of tasks.ts's (tests). */
  budgetMs?: Partial<Record<TaskName, number>>;
  /** The abuse budget; default 3 over-limit tasks an hour per owner. */
  strikes?: StrikeRule;
  /** The threads' module (tests run a module of their own): default worker.mjs beside this one. */
  entry?: URL;
}

/** One thread per core, leaving one core to the event loop; at least one. */
export function defaultThreadCount(): number {
  return Math.max(1, availableParallelism() - 1);
}

export const DEFAULT_WORKER_MEMORY_MB = 192;

/**
 * The worker threads' entry, beside this module: src/server/workers/worker.mjs from sources (it loads
 * thread.ts through tsx), dist/server/worker.mjs in the compiled server (thread.ts bundled; this module
 * is bundled into dist/server/main.js).
 */
const WORKER_ENTRY = new URL('./worker.mjs', import.meta.url);

/** The owner of tasks run without one (tests, jobs): they share one turn. */
const NO_OWNER = '';

interface Job {
  name: TaskName;
  input: unknown;
  owner: string;
  policy: TaskPolicy<TaskName>;
  budgetMs: number;
  resolve(output: unknown): void;
  reject(err: unknown): void;
  signal?: AbortSignal;
  onAbort?: () => void;
  thread?: WorkerThread;
}

interface LaneState {
  idle: WorkerThread[];
  /** Threads running a task now. */
  busy: Set<WorkerThread>;
  queue: FairQueue<Job>;
  idleTimers: Map<WorkerThread, NodeJS.Timeout>;
}

/**
 * The worker threads for the CPU-heavy work of requests (tasks.ts): composing and checking drafts,
 * humanizing, reading PDF/DOCX/web pages and summarizing. Two lanes of `threads` threads each (drafts
 * written from a topic, and sources a creator hands in), started on first use. Waiting tasks queue per creator and are taken in turns, so one
 * creator's backlog never starves another. Every task runs under a wall-clock budget and its thread under
 * a heap cap; a task over either is stopped by terminating its thread (nothing else stops a loop inside
 * pdf.js), answered with TaskLimitError and counted as a strike against its owner. An aborted request's
 * task is dropped if waiting, its thread terminated if running.
 */
export class WorkerPool implements TaskRunner {
  readonly threads: number;
  readonly maxQueue: number;
  readonly memoryMb: number;
  private readonly idleTimeoutMs: number;
  private readonly budgets: Partial<Record<TaskName, number>>;
  private readonly entry: URL;
  private readonly strikeLog: StrikeLog;
  private readonly lanes: Record<Lane, LaneState>;
  private started = false;
  private closed = false;

  constructor(opts: WorkerPoolOptions = {}) {
    this.threads = Math.max(1, Math.floor(opts.threads ?? defaultThreadCount()));
    this.maxQueue = Math.max(0, Math.floor(opts.maxQueue ?? this.threads * 256));
    this.idleTimeoutMs = opts.idleTimeoutMs ?? 5 * 60_000;
    this.memoryMb = opts.memoryMb ?? DEFAULT_WORKER_MEMORY_MB;
    this.budgets = opts.budgetMs ?? {};
    this.entry = opts.entry ?? WORKER_ENTRY;
    this.strikeLog = new StrikeLog(opts.strikes);
    this.lanes = Object.fromEntries(
      LANES.map((lane) => [lane, { idle: [], busy: new Set(), queue: new FairQueue<Job>(), idleTimers: new Map() }]),
    ) as unknown as Record<Lane, LaneState>;
  }

  /** Threads alive now, tasks running and tasks waiting, in all lanes together. */
  get stats() {
    let threads = 0;
    let running = 0;
    let queued = 0;
    for (const lane of Object.values(this.lanes)) {
      threads += lane.idle.length + lane.busy.size;
      running += lane.busy.size;
      queued += lane.queue.size;
    }
    return { started: this.started && !this.closed, threads, running, queued };
  }

  /** One lane's threads, running and waiting tasks. */
  laneStats(lane: Lane) {
    const state = this.lanes[lane];
    return { threads: state.idle.length + state.busy.size, running: state.busy.size, queued: state.queue.size };
  }

  async run<N extends TaskName>(name: N, input: TaskInput<N>, opts: RunOptions = {}): Promise<TaskOutput<N>> {
    if (this.closed) throw new PoolClosedError();
    opts.signal?.throwIfAborted();
    const policy = TASK_POLICIES[name] as unknown as TaskPolicy<TaskName>;
    const owner = opts.owner ?? NO_OWNER;
    if (policy.guarded && owner !== NO_OWNER) {
      const blockedFor = this.strikeLog.blockedFor(owner);
      if (blockedFor > 0) throw new OwnerBlockedError(blockedFor);
    }
    const lane = this.lanes[policy.lane];
    if (lane.busy.size >= this.threads && this.queued() >= this.maxQueue) throw new PoolBusyError(this.queued());
    this.started = true;
    return new Promise<TaskOutput<N>>((resolve, reject) => {
      const job: Job = {
        name,
        input,
        owner,
        policy,
        budgetMs: this.budgets[name] ?? policy.budgetMs,
        resolve,
        reject,
        signal: opts.signal,
      };
      if (opts.signal) {
        const signal = opts.signal;
        job.onAbort = () => {
          const reason = signal.reason instanceof Error ? signal.reason : new Error('aborted');
          if (job.thread) void job.thread.terminate(reason);
          else if (lane.queue.remove(owner, job)) reject(reason);
        };
        signal.addEventListener('abort', job.onAbort, { once: true });
      }
      lane.queue.push(owner, job);
      this.dispatch(policy.lane);
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const ending: Promise<void>[] = [];
    for (const lane of Object.values(this.lanes)) {
      for (const job of lane.queue.drain()) this.finish(job, () => job.reject(new PoolClosedError()));
      for (const timer of lane.idleTimers.values()) clearTimeout(timer);
      lane.idleTimers.clear();
      for (const thread of [...lane.idle, ...lane.busy]) ending.push(thread.terminate(new PoolClosedError()));
      lane.idle.length = 0;
    }
    // Terminating a thread cannot fail in a way worth waiting on: the process is ending anyway.
    await Promise.allSettled(ending);
  }

  private queued(): number {
    return Object.values(this.lanes).reduce((n, lane) => n + lane.queue.size, 0);
  }

  /** Hands waiting tasks to free threads of the lane, starting threads up to the lane's size. */
  private dispatch(laneName: Lane) {
    const lane = this.lanes[laneName];
    while (!this.closed && lane.queue.size > 0 && lane.busy.size < this.threads) {
      const job = lane.queue.shift()!;
      const thread = this.takeThread(laneName);
      lane.busy.add(thread);
      job.thread = thread;
      thread.run(job.name, job.input, job.budgetMs).then(
        (output) => {
          if (job.policy.struck?.(output as never) && job.owner !== NO_OWNER) this.strikeLog.strike(job.owner);
          this.finish(job, () => job.resolve(output));
        },
        (err: unknown) => {
          if (err instanceof TaskLimitError && job.owner !== NO_OWNER) this.strikeLog.strike(job.owner);
          this.finish(job, () => job.reject(err));
        },
      ).finally(() => this.release(laneName, thread));
    }
  }

  private takeThread(laneName: Lane): WorkerThread {
    const lane = this.lanes[laneName];
    const thread = lane.idle.pop();
    if (thread) {
      clearTimeout(lane.idleTimers.get(thread));
      lane.idleTimers.delete(thread);
      return thread;
    }
    return new WorkerThread(this.entry, this.memoryMb, (ended) => this.forget(laneName, ended));
  }

  /** A task's thread is free again: idle (ended after idleTimeoutMs) if it lives, and the next task goes. */
  private release(laneName: Lane, thread: WorkerThread) {
    const lane = this.lanes[laneName];
    lane.busy.delete(thread);
    if (thread.alive && !this.closed) {
      lane.idle.push(thread);
      const timer = setTimeout(() => void thread.terminate(), this.idleTimeoutMs);
      timer.unref();
      lane.idleTimers.set(thread, timer);
    }
    this.dispatch(laneName);
  }

  /** A thread ended (idle timeout, terminated, crashed): it is no longer the lane's. */
  private forget(laneName: Lane, thread: WorkerThread) {
    const lane = this.lanes[laneName];
    const at = lane.idle.indexOf(thread);
    if (at >= 0) lane.idle.splice(at, 1);
    clearTimeout(lane.idleTimers.get(thread));
    lane.idleTimers.delete(thread);
  }

  private finish(job: Job, settle: () => void) {
    if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
    settle();
  }
}

/** The same tasks in this thread: for tests and measurements that compare against the pool. No limits apply. */
export class InlineRunner implements TaskRunner {
  async run<N extends TaskName>(name: N, input: TaskInput<N>, opts: RunOptions = {}): Promise<TaskOutput<N>> {
    opts.signal?.throwIfAborted();
    return runTask({ name, input });
  }

  async close(): Promise<void> {}
}

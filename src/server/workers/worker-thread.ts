import { Worker, type ResourceLimits } from 'node:worker_threads';

/** What a worker thread answers for a task (thread.ts posts it). */
export type TaskReply = { id: number; ok: true; output: unknown } | { id: number; ok: false; error: { name: string; message: string; stack?: string } };

/** What went over a task's limits: its wall-clock budget, or the thread's memory cap. */
export type LimitReason = 'time' | 'memory';

/** A task stopped for going over a limit: its thread was ended. */
export class TaskLimitError extends Error {
  constructor(
    readonly task: string,
    readonly reason: LimitReason,
    readonly limit: number,
  ) {
    super(reason === 'time' ? `task ${task} ran past its ${limit} ms budget` : `task ${task} ran out of its thread's ${limit} MB`);
    this.name = 'TaskLimitError';
  }
}

/** The thread ended under a running task for another reason (a crash, the pool closing). */
export class ThreadGoneError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ThreadGoneError';
  }
}

/** How long a new thread may take to load its modules (from TypeScript sources on a busy machine: seconds). */
const STARTUP_MS = 60_000;

interface Running {
  id: number;
  task: string;
  resolve(output: unknown): void;
  reject(err: unknown): void;
  timer: NodeJS.Timeout;
}

/**
 * One worker thread that runs one task at a time, with a V8 heap cap it cannot escape (`resourceLimits`)
 * and a wall-clock budget per task: past it the thread is terminated, which stops even a loop that never
 * yields. A terminated or crashed thread is done for good; the pool starts another when needed.
 */
export class WorkerThread {
  private readonly worker: Worker;
  private readonly ready: Promise<void>;
  private running: Running | null = null;
  private nextId = 1;
  private ended = false;
  /** Set the moment termination starts: such a thread is never handed another task. */
  private terminating = false;
  /** Set when the thread ran out of memory: the task's rejection says so. */
  private outOfMemory = false;

  constructor(
    entry: URL,
    private readonly memoryMb: number,
    private readonly onEnd: (thread: WorkerThread) => void,
  ) {
    const resourceLimits: ResourceLimits = {
      maxOldGenerationSizeMb: memoryMb,
      maxYoungGenerationSizeMb: Math.max(8, Math.min(32, Math.round(memoryMb / 8))),
      stackSizeMb: 4,
    };
    this.worker = new Worker(entry, { resourceLimits, stdout: false, stderr: false });
    // An idle thread keeps nothing alive; a running task's caller is waiting on its promise anyway.
    this.worker.unref();
    this.ready = new Promise<void>((resolve, reject) => {
      const onMessage = (message: unknown) => {
        if ((message as { ready?: boolean }).ready === true) {
          this.worker.off('error', onStartError);
          resolve();
        }
      };
      const onStartError = (err: unknown) => reject(err instanceof Error ? err : new Error(String(err)));
      this.worker.once('message', onMessage);
      this.worker.once('error', onStartError);
    });
    // A thread that fails to start rejects `ready`; the task that waited on it is told through run().
    this.ready.catch(() => undefined);
    this.worker.on('message', (message: TaskReply | { ready: true }) => this.onReply(message));
    this.worker.on('error', (err: Error & { code?: string }) => {
      if (err.code === 'ERR_WORKER_OUT_OF_MEMORY') this.outOfMemory = true;
      else this.fail(new ThreadGoneError(`worker thread failed: ${err.message}`));
    });
    this.worker.on('exit', () => this.end());
  }

  get busy(): boolean {
    return this.running !== null;
  }

  get alive(): boolean {
    return !this.ended && !this.terminating;
  }

  /** Runs one task; rejects with TaskLimitError past `budgetMs` or the memory cap (the thread then ends). */
  async run(task: string, input: unknown, budgetMs: number): Promise<unknown> {
    if (this.running) throw new Error('worker thread already busy');
    if (this.ended) throw new ThreadGoneError('worker thread ended');
    const id = this.nextId++;
    const overBudget = () => void this.terminate(new TaskLimitError(task, 'time', budgetMs));
    return new Promise<unknown>((resolve, reject) => {
      // Until the thread is up, a start that never ends is what is bounded; the task's budget runs from
      // the moment it is handed over.
      const starting = setTimeout(() => void this.terminate(new ThreadGoneError('worker thread did not start in time')), STARTUP_MS);
      starting.unref();
      this.running = { id, task, resolve, reject, timer: starting };
      this.ready.then(
        () => {
          if (this.running?.id !== id) return;
          clearTimeout(starting);
          this.running.timer = setTimeout(overBudget, budgetMs);
          this.running.timer.unref();
          this.worker.postMessage({ id, name: task, input });
        },
        (err: unknown) => this.fail(new ThreadGoneError(`worker thread did not start: ${String(err)}`)),
      );
    });
  }

  /** Ends the thread; a running task rejects with `reason` (default: the thread is gone). */
  async terminate(reason?: Error): Promise<void> {
    this.terminating = true;
    if (reason) this.fail(reason);
    if (this.ended) return;
    await this.worker.terminate();
    this.end();
  }

  private onReply(message: TaskReply | { ready: true }) {
    if ('ready' in message) return;
    const running = this.running;
    if (!running || running.id !== message.id) return;
    this.settle();
    if (message.ok) running.resolve(message.output);
    else running.reject(Object.assign(new Error(message.error.message), { name: message.error.name, stack: message.error.stack }));
  }

  private fail(err: Error) {
    const running = this.running;
    if (!running) return;
    this.settle();
    running.reject(err);
  }

  private settle() {
    if (this.running) clearTimeout(this.running.timer);
    this.running = null;
  }

  private end() {
    if (this.ended) return;
    this.ended = true;
    const running = this.running;
    if (running) {
      this.fail(this.outOfMemory ? new TaskLimitError(running.task, 'memory', this.memoryMb) : new ThreadGoneError('worker thread ended'));
    }
    this.onEnd(this);
  }
}

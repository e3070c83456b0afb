import { InlineRunner, type TaskInput, type TaskName, type TaskOutput, type TaskRunner } from '../workers/pool';
import type { ContentInput } from '../workers/tasks';

/**
 * The real tasks, in this thread, except that a composition whose topic starts with "hold" waits
 * until the test opens the gate (or its request is aborted): generations that stay running for as
 * long as a test needs, without timers.
 */
export class GatedRunner implements TaskRunner {
  held = 0;
  private readonly inline = new InlineRunner();
  private release!: () => void;
  private gate = new Promise<void>((resolve) => (this.release = resolve));

  async run<N extends TaskName>(name: N, input: TaskInput<N>, opts: { signal?: AbortSignal } = {}): Promise<TaskOutput<N>> {
    if (name === 'compose' && (input as ContentInput).request.topic.startsWith('hold')) {
      this.held++;
      try {
        await new Promise<void>((resolve, reject) => {
          void this.gate.then(resolve);
          opts.signal?.addEventListener('abort', () => reject(opts.signal!.reason as Error), { once: true });
        });
      } finally {
        this.held--;
      }
    }
    return this.inline.run(name, input, opts);
  }

  open() {
    this.release();
    this.gate = new Promise<void>((resolve) => (this.release = resolve));
  }

  async close() {}
}

import type { WriteSink } from '../../ai/write-with-model';
import { PoolBusyError, type TaskInput, type TaskName, type TaskOutput, type TaskRunner } from '../../workers/pool';
import { serverBusy } from './limits';
import { paragraphs } from './service';

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** An offline engine's finished text, sent paragraph by paragraph, as the offline drafts are (waiting on a slow reader). */
export async function sendInParagraphs(text: string, sink: WriteSink | null, signal?: AbortSignal): Promise<void> {
  if (!sink) return;
  for (const piece of paragraphs(text)) {
    signal?.throwIfAborted();
    await sink.delta(piece);
    await nextTick();
  }
}

/** A task on the worker pool; a full queue is the 503 every generation answers. */
export async function runOnPool<N extends TaskName>(workers: TaskRunner, name: N, input: TaskInput<N>, signal?: AbortSignal): Promise<TaskOutput<N>> {
  try {
    return await workers.run(name, input, { signal });
  } catch (err) {
    if (err instanceof PoolBusyError) throw serverBusy();
    throw err;
  }
}

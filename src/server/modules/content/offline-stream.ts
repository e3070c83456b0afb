import type { WriteSink } from '../../ai/write-with-model';
import type { RunOptions, TaskInput, TaskName, TaskOutput, TaskRunner } from '../../workers/pool';
import { paragraphs } from './service';
import { taskRefusal } from './task-refusals';

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

/**
 * A task on the worker pool for a creator (`owner`): a full queue is the 429 every generation answers, a
 * task over its limits 422/413, a creator over the abuse budget 429 (task-refusals.ts).
 */
export async function runOnPool<N extends TaskName>(workers: TaskRunner, name: N, input: TaskInput<N>, opts: RunOptions): Promise<TaskOutput<N>> {
  try {
    return await workers.run(name, input, opts);
  } catch (err) {
    throw taskRefusal(err);
  }
}

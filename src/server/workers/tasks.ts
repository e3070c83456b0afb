import { checkDraft, composeDraft, type ContentInput } from '../kinds';

export type { ContentInput } from '../kinds';

export interface ComposeOutput {
  text: string;
  /** What the fidelity check found wrong with the draft; empty when it honours the request. */
  problems: string[];
}

/**
 * The work the pool runs off the event loop, by name: each takes one structured-cloneable input and
 * answers (or resolves to) one structured-cloneable output. Add a task here (PDF or DOCX extraction,
 * summarization…) and it can be run with `pool.run(name, input)`, typed from this table.
 */
export const TASKS = {
  /** The kind's offline draft, and its fidelity check (both from src/server/kinds/). */
  compose(input: ContentInput): ComposeOutput {
    const text = composeDraft(input);
    return { text, problems: checkDraft(input, text) };
  },
  /** The fidelity check of a draft written elsewhere (by a model). */
  fidelity(input: ContentInput & { text: string }): string[] {
    return checkDraft(input, input.text);
  },
} satisfies Record<string, (input: never) => unknown>;

export type TaskName = keyof typeof TASKS;
export type TaskInput<N extends TaskName> = Parameters<(typeof TASKS)[N]>[0];
export type TaskOutput<N extends TaskName> = Awaited<ReturnType<(typeof TASKS)[N]>>;

/** What crosses to a worker: a task's name and its input. */
export interface TaskMessage<N extends TaskName = TaskName> {
  name: N;
  input: TaskInput<N>;
}

/** Runs one task, in a worker or, for comparison and tests, in this thread. */
export function runTask<N extends TaskName>(message: TaskMessage<N>): TaskOutput<N> {
  if (!Object.hasOwn(TASKS, message.name)) throw new Error(`unknown worker task: ${String(message.name)}`);
  const task = TASKS[message.name] as (input: TaskInput<N>) => TaskOutput<N>;
  return task(message.input);
}

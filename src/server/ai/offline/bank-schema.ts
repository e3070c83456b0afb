import { z } from 'zod';

const SLOT = /\{(\w+)(?:\|[^{}]*)?\}/g;

/**
 * A template whose `{slots}` are all among those its composer fills: a typo in a phrase bank fails
 * at load, naming the file and the entry, rather than in the middle of a draft.
 */
export function template(slots: readonly string[]) {
  const known = new Set(slots);
  return z.string().superRefine((text, ctx) => {
    for (const [, name] of text.matchAll(SLOT)) {
      if (name && !known.has(name)) ctx.addIssue({ code: 'custom', message: `unknown slot {${name}} in "${text}" (known: ${slots.join(', ') || 'none'})` });
    }
  });
}

/** Text used as it is, never filled: a slot there would reach the reader as typed. */
export const plain = template([]);

export function list<T extends z.ZodType>(item: T) {
  return z.array(item).min(1);
}

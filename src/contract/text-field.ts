import { z } from 'zod';
import { aboutField } from './field-labels';
import { singleLineProblem, textProblem } from './text-rule';

/**
 * A string field under the shared text rule (text-rule.ts) with messages that name the field in words
 * (field-labels.ts): no NUL, no unpaired surrogate, at most `max` characters. Not trimmed: passwords and
 * tokens are taken as sent.
 */
export function rawText(field: string, opts: { max: number; min?: number; requiredMessage?: string; minMessage?: string }) {
  const min = opts.min ?? 0;
  return z
    .string({ error: opts.requiredMessage ?? aboutField(field, 'must be text') })
    .min(min, opts.minMessage ?? aboutField(field, 'is required'))
    .superRefine((s, ctx) => {
      const problem = textProblem(s, opts.max);
      if (problem) ctx.addIssue({ code: 'custom', message: aboutField(field, problem), input: s });
    });
}

/**
 * A trimmed text field under the shared text rule, whose messages name the field in words. `singleLine`: a
 * name, a subject or a title, refused with a line break or any other control character in it.
 */
export function textField(field: string, opts: { max: number; required?: boolean; singleLine?: boolean }) {
  const required = opts.required ?? true;
  return z
    .string({ error: aboutField(field, required ? 'is required' : 'must be text') })
    .trim()
    .min(required ? 1 : 0, aboutField(field, 'is required'))
    .superRefine((s, ctx) => {
      const problem = textProblem(s, opts.max) ?? (opts.singleLine ? singleLineProblem(s) : null);
      if (problem) ctx.addIssue({ code: 'custom', message: aboutField(field, problem), input: s });
    });
}

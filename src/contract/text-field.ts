import { z } from 'zod';
import { singleLineProblem, textProblem } from './text-rule';

/**
 * A string field under the shared text rule (text-rule.ts) with messages that name the field: no NUL,
 * no unpaired surrogate, at most `max` characters. Not trimmed: passwords and tokens are taken as sent.
 */
export function rawText(field: string, opts: { max: number; min?: number; requiredMessage?: string; minMessage?: string }) {
  const min = opts.min ?? 0;
  return z
    .string({ error: opts.requiredMessage ?? `${field} must be a string` })
    .min(min, opts.minMessage ?? `${field} is required`)
    .superRefine((s, ctx) => {
      const problem = textProblem(s, opts.max);
      if (problem) ctx.addIssue({ code: 'custom', message: `${field} ${problem}`, input: s });
    });
}

/**
 * A trimmed text field under the shared text rule, whose messages name the field. `singleLine`: a
 * name, a subject or a title, refused with a line break or any other control character in it.
 */
export function textField(field: string, opts: { max: number; required?: boolean; singleLine?: boolean }) {
  const required = opts.required ?? true;
  return z
    .string({ error: required ? `${field} is required` : `${field} must be a string` })
    .trim()
    .min(required ? 1 : 0, `${field} is required`)
    .superRefine((s, ctx) => {
      const problem = textProblem(s, opts.max) ?? (opts.singleLine ? singleLineProblem(s) : null);
      if (problem) ctx.addIssue({ code: 'custom', message: `${field} ${problem}`, input: s });
    });
}
